/*
 * Registers the service worker (dist/web/sw.js, built from src/web/service-worker/sw.ts) once the page
 * has painted, and announces a new version: the member reloads when they choose (docs/areas/pwa.md).
 * Loaded after the first load, so the landing carries only the import.
 */

import { captureInstallPrompt } from '../../lib/install-prompt';

const updateCheckMs = 60 * 60_000;

const announce = (waiting: ServiceWorker) => {
  void import('./update-notice').then(({ showUpdateNotice }) =>
    showUpdateNotice(() => {
      // The page reloads once the new worker controls it (below): its files and this page's match.
      waiting.postMessage('skip-waiting');
    }),
  );
};

/** Never throws: a browser without service workers (or one refusing this one) just has none. */
export const registerServiceWorker = async (): Promise<void> => {
  // Chromium offers the install once the page is loaded and the worker runs: listening from here
  // keeps the listener off the first load.
  captureInstallPrompt();
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .catch(() => undefined);
  if (!registration) return;
  // A controller that changes means the member accepted the new version: load it.
  const hadController = Boolean(navigator.serviceWorker.controller);
  let isReloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || isReloading) return;
    isReloading = true;
    window.location.reload();
  });
  const watch = (installing: ServiceWorker | null) => {
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(installing);
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  // A tab left open for days still learns of a new version.
  window.setInterval(() => void registration.update().catch(() => undefined), updateCheckMs);
};
