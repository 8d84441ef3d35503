import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `fallback` at once and `children` in a transition, a render React builds in slices of a few
 * milliseconds: a long list or a page's body that arrives with its data no longer blocks a phone for
 * half a second in one task; between slices the browser paints and answers the member's taps
 * (docs/areas/web-performance.md, "Main thread"). Only the first showing is deferred; later updates of
 * the children render as usual. `fallback` should take the children's place and size (a skeleton).
 *
 * `pending`: the data is not there yet. The fallback shows meanwhile, from this same place, so that when
 * the data comes the skeleton already on screen stays as it is (not built a second time) while the
 * children are built behind it. Pending again later (another query with no data yet): the fallback.
 */
export function Deferred({
  children,
  fallback,
  pending = false,
}: {
  children: ReactNode;
  fallback: ReactNode;
  pending?: boolean;
}) {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    if (!pending) startTransition(() => setReady(true));
  }, [pending]);
  return isReady && !pending ? children : fallback;
}
