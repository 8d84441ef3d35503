import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatePostBody, feedEndpoints } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';
import { feedKeys } from './query-keys';

export { CreatePostBody };

/** Publishes a post (text and up to 4 media already uploaded). */
export const createPost = (body: CreatePostBody) => api(feedEndpoints.createPost, { body });

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
