import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatePostBody, feedPaths, type PostItem } from '../../../../common/contracts/feed';
import { apiClient } from '../../../lib/api-client';
import { feedKeys } from './query-keys';

export { CreatePostBody };

/** Publishes a post (text and up to 4 media already uploaded). */
export const createPost = (body: CreatePostBody) => apiClient.post<PostItem>(feedPaths.posts, body);

/** The new post appears at the top of the lists once they are fetched again; counters follow. */
export const useCreatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.posts }),
        queryClient.invalidateQueries({ queryKey: feedKeys.summary }),
        queryClient.invalidateQueries({ queryKey: ['feed', 'hashtags'] }),
      ]),
  });
};
