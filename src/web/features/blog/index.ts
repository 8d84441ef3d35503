// The blog area's public exports: what other areas may use (src/web/boundaries.test.ts). Re-exports only.
export { useBlogCategories } from './api/blog-categories';
