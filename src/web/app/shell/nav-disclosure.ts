import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The header's disclosure menus (`HeaderNav.tsx`): keyboard focus and the ways a menu closes. */

/** Moves focus between the links of `list` with the arrow, Home and End keys. */
export const focusLink = (list: HTMLElement | null, move: 'first' | 'last' | 'next' | 'previous') => {
  const links = Array.from(list?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
  if (links.length === 0) return;
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  const index =
    move === 'first'
      ? 0
      : move === 'last'
        ? links.length - 1
        : move === 'next'
          ? (current + 1) % links.length
          : (current - 1 + links.length) % links.length;
  links[index]?.focus();
};

/** Closes on a press anywhere outside `ref` while `isOpen`. */
export const useOutsidePress = (
  ref: RefObject<HTMLElement | null>,
  isOpen: boolean,
  onOutside: () => void,
) => {
  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) onOutside();
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [ref, isOpen, onOutside]);
};

/** Closes whenever the page changes (a link inside was followed, or Back was pressed). */
export const useCloseOnNavigation = (onNavigate: () => void) => {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    onNavigate();
  }, [pathname, onNavigate]);
};
