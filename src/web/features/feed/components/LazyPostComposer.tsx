import { lazyPart } from '../../../components/overlays/lazy-part';

/**
 * The composer (file handling, suggestions), loaded when it first opens rather than with the list: the
 * feed page, a post's edit and a group's Publications use it (render it inside a Suspense).
 */
export const LazyPostComposer = lazyPart(() => import('./PostComposer'), 'PostComposer');
