/**
 * What other areas use of the feed: a group's feed (Publications) shows the same post list, banner and
 * composer, filtered by `group`.
 */
export { ComposerBanner } from './components/ComposerBanner';
/** The texts a page gives the feed's components (a group's own, 002 §5, §8). */
export { type FeedTexts, FeedTextsContext } from './components/feed-texts';
/** The composer, loaded when first opened (`groupId` makes it post in that group). */
export { LazyPostComposer } from './components/LazyPostComposer';
export { PostList } from './components/PostList';
