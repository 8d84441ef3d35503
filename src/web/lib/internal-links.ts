/** Paths served by the server itself (API, uploads): links to them must load the real URL. */
const serverPrefixes = ['/api/', '/storage/'];

/**
 * The in-app path of a link, when the router can handle it: `/x` but not `//host/x` (another site) nor a
 * server path. Undefined for anything else (absolute URLs, `mailto:`, `#anchors`, …).
 */
export const internalPath = (href: string | null | undefined): string | undefined => {
  if (!href?.startsWith('/') || href.startsWith('//') || href.includes('\\')) return undefined;
  if (serverPrefixes.some((prefix) => href.startsWith(prefix))) return undefined;
  return href;
};

/**
 * Sends a click on an internal link inside `root` (server-rendered HTML) to `navigate` instead of
 * reloading the page. Clicks the browser should keep (new tab, modifier keys, downloads) pass through.
 * Returns the listener's remover.
 */
export const routeInternalLinks = (root: HTMLElement, navigate: (path: string) => void): (() => void) => {
  const handleClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || !root.contains(anchor) || anchor.hasAttribute('download')) return;
    if (anchor.target && anchor.target !== '_self') return;
    const path = internalPath(anchor.getAttribute('href'));
    if (!path) return;
    event.preventDefault();
    navigate(path);
  };
  root.addEventListener('click', handleClick);
  return () => root.removeEventListener('click', handleClick);
};
