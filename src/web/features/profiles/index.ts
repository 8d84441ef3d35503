// The profiles area's public exports: what other areas may use (src/web/boundaries.test.ts). Re-exports only.
export { useProfessionalCategories } from './api/get-professional-categories';
export { useSectorOptions } from './api/get-professional-sectors';
export { CategoryPicker } from './components/CategoryPicker';
export { LocationField, PlaceField } from './components/LocationField';
export { MemberBadges } from './components/MemberBadges';
export { MemberSummary } from './components/MemberSummary';
export { profilePaths } from './paths';
