/**
 * What other areas use of the feed: a group's feed (Publications) shows the same post list, banner and
 * composer, filtered by `group`.
 */
export { ComposerBanner } from './components/ComposerBanner';
/** The composer, loaded when first opened (`groupId` makes it post in that group). */
export { LazyPostComposer } from './components/LazyPostComposer';
export { PostList } from './components/PostList';
