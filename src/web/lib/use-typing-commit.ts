import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * A list's typed search, committed to the URL once the typing pauses, that never fires after the reader
 * has started to leave the page. A click on a result starts a navigation that first loads the area's
 * routes and the page's code; a commit landing in that pause would navigate back to the list and
 * swallow the click (seen on a loaded machine: the tender's page never opened).
 */
export function useTypingCommit<Args extends unknown[]>(commit: (...args: Args) => void, delayMs: number) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  const isLeaving = useRef(leaving);
  isLeaving.current = leaving;
  const debounced = useDebouncedCallback((...args: Args) => {
    if (!isLeaving.current) commit(...args);
  }, delayMs);
  useEffect(() => {
    if (leaving) debounced.cancel();
  }, [leaving, debounced]);
  // The click itself drops a pending commit: the router's pending state reaches this page in a render
  // that a loaded machine can put off past the typing delay (a transition), and the commit then ran.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && link.pathname !== window.location.pathname) debounced.cancel();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [debounced]);
  return debounced;
}
