/** After a sign-out: the service worker drops everything it cached (docs/areas/pwa.md). */
export const clearServiceWorkerCaches = (): void => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage('clear');
};
