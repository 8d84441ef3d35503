import { IconChevronDown, IconMenu2, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import type { NavMenu } from '../nav';
import classes from './HeaderNav.module.css';
import { focusLink, useCloseOnNavigation, useOutsidePress } from './nav-disclosure';

/*
 * Plain markup with the disclosure pattern (a button that shows a list of links), which is what a site
 * navigation is; the ARIA "menu" role is for application menus. No floating-position library: this
 * module loads on every page once an area is available.
 */

/** Width from which the desktop menus replace the burger (000 §2.3, §9: 640 px). */
const desktopQuery = '(min-width: 40em)';

interface NavProps {
  menus: readonly NavMenu[];
}

/** The header's menus from 640 px: Réseau, Entreprises (dropdowns), Événements, Blog (links). */
export function DesktopNav({ menus }: NavProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className={classes.desktop}>
      <ul className={classes.bar}>
        {menus.map((menu) =>
          menu.isLink && menu.links[0] ? (
            <li key={menu.key}>
              <NavLink to={menu.links[0].to} className={classes.topLink}>
                {t(menu.labelKey)}
              </NavLink>
            </li>
          ) : (
            <DesktopDropdown key={menu.key} menu={menu} />
          ),
        )}
      </ul>
    </nav>
  );
}

function DesktopDropdown({ menu }: { menu: NavMenu }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);
  const [pendingFocus, setPendingFocus] = useState<'first' | 'last' | null>(null);
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const close = useRef(() => setOpen(false)).current;
  const isActive = menu.links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));

  useOutsidePress(rootRef, isOpen, close);
  useCloseOnNavigation(close);

  // Arrow keys on the button open the list, then focus moves in once it is rendered.
  useEffect(() => {
    if (!isOpen || !pendingFocus) return;
    focusLink(listRef.current, pendingFocus);
    setPendingFocus(null);
  }, [isOpen, pendingFocus]);

  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const isOnButton = event.target === buttonRef.current;
    switch (event.key) {
      case 'Escape':
        if (!isOpen) return;
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const isDown = event.key === 'ArrowDown';
        if (isOnButton) {
          setOpen(true);
          setPendingFocus(isDown ? 'first' : 'last');
        } else {
          focusLink(listRef.current, isDown ? 'next' : 'previous');
        }
        return;
      }
      case 'Home':
      case 'End':
        if (isOnButton || !isOpen) return;
        event.preventDefault();
        focusLink(listRef.current, event.key === 'Home' ? 'first' : 'last');
        return;
      default:
    }
  };

  return (
    <li
      ref={rootRef}
      className={classes.dropdownRoot}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (!(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget))) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.trigger}
        aria-expanded={isOpen}
        aria-controls={listId}
        data-active={isActive || undefined}
        onClick={() => setOpen((open) => !open)}
      >
        {t(menu.labelKey)}
        <IconChevronDown size={16} stroke={2} aria-hidden className={classes.chevron} />
      </button>
      <ul ref={listRef} id={listId} className={classes.dropdown} hidden={!isOpen}>
        {menu.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={classes.dropdownLink}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The burger and its panel below 640 px: every menu's entries grouped under the menu's name, plus
 * Mentorat. Closes on Escape, on a link, on a press outside, and when the window reaches 640 px.
 */
export function MobileNav({ menus }: NavProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useRef(() => setOpen(false)).current;

  useOutsidePress(rootRef, isOpen, close);
  useCloseOnNavigation(close);

  useEffect(() => {
    const query = window.matchMedia(desktopQuery);
    const handleChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);

  // Escape closes the panel from anywhere, and gives focus back to the burger.
  useEffect(() => {
    if (!isOpen) return;
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isOpen]);

  return (
    <div ref={rootRef} className={classes.mobile}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.burger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t(isOpen ? 'nav.closeMenu' : 'nav.openMenu')}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? (
          <IconX size={22} stroke={1.8} aria-hidden />
        ) : (
          <IconMenu2 size={22} stroke={1.8} aria-hidden />
        )}
      </button>
      <nav id={panelId} aria-label={t('nav.label')} className={classes.panel} hidden={!isOpen}>
        <ul className={classes.panelList}>
          {menus.map((menu) =>
            menu.isLink && menu.links[0] ? (
              <li key={menu.key}>
                <NavLink to={menu.links[0].to} className={classes.panelLink}>
                  {t(menu.labelKey)}
                </NavLink>
              </li>
            ) : (
              <li key={menu.key} className={classes.panelGroup}>
                <span className={classes.groupLabel} id={`${panelId}-${menu.key}`}>
                  {t(menu.labelKey)}
                </span>
                <ul aria-labelledby={`${panelId}-${menu.key}`} className={classes.groupList}>
                  {menu.links.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} className={classes.panelLink}>
                        {t(link.labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
