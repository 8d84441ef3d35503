// The connections area's public exports: what other areas may use (src/web/boundaries.test.ts). Re-exports only.
export { invalidateConnectionLists } from './api/connection-mutations';
export { useConnections } from './api/get-connections';
export { usePendingCount } from './api/get-pending-count';
export { connectionKeys } from './api/query-keys';
export { ConnectionButton } from './components/ConnectionButton';
