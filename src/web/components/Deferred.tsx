import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `fallback` at once and `children` in a transition, a render React builds in slices of a few
 * milliseconds: a long list or a page's body that arrives with its data no longer blocks a phone for
 * half a second in one task; between slices the browser paints and answers the member's taps
 * (docs/areas/web-performance.md, "Main thread"). Only the first mount is deferred; later updates of the
 * children render as usual. `fallback` should take the children's place and size (a skeleton).
 */
export function Deferred({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return isReady ? children : fallback;
}
