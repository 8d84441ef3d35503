import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type BlogBulkBody,
  type BlogPostBody,
  type BlogPostDetail,
  blogEndpoints as e,
} from '../../../../common/contracts/blog';
import { directoryQuery } from '../../../components/directory/directory-query';
import { api } from '../../../lib/api';
import { upload } from '../../../lib/upload';
import type { TransferHooks } from '../../../lib/use-upload-transfer';
import type { BlogFilters } from '../utils/filters';

/** The blog's query keys; a write invalidates the lists under `blog`. */
export const blogKeys = {
  all: ['blog'] as const,
  lists: ['blog', 'list'] as const,
  list: (filters: BlogFilters) => ['blog', 'list', filters] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
  authors: ['blog', 'authors'] as const,
  comments: (postId: string) => ['blog', 'comments', postId] as const,
};

/** One page of 9 articles matching the filters (applied on the server). */
export const useBlogPosts = (filters: BlogFilters) =>
  useQuery({
    queryKey: blogKeys.list(filters),
    queryFn: ({ signal }) => {
      const { view, ...rest } = filters;
      return api(e.list, {
        query: {
          ...directoryQuery(rest),
          mine: view === 'mine' ? '1' : undefined,
          saved: view === 'saved' ? '1' : undefined,
        },
        signal,
      });
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useBlogAuthors = () =>
  useQuery({
    queryKey: blogKeys.authors,
    queryFn: ({ signal }) => api(e.authors, { signal }),
    staleTime: 5 * 60_000,
    select: (data) => data.items,
  });

/** One article by slug (an old slug answers the article under its current slug); no retry on 404. */
export const useBlogPost = (slug: string | undefined) =>
  useQuery({
    queryKey: blogKeys.post(slug ?? ''),
    queryFn: ({ signal }) => api(e.get, { params: { slug: slug ?? '' }, signal }),
    enabled: Boolean(slug),
  });

type Body = z.output<typeof BlogPostBody>;

/** Creates an article, or saves one (`id`); the lists are read again. */
export const useSavePost = (id?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      id ? api(e.update, { params: { postId: id }, body }) : api(e.create, { body }),
    onSuccess: (post) => {
      queryClient.setQueryData(blogKeys.post(post.slug), post);
      void queryClient.invalidateQueries({ queryKey: blogKeys.lists });
    },
  });
};

export const useDeletePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => api(e.remove, { params: { postId } }),
    // Lists on screen refresh; the rest (the deleted article's own page among them) is only marked
    // stale: reading it again now would answer 404 and replace its page before the caller's success
    // (toast, return to /blog) runs. Not awaited, for the same reason.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: blogKeys.lists });
      void queryClient.invalidateQueries({ queryKey: blogKeys.all, refetchType: 'none' });
    },
  });
};

/** Staff: publish, unpublish or delete several articles (and the per-card toggle). */
export const useBulkPosts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogBulkBody) => api(e.bulk, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
};

/**
 * Like or save, optimistic: the article's cache shows the new state at once, the server's count
 * replaces it, and the snapshot comes back on failure.
 */
export const useReaction = (post: BlogPostDetail, kind: 'like' | 'save') => {
  const queryClient = useQueryClient();
  const key = blogKeys.post(post.slug);
  return useMutation({
    mutationFn: async (on: boolean) => {
      const params = { postId: post.id };
      if (kind === 'like') {
        const state = await api(on ? e.like : e.unlike, { params });
        return { liked: state.liked, likesCount: state.likesCount };
      }
      const state = await api(on ? e.save : e.unsave, { params });
      return { saved: state.saved, favoritesCount: state.favoritesCount };
    },
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BlogPostDetail>(key);
      if (previous) {
        queryClient.setQueryData<BlogPostDetail>(
          key,
          kind === 'like'
            ? { ...previous, liked: on, likesCount: previous.likesCount + (on ? 1 : -1) }
            : { ...previous, saved: on, favoritesCount: previous.favoritesCount + (on ? 1 : -1) },
        );
      }
      return { previous };
    },
    onSuccess: (state) => {
      queryClient.setQueryData<BlogPostDetail>(key, (current) =>
        current ? { ...current, ...state } : current,
      );
      if (kind === 'save') void queryClient.invalidateQueries({ queryKey: blogKeys.lists });
    },
    onError: (_error, _on, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
};

/** Uploads an image for an article (re-encoded by the server) and answers its URL. */
export const uploadBlogImage = (file: Blob, hooks?: TransferHooks) =>
  upload(e.uploadImage, { file, fileName: 'image', ...hooks });
