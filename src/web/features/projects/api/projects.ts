import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type ProjectBody,
  type ProjectDetail,
  projectEndpoints,
} from '../../../../common/contracts/projects';
import { directoryQuery } from '../../../components/directory/directory-query';
import { api } from '../../../lib/api';
import { upload } from '../../../lib/upload';
import type { TransferHooks } from '../../../lib/use-upload-transfer';
import type { ProjectFilters } from '../utils/filters';
import { projectKeys } from './query-keys';

/** One page of 12 projects matching the filters (applied on the server). */
export const useProjects = (filters: ProjectFilters) =>
  useQuery({
    queryKey: projectKeys.list(filters),
    queryFn: ({ signal }) =>
      api(projectEndpoints.list, {
        query: {
          ...directoryQuery(filters),
          status: filters.status === 'published' ? undefined : filters.status,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** One project with what the viewer may do; not retried when it does not exist or the id is malformed. */
export const useProject = (id: string | undefined) =>
  useQuery({
    queryKey: projectKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api(projectEndpoints.get, { params: { projectId: id ?? '' }, signal }),
    enabled: Boolean(id),
  });

const useSetDetail = () => {
  const queryClient = useQueryClient();
  return (project: ProjectDetail) => {
    queryClient.setQueryData(projectKeys.detail(project.id), project);
    void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
  };
};

/** Creates a project, or saves an existing one (`id`). */
export const useSaveProject = (id?: string) => {
  const setDetail = useSetDetail();
  return useMutation({
    mutationFn: (body: z.output<typeof ProjectBody>) =>
      id
        ? api(projectEndpoints.update, { params: { projectId: id }, body })
        : api(projectEndpoints.create, { body }),
    onSuccess: setDetail,
  });
};

export const uploadProjectCover = (id: string, file: Blob, hooks?: TransferHooks) =>
  upload(projectEndpoints.uploadCover, { params: { projectId: id }, file, fileName: 'cover', ...hooks });

export const removeProjectCover = (id: string) =>
  api(projectEndpoints.removeCover, { params: { projectId: id } });

/** Deletes a project (admins only). */
export const useDeleteProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(projectEndpoints.remove, { params: { projectId: id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
    },
  });
};

/** The viewer asks to take part, or withdraws / leaves. */
export const useParticipation = (id: string) => {
  const setDetail = useSetDetail();
  const queryClient = useQueryClient();
  const done = (project: ProjectDetail) => {
    setDetail(project);
    void queryClient.invalidateQueries({ queryKey: projectKeys.participants(id) });
  };
  const join = useMutation({
    mutationFn: (message: string | null) =>
      api(projectEndpoints.join, { params: { projectId: id }, body: { message } }),
    onSuccess: done,
  });
  const leave = useMutation({
    mutationFn: () => api(projectEndpoints.leave, { params: { projectId: id } }),
    onSuccess: done,
  });
  return { join, leave };
};

/** News (newest first) or comments (oldest first), 20 at a time. */
export const useThread = (id: string, kind: 'news' | 'comments') =>
  useInfiniteQuery({
    queryKey: projectKeys.thread(id, kind),
    queryFn: ({ pageParam, signal }) =>
      api(kind === 'news' ? projectEndpoints.updates : projectEndpoints.comments, {
        params: { projectId: id },
        query: { cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const usePostToThread = (id: string, kind: 'news' | 'comments') => {
  const queryClient = useQueryClient();
  return useMutation({
    // Two calls, not one on either endpoint: their definitions differ (each declares its own write limit).
    mutationFn: (content: string) => {
      const input = { params: { projectId: id }, body: { content } };
      return kind === 'news'
        ? api(projectEndpoints.postUpdate, input)
        : api(projectEndpoints.postComment, input);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: projectKeys.thread(id, kind) }),
  });
};

export const useDeleteFromThread = (id: string, kind: 'news' | 'comments') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      kind === 'news'
        ? api(projectEndpoints.removeUpdate, { params: { updateId: postId } })
        : api(projectEndpoints.removeComment, { params: { commentId: postId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: projectKeys.thread(id, kind) }),
  });
};

export const useParticipants = (id: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: projectKeys.participants(id),
    queryFn: ({ pageParam, signal }) =>
      api(projectEndpoints.participants, { params: { projectId: id }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });

/** Pending requests, for the owner (or an admin). */
export const useJoinRequests = (id: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: projectKeys.requests(id),
    queryFn: ({ pageParam, signal }) =>
      api(projectEndpoints.joinRequests, { params: { projectId: id }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });

export const useAnswerRequest = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      api(accept ? projectEndpoints.approve : projectEndpoints.refuse, {
        params: { projectId: id, requestId },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.requests(id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.participants(id) });
    },
  });
};
