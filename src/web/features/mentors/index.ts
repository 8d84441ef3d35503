// The mentors area's public exports: what other areas may use (src/web/boundaries.test.ts). Re-exports only.
export { useMentorFilterOptions } from './api/mentors';
