/*
 * Registers the service worker (dist/web/sw.js, built from src/web/service-worker/sw.ts) once the page
 * has painted, and announces a new version: the member reloads when they choose (docs/areas/pwa.md).
 * Loaded after the first load, so the landing carries only the import.
 */

const updateCheckMs = 60 * 60_000;

const announce = (waiting: ServiceWorker) => {
  void import('./update-notice').then(({ showUpdateNotice }) =>
    showUpdateNotice(() => {
      // The page reloads once the new worker controls it (below): its files and this page's match.
      waiting.postMessage('skip-waiting');
    }),
  );
};

export const registerServiceWorker = async (): Promise<void> => {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
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
