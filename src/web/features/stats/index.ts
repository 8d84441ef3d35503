// The stats area's public exports: what other areas may use (src/web/boundaries.test.ts). Re-exports only.
export { StatsPage } from './pages/StatsPage';
