import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { trackPageViews } from './features/stats/page-views';
import { currentLanguage, initI18n } from './lib/i18n';
import { warmUpIntl } from './lib/intl';
import { afterPageSettled, watchPageSettled } from './lib/page-settled';
import { getPublicSettingsQueryOptions } from './lib/public-settings';
import { getSessionQueryOptions } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Every first screen needs the session and the site settings: both are asked for now, while the
// texts load, rather than after the first render.
const queryClient = createQueryClient();
// A member's pages format dates and numbers from their first screen: the formatters' first cost goes to
// a worker while the page loads (lib/intl.ts). A visitor's landing formats none, and starts no worker.
void queryClient.fetchQuery(getSessionQueryOptions()).then(
  ({ user }) => user && warmUpIntl(currentLanguage()),
  () => undefined,
);
void queryClient.prefetchQuery(getPublicSettingsQueryOptions());
watchPageSettled(queryClient);

const render = (root: HTMLElement) => {
  const router = createRouter();
  trackPageViews(router);
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
};

/** Without its texts the interface cannot speak: say so in French (the catalogs are what failed). */
const renderBootError = (root: HTMLElement) => {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText =
    'max-width:28rem;margin:30vh auto 0;padding:0 1rem;text-align:center;font:1rem/1.5 system-ui,sans-serif';
  message.textContent = 'Impossible de charger la page. Vérifiez votre connexion, puis rechargez la page.';
  root.replaceChildren(message);
};

// The service worker and the install offer (app/pwa/register.ts) once the page has settled
// (lib/page-settled.ts): nothing of them on the first load but this line.
if (import.meta.env.PROD)
  void afterPageSettled()
    .then(() => import('./app/pwa/register'))
    .then((pwa) => pwa.registerServiceWorker());

// Texts first, so the first paint is already in the remembered language. No top-level await: it
// would turn off the bundler's chunk merging and split the first load into many small files.
void initI18n().then(
  () => render(container),
  () => renderBootError(container),
);
