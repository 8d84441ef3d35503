/**
 * What other areas use of the feed: a group's feed (Publications) shows the same post list, banner and
 * composer, filtered by `group`.
 */
export { ComposerBanner } from './components/ComposerBanner';
export { PostList } from './components/PostList';
/** The composer, loaded when first opened (`groupId` makes it post in that group). */
export const loadPostComposer = () => import('./components/PostComposer');
