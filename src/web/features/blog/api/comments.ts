import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { blogEndpoints as e } from '../../../../common/contracts/blog';
import { api } from '../../../lib/api';
import { blogKeys } from './posts';

/** The article's threads, 20 a page oldest first, each with all its replies. */
export const useComments = (postId: string) =>
  useInfiniteQuery({
    queryKey: blogKeys.comments(postId),
    queryFn: ({ pageParam, signal }) =>
      api(e.comments, { params: { postId }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Every comment write reads the threads and the article (its count) again. */
const useCommentWrite = <Input, Output>(postId: string, write: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: blogKeys.comments(postId) });
      void queryClient.invalidateQueries({ queryKey: ['blog', 'post'] });
    },
  });
};

export const useAddComment = (postId: string) =>
  useCommentWrite(postId, (body: { content: string; parentId: string | null }) =>
    api(e.comment, { params: { postId }, body }),
  );

export const useEditComment = (postId: string) =>
  useCommentWrite(postId, ({ id, content }: { id: string; content: string }) =>
    api(e.editComment, { params: { commentId: id }, body: { content } }),
  );

export const useDeleteComment = (postId: string) =>
  useCommentWrite(postId, (id: string) => api(e.removeComment, { params: { commentId: id } }));

export const useLikeComment = (postId: string) =>
  useCommentWrite(postId, ({ id, on }: { id: string; on: boolean }) =>
    api(on ? e.likeComment : e.unlikeComment, { params: { commentId: id } }),
  );

export const useReportComment = (postId: string) =>
  useCommentWrite(postId, ({ id, reason }: { id: string; reason: string }) =>
    api(e.report, { params: { commentId: id }, body: { reason } }),
  );
