// The companies area's public exports: what other areas may use (src/web/boundaries.test.ts). Re-exports only.
export { usePickCompanies } from './api/pick-companies';
export { CompaniesAdminPage } from './pages/CompaniesAdminPage';
export { CompanyMapPage } from './pages/CompanyMapPage';
export { countryOptions } from './utils/countries';
