import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** At the latest this long after `load`, the page counts as settled whatever it still reads. */
const maxWaitMs = 4000;
/** How long the page's largest paint must have stayed the largest (no larger one since). */
const paintQuietMs = 300;

let isSettled = false;
let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = () => {
    isSettled = true;
    resolve();
  };
});

/**
 * Watches the page's first load settle: the `load` event, then no query of `queryClient` fetching, and
 * for `paintQuietMs` neither a read starting or ending nor a larger paint (where the browser reports
 * its largest paints); at the latest `maxWaitMs` after `load`. What a member neither sees nor uses
 * in a page's first second waits for it (the realtime socket, the service worker, the footer's links):
 * on a slow phone it no longer shares the network and the thread with the page's own scripts and data
 * before its largest paint (issue 34; docs/areas/web-performance.md, "Twelfth"). Once settled, it stays
 * so: later navigations do not wait.
 */
export const watchPageSettled = (queryClient: QueryClient): void => {
  let lastChangeAt = 0;
  const changed = () => {
    lastChangeAt = performance.now();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
    new PerformanceObserver(changed).observe({ type: 'largest-contentful-paint', buffered: true });
  const unsubscribe = queryClient.getQueryCache().subscribe(changed);
  const done = () => {
    unsubscribe();
    settle();
  };
  const check = () => {
    if (isSettled) return;
    const isBusy = queryClient.isFetching() > 0 || performance.now() - lastChangeAt < paintQuietMs;
    if (isBusy) setTimeout(check, paintQuietMs / 3);
    else done();
  };
  const afterLoad = () => {
    setTimeout(done, maxWaitMs);
    check();
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
};

/** Resolves once the page has settled (`watchPageSettled`). */
export const afterPageSettled = (): Promise<void> => settled;

/** Whether the page has settled (`watchPageSettled`); a component renders its late part then. */
export const usePageSettled = (): boolean => {
  const [hasSettled, setSettled] = useState(isSettled);
  useEffect(() => {
    if (!hasSettled) void settled.then(() => setSettled(true));
  }, [hasSettled]);
  return hasSettled;
};
