import { useMergedRef } from '@mantine/hooks';
import {
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useOverlays } from './load-overlays';

/** How the member showed they want the overlay: a mouse over the trigger, a keyboard's focus, a tap. */
export type OverlayIntent = 'hover' | 'focus' | 'click';

/** The props a trigger element is expected to take (a Mantine button, a plain `<button>`). */
export interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/** Whether the element shows the keyboard's focus ring; false where the browser cannot tell. */
const isKeyboardFocus = (element: HTMLElement): boolean => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
};

/**
 * Mounts an overlay (a menu, a tooltip, a popover) on the member's first sign of wanting it, not with the
 * page. A Mantine menu or tooltip renders a portal and positions itself as it mounts: on a feed that is
 * ten menus and twenty tooltips built, then built again, in the page's first long task, for overlays
 * nobody opened (docs/areas/web-performance.md, "Ninth"). Their code loads then too (load-overlays.ts,
 * "Twelfth"): until the intent, and until the overlays have loaded, the trigger renders alone.
 *
 * The intent: a mouse entering the trigger, the keyboard's focus on it, or a click (a tap: touch has no
 * hover, and a tap's own focus is not a keyboard's). The overlay then wraps the trigger, which mounts
 * again: `ref` is put on the new one, and a trigger that had the focus gets it back. A click also asks for
 * the overlay opened (`openOnArm`), since that click went to the trigger before it.
 */
export function useOverlayIntent(trigger: ReactElement<TriggerProps>, opensOnClick: boolean) {
  const [intent, setIntent] = useState<OverlayIntent | null>(null);
  const [isClicked, setClicked] = useState(false);
  const loaded = useOverlays(intent !== null);
  const overlays = intent === null ? undefined : loaded;
  const element = useRef<HTMLElement>(null);
  const ref = useMergedRef(element, trigger.props.ref);

  const isMounted = overlays !== undefined;
  const refocus = intent === 'focus' || isClicked;
  useLayoutEffect(() => {
    if (isMounted && refocus) element.current?.focus();
  }, [isMounted, refocus]);

  const arm = (next: OverlayIntent) => setIntent((current) => current ?? next);
  // A hover or a focus mounts the overlay before this event returns (once the overlays have loaded), so
  // that the press or the key that follows reaches the trigger the overlay wraps, not the one it replaces.
  const armNow = (next: OverlayIntent) => flushSync(() => arm(next));
  const waitingProps: TriggerProps = {
    ref,
    onPointerEnter: (event) => {
      trigger.props.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') armNow('hover');
    },
    onFocus: (event) => {
      trigger.props.onFocus?.(event);
      if (isKeyboardFocus(event.currentTarget)) armNow('focus');
    },
    onClick: (event) => {
      trigger.props.onClick?.(event);
      if (!opensOnClick) return;
      setClicked(true);
      arm('click');
    },
  };
  return {
    /** Mantine's overlays, once the member showed the intent and they have loaded. */
    overlays,
    /** The trigger's props until the overlay is mounted. */
    waitingProps,
    /** The trigger's ref once the overlay wraps it. */
    ref,
    /** The overlay should open as it mounts: the member clicked the trigger before it was there. */
    openOnArm: isClicked,
  };
}
