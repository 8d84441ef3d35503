/*
 * What `use-sync-external-store/shim` resolves to (vite.config.ts): react-i18next imports that shim to
 * support React before 18, whose fallback implementation React 19 never runs but every first load
 * downloaded. React's own hook is what the shim hands out on React 18 and later.
 */
export { useSyncExternalStore } from 'react';
