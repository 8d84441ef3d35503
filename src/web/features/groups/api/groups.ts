import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type ChangeRoleBody,
  type GroupDetail,
  type GroupImageKind,
  type GroupType,
  type GroupValues,
  groupEndpoints,
} from '../../../../common/contracts/groups';
import { directoryQuery } from '../../../components/directory/directory-query';
import { api } from '../../../lib/api';

export interface GroupFilters {
  q: string;
  categoryId: string;
  type: GroupType | '';
  mine: boolean;
}

/** Every groups query lives under `groups`; a membership change reads them again. */
export const groupKeys = {
  all: ['groups'] as const,
  list: (filters: GroupFilters) => ['groups', 'list', filters] as const,
  detail: (groupId: string) => ['groups', 'detail', groupId] as const,
  members: (groupId: string) => ['groups', 'members', groupId] as const,
  requests: (groupId: string) => ['groups', 'requests', groupId] as const,
};

/** The directory: 12 a page, newest first, every filter applied by the server. */
export const useGroups = (filters: GroupFilters) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: groupKeys.list(filters),
      queryFn: ({ pageParam, signal }) =>
        api(groupEndpoints.list, {
          query: { ...directoryQuery(filters), cursor: pageParam },
          signal,
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );

export const useGroup = (groupId: string) =>
  useQuery(
    queryOptions({
      queryKey: groupKeys.detail(groupId),
      queryFn: ({ signal }) => api(groupEndpoints.get, { params: { groupId }, signal }),
    }),
  );

export const useGroupMembers = (groupId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: groupKeys.members(groupId),
    queryFn: ({ pageParam, signal }) =>
      api(groupEndpoints.members, { params: { groupId }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });

export const useJoinRequests = (groupId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: groupKeys.requests(groupId),
    queryFn: ({ pageParam, signal }) =>
      api(groupEndpoints.requests, { params: { groupId }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });

export const useCreateGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupValues) => api(groupEndpoints.create, { body }),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.id), group);
      void queryClient.invalidateQueries({ queryKey: ['groups', 'list'] });
    },
  });
};

/** Join, request, cancel, leave, delete: each reads the group again, then its lists. */
export const useMembershipActions = (groupId: string) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupKeys.all });
  const setViewer = (viewer: GroupDetail['viewer']) =>
    queryClient.setQueryData<GroupDetail>(groupKeys.detail(groupId), (group) =>
      group ? { ...group, viewer, viewerRole: viewer.role } : group,
    );
  return {
    join: useMutation({
      mutationFn: () => api(groupEndpoints.join, { params: { groupId } }),
      onSuccess: (result) => {
        setViewer(result.viewer);
        void refresh();
      },
    }),
    cancel: useMutation({
      mutationFn: () => api(groupEndpoints.cancelRequest, { params: { groupId } }),
      onSuccess: (result) => {
        setViewer(result.viewer);
        void refresh();
      },
    }),
    leave: useMutation({
      mutationFn: () => api(groupEndpoints.leave, { params: { groupId } }),
      onSuccess: (result) => {
        setViewer(result.viewer);
        void refresh();
      },
    }),
    remove: useMutation({
      mutationFn: () => api(groupEndpoints.remove, { params: { groupId } }),
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: groupKeys.detail(groupId) });
        void queryClient.invalidateQueries({ queryKey: ['groups', 'list'] });
      },
    }),
  };
};

/** Role changes, removals and request answers ('Gestion des membres'). */
export const useMemberManagement = (groupId: string) => {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) }),
      queryClient.invalidateQueries({ queryKey: groupKeys.requests(groupId) }),
      queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) }),
    ]);
  return {
    changeRole: useMutation({
      mutationFn: ({ memberId, role }: { memberId: string; role: ChangeRoleBody['role'] }) =>
        api(groupEndpoints.changeRole, { params: { groupId, memberId }, body: { role } }),
      onSuccess: () => void refresh(),
    }),
    removeMember: useMutation({
      mutationFn: (memberId: string) => api(groupEndpoints.removeMember, { params: { groupId, memberId } }),
      onSuccess: () => void refresh(),
    }),
    approve: useMutation({
      mutationFn: (requestId: string) => api(groupEndpoints.approve, { params: { groupId, requestId } }),
      onSuccess: () => void refresh(),
    }),
    reject: useMutation({
      mutationFn: (requestId: string) => api(groupEndpoints.reject, { params: { groupId, requestId } }),
      onSuccess: () => void refresh(),
    }),
  };
};

/** Informations générales: the whole set of fields, saved at once. */
export const useUpdateGroup = (groupId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupValues) => api(groupEndpoints.update, { params: { groupId }, body }),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(groupId), group);
      void queryClient.invalidateQueries({ queryKey: ['groups', 'list'] });
    },
  });
};

/** The add dialog's search (10 results), once something is typed. */
export const useMemberCandidates = (groupId: string, q: string) =>
  useQuery({
    queryKey: ['groups', 'candidates', groupId, q] as const,
    queryFn: ({ signal }) =>
      api(groupEndpoints.memberCandidates, { params: { groupId }, query: { q }, signal }),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });

export const useAddMember = (groupId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api(groupEndpoints.addMember, { params: { groupId }, body: { userId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) }),
        queryClient.invalidateQueries({ queryKey: ['groups', 'candidates', groupId] }),
        queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) }),
      ]),
  });
};

/** Sends a logo or banner (the creator or an admin); the server checks and re-encodes it. */
export const uploadGroupImage = (groupId: string, kind: GroupImageKind, file: File) =>
  api(groupEndpoints.uploadImage, { params: { groupId, kind }, file, fileName: file.name });

/** Removes the logo or banner (a new group's form never needs to: it has none). */
export const removeGroupImage = (groupId: string, kind: GroupImageKind) =>
  api(groupEndpoints.removeImage, { params: { groupId, kind } });

/** The logo or banner (by the creator or an admin): sent as a file, re-encoded by the server. */
export const useGroupImage = (groupId: string) => {
  const queryClient = useQueryClient();
  const onSuccess = (group: GroupDetail) => {
    queryClient.setQueryData(groupKeys.detail(groupId), group);
    void queryClient.invalidateQueries({ queryKey: ['groups', 'list'] });
  };
  return {
    upload: useMutation({
      mutationFn: ({ kind, file }: { kind: GroupImageKind; file: File }) =>
        uploadGroupImage(groupId, kind, file),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (kind: GroupImageKind) => removeGroupImage(groupId, kind),
      onSuccess,
    }),
  };
};

/** 'Transférer le groupe': the creator hands it to another member. */
export const useTransferGroup = (groupId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      api(groupEndpoints.transfer, { params: { groupId }, body: { memberId } }),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(groupId), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) });
    },
  });
};

/** 'Être notifié des nouvelles publications' for the viewer. */
export const usePostNotifications = (groupId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api(groupEndpoints.postNotifications, { params: { groupId }, body: { enabled } }),
    onSuccess: ({ notifyPosts }) =>
      queryClient.setQueryData<GroupDetail>(groupKeys.detail(groupId), (group) =>
        group ? { ...group, notifyPosts } : group,
      ),
  });
};
