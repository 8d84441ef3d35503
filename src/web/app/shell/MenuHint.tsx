import { IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import primitives from '../../components/primitives.module.css';
import { useTranslation } from '../../lib/i18n';
import classes from './MenuHint.module.css';

/** localStorage flag: the first-time hint on the account menu was shown (000 §2.3, §9). */
const onboardingKey = 'sankofa.onboarding.menu';

const isOnboardingDone = (): boolean => {
  try {
    return window.localStorage.getItem(onboardingKey) !== null;
  } catch {
    // Storage blocked: never nag.
    return true;
  }
};

const markOnboardingDone = (): void => {
  try {
    window.localStorage.setItem(onboardingKey, 'done');
  } catch {
    // Storage blocked: the hint may show again next visit.
  }
};

export interface MenuOnboarding {
  /** The hint's id, which the menu's button is described by while it shows. */
  hintId: string;
  isShown: boolean;
  dismiss: () => void;
}

/**
 * The account menu's first-time hint: shown on the first signed-in visit only (remembered as soon as it
 * shows), until it is closed or the menu is opened. Decided on the header's first render, so the strip is
 * in the page from its first paint: shown once the account menu's chunk had loaded, it pushed the page
 * down under a member already reading it (a layout shift of 0.16 on a phone's first visit).
 */
export const useMenuOnboarding = (signedIn: boolean): MenuOnboarding => {
  const hintId = useId();
  const [isShown, setShown] = useState(() => !isOnboardingDone());
  const dismiss = useCallback(() => setShown(false), []);

  useEffect(() => {
    if (signedIn && isShown) markOnboardingDone();
  }, [signedIn, isShown]);

  return { hintId, isShown: signedIn && isShown, dismiss };
};

interface MenuHintProps {
  id: string;
  /** The menu's button, which the hint's arrow points at once it is there. */
  target: HTMLElement | null;
  onDismiss: () => void;
}

/**
 * The hint as a strip under the header, in the page's flow: it points at the menu without covering
 * anything (a floating tooltip hid the feed's first heading on desktop and the page title on phones).
 * Part of the header's first load (no Mantine): until the menu's button is there, the arrow points at
 * the strip's end, where the button comes.
 */
export function MenuHint({ id, target, onDismiss }: MenuHintProps) {
  const { t } = useTranslation();
  const hintRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const hint = hintRef.current;
    if (!hint || !target) return;
    // Read where the button is once the browser has laid the page out (a resize observer's moment, before
    // the paint), never during React's commit: a read there laid out the whole page inside the commit.
    // Observing the page too places it again when the window's width changes.
    const observer = new ResizeObserver(() => {
      const box = target.getBoundingClientRect();
      const arrowX = box.left + box.width / 2 - hint.getBoundingClientRect().left;
      hint.style.setProperty('--hint-arrow-x', `${arrowX}px`);
    });
    for (const element of [target, hint, document.documentElement]) observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  return (
    <div className={classes.hintBand}>
      <div className={`${primitives.containerLg} ${classes.hintBar}`}>
        <div ref={hintRef} className={classes.hint}>
          <p id={id} className={classes.hintText}>
            {t('shell.onboarding')}
          </p>
          <button
            type="button"
            className={classes.hintClose}
            aria-label={t('common.close')}
            onClick={onDismiss}
          >
            <IconX size={16} stroke={1.8} aria-hidden />
          </button>
        </div>
      </div>
    </div>
  );
}
