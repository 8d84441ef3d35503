import type { CatalogNamespace } from '../lib/area-module';

/*
 * Which catalog texts load when. The catalogs stay one file per language (src/common/i18n); the build
 * splits them by top-level key (vite.config.ts) into `boot.json`, holding the namespaces below, and one
 * file per other namespace, which loads with the area module that lists it (app/areas.ts).
 * catalog-namespaces.test.ts checks that every namespace has a home and every screen its texts.
 */

/** The first load's texts: the shell, the landing, the login dialog and the errors. */
export const bootNamespaces = [
  'app',
  'common',
  'errors',
  'auth',
  'shell',
  'invite',
  'nav',
  'footer',
  'language',
  'breadcrumbs',
  'notFound',
  'routeError',
  'landing',
  // The shell's banner for a member whose address bounces (issue 36 §5).
  'mailBounce',
] as const satisfies readonly CatalogNamespace[];

/** Texts of the app's own pages (static pages, demos), loaded with them (app/router.tsx). */
export const pageNamespaces = ['pages', 'demo'] as const satisfies readonly CatalogNamespace[];

/** Texts only the server uses (mails): never sent to browsers. */
export const serverOnlyNamespaces = ['mail'] as const satisfies readonly CatalogNamespace[];
