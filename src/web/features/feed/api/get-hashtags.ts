import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { feedEndpoints } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';
import { feedKeys } from './query-keys';

/** Sidebar: the top 8 hashtags of the last 7 days (002 §9). */
export const getTrendingHashtags = (signal?: AbortSignal) => api(feedEndpoints.trending, { signal });

export const getTrendingHashtagsQueryOptions = () =>
  queryOptions({
    queryKey: feedKeys.trending,
    queryFn: ({ signal }) => getTrendingHashtags(signal),
    staleTime: 5 * 60_000,
  });

export const useTrendingHashtags = () => useQuery(getTrendingHashtagsQueryOptions());

/** /hashtag: the most used hashtags. */
export const getHashtagIndex = (signal?: AbortSignal) => api(feedEndpoints.hashtagIndex, { signal });

export const useHashtagIndex = () =>
  useQuery({ queryKey: feedKeys.hashtagIndex, queryFn: ({ signal }) => getHashtagIndex(signal) });

/** /hashtag/{tag}: the tag as first written and its number of posts. */
export const getHashtag = (tag: string, signal?: AbortSignal) =>
  api(feedEndpoints.hashtag, { params: { tag }, signal });

export const useHashtag = (tag: string) =>
  useQuery({ queryKey: feedKeys.hashtag(tag), queryFn: ({ signal }) => getHashtag(tag, signal) });

/** Composer: hashtags starting with `q` among the latest 1000 posts, the top 10 (002 §9). */
export const getHashtagSuggestions = (q: string, signal?: AbortSignal) =>
  api(feedEndpoints.suggestions, { query: { q }, signal });

export const useHashtagSuggestions = (q: string | null) =>
  useQuery({
    queryKey: feedKeys.suggestions(q ?? ''),
    queryFn: ({ signal }) => getHashtagSuggestions(q ?? '', signal),
    enabled: q !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
