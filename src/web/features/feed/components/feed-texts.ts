import { createContext, useContext } from 'react';

/**
 * The texts of the feed's components that differ where they are used: the microblog's by default, a
 * group's own where its feed shows the same list, cards and composer (002 §5 "Group post", §8 "Groups").
 */
export interface FeedTexts {
  postEmpty: string;
  loadFailed: string;
  deleteFailed: string;
  /** A refusal to delete (the server's 403), when the page has its own text for it. */
  deleteForbidden?: string;
  commentFailed: string;
  commentDeleteFailed: string;
}

export const microblogTexts: FeedTexts = {
  postEmpty: 'feed.validation.postEmpty',
  loadFailed: 'feed.errors.loadFailed',
  deleteFailed: 'feed.errors.deleteFailed',
  commentFailed: 'feed.errors.commentFailed',
  commentDeleteFailed: 'feed.errors.commentDeleteFailed',
};

/** Given by an area showing the feed in its page (a group's Publications). */
export const FeedTextsContext = createContext<FeedTexts>(microblogTexts);

export const useFeedTexts = (): FeedTexts => useContext(FeedTextsContext);
