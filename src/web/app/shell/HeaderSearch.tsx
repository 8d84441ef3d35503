import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNamespaces, useTranslation } from '../../lib/i18n';
import { intentHandlers } from '../../lib/intent';
import { loadMantine } from '../mantine/gate';
import classes from './HeaderSearch.module.css';
import shellField from './shell-field.module.css';

let loading: Promise<{
  default: typeof import('../../features/search/components/HeaderSearchBox').HeaderSearchBox;
}>;
/** The search's code, texts and Mantine: fetched on the first hover or focus of the button, once. */
const load = () => {
  loading ??= Promise.all([
    import('../../features/search/header-search-entry').then((entry) => entry.loadHeaderSearchBox()),
    loadNamespaces(['search']),
    loadMantine(),
  ]).then(([module]) => ({ default: module.HeaderSearchBox }));
  return loading;
};
const HeaderSearchBox = lazy(load);

/** Whether a key press belongs to a field (so `/` types a slash there). */
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's search (issue 39 §1): a button shaped like a field (an icon on small screens) that
 * becomes the search, loaded lazily so the first load does not carry it; `/` and Ctrl/Cmd-K open it.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<false | 'inline' | 'full'>(false);
  const openSearch = () => setOpen(window.matchMedia('(max-width: 48em)').matches ? 'full' : 'inline');

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      const shortcut =
        (event.key === '/' && !isEditable(event.target)) ||
        // Not in the rich-text editor, whose Ctrl/Cmd-K makes a link.
        (event.key.toLowerCase() === 'k' &&
          (event.ctrlKey || event.metaKey) &&
          !(event.target instanceof HTMLElement && event.target.isContentEditable));
      if (!shortcut || event.altKey) return;
      event.preventDefault();
      void load();
      setOpen((current) => current || (window.matchMedia('(max-width: 48em)').matches ? 'full' : 'inline'));
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, []);

  const button = (
    <button
      type="button"
      className={`${classes.trigger} ${shellField.field}`}
      aria-label={t('shell.search')}
      aria-keyshortcuts="/ Control+K Meta+K"
      {...intentHandlers(load)}
      onClick={openSearch}
    >
      <span className={classes.icon} />
      <span className={classes.label}>{t('shell.search')}</span>
      <kbd className={classes.kbd}>/</kbd>
    </button>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      {open === 'full' && button}
      <HeaderSearchBox fullScreen={open === 'full'} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
