// The rules area's public exports: what other areas may use (src/web/boundaries.test.ts). Re-exports only.
export { ProspectionPage } from './pages/ProspectionPage';
export { RulesPage } from './pages/RulesPage';
