import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountEndpoints,
  type DeletionBody,
  type DeletionResponse,
  EmailChangeBody,
  type UpdateAccountSettingsBody,
} from '../../../../common/contracts/account';
import {
  notificationEndpoints,
  type UpdateNotificationPreferencesBody,
} from '../../../../common/contracts/notifications';
import { api } from '../../../lib/api';
import { withReauth } from '../../auth';
import { accountSecurityQueryKey } from './get-account-security';

export { EmailChangeBody };

export const accountQueryKeys = {
  settings: ['account', 'settings'] as const,
  sessions: ['account', 'sessions'] as const,
  exports: ['account', 'exports'] as const,
  preferences: ['account', 'notification-preferences'] as const,
};

export const useAccountSettings = () =>
  useQuery({
    queryKey: accountQueryKeys.settings,
    queryFn: ({ signal }) => api(accountEndpoints.get, { signal }),
  });

export const useUpdateAccountSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountSettingsBody) => api(accountEndpoints.update, { body }),
    onSuccess: (data) => queryClient.setQueryData(accountQueryKeys.settings, data),
  });
};

export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: withReauth((body: EmailChangeBody) => api(accountEndpoints.requestEmailChange, { body })),
  });

export const useConfirmEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api(accountEndpoints.confirmEmailChange, { body: { token } }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
};

export const useAccountSessions = () =>
  useQuery({
    queryKey: accountQueryKeys.sessions,
    queryFn: ({ signal }) => api(accountEndpoints.sessions, { signal }),
  });

export const useRevokeSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api(accountEndpoints.revokeSession, { params: { sessionId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: accountSecurityQueryKey });
    },
  });
};

/** The member's exports; polled while one is being built. */
export const useDataExports = () =>
  useQuery({
    queryKey: accountQueryKeys.exports,
    queryFn: ({ signal }) => api(accountEndpoints.exports, { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending' || item.status === 'running')
        ? 2000
        : false,
  });

export const useRequestExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withReauth(() => api(accountEndpoints.requestExport)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountQueryKeys.exports }),
  });
};

/**
 * Once scheduled, the member is signed out everywhere, and their socket closes, which makes the guard of
 * the page that asked send it to '/' at any moment: a fresh load of the visitor's confirmation page
 * (after the response, whatever was unmounted meanwhile) is the one outcome that does not race it.
 */
const useDeletionMutation = <T>(mutationFn: (input: T) => Promise<DeletionResponse>) =>
  useMutation({
    mutationFn,
    onSuccess: (answer) => {
      if (answer.status !== 'scheduled') return;
      window.location.replace(
        `/account-deleted${answer.dueAt ? `?due=${encodeURIComponent(answer.dueAt)}` : ''}`,
      );
    },
  });

export const useRequestDeletion = () =>
  useDeletionMutation(withReauth((body: DeletionBody) => api(accountEndpoints.requestDeletion, { body })));

export const useConfirmDeletion = () =>
  useDeletionMutation((token: string) => api(accountEndpoints.confirmDeletion, { body: { token } }));

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: accountQueryKeys.preferences,
    queryFn: ({ signal }) => api(notificationEndpoints.getPreferences, { signal }),
  });

export const useUpdateNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferencesBody) =>
      api(notificationEndpoints.updatePreferences, { body }),
    onSuccess: (data) => queryClient.setQueryData(accountQueryKeys.preferences, data),
  });
};
