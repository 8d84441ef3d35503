import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CreateReportBody,
  privacyEndpoints as e,
  type MemberReportTarget,
  type PrivacySettings,
} from '../../../../common/contracts/privacy';
import { api } from '../../../lib/api';

export type { MemberReportTarget, PrivacySettings };
export { CreateReportBody };

export const privacyKeys = {
  settings: ['privacy', 'settings'] as const,
  blocked: ['privacy', 'blocked'] as const,
};

export const usePrivacySettings = () =>
  useQuery({ queryKey: privacyKeys.settings, queryFn: ({ signal }) => api(e.getSettings, { signal }) });

export const useSavePrivacySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacySettings) => api(e.saveSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyKeys.settings, saved);
      // The own profile shows the e-mail and place as others may now see them.
      void queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
};

const blockedOptions = () =>
  infiniteQueryOptions({
    queryKey: privacyKeys.blocked,
    queryFn: ({ pageParam, signal }) =>
      api(e.listBlocked, { query: { limit: 20, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The members the actor blocked, latest first, with "Voir plus". */
export const useBlockedMembers = () => useInfiniteQuery(blockedOptions());

/**
 * Blocking or unblocking changes what every list shows (feed, network, conversations, the member's
 * profile): everything cached is read again.
 */
export const useRefreshAll = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
};

/**
 * Blocks a member. The caller refreshes (`useRefreshAll`) once it left the member's profile: read again
 * while shown, the profile turns into "Profil introuvable" under the caller's feet.
 */
export const useBlockMember = () =>
  useMutation({ mutationFn: (profileId: string) => api(e.block, { body: { profileId } }) });

export const useUnblockMember = () => {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (profileId: string) => api(e.unblock, { params: { profileId } }),
    onSuccess: () => refresh(),
  });
};

export const useReport = () =>
  useMutation({ mutationFn: (body: CreateReportBody) => api(e.report, { body }) });
