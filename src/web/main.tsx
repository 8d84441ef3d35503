import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const render = (root: HTMLElement) =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createRouter()} />
      </AppProviders>
    </StrictMode>,
  );

// Texts first, so the first paint is already in the remembered language. No top-level await: it
// would turn off the bundler's chunk merging and split the first load into many small files.
void initI18n().then(() => render(container));
