import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '../../../../common/contracts/settings';
import { apiClient } from '../../../lib/api-client';

export const adminSettingsQueryKey = ['admin', 'settings'] as const;

/** The dashboard toggles; admins only (401 for a visitor, 403 and a log row for a member). */
export const getAdminSettings = (signal?: AbortSignal): Promise<AdminSettings> =>
  apiClient.get<AdminSettings>('/admin/settings', { signal });

export const getAdminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminSettingsQueryKey,
    queryFn: ({ signal }) => getAdminSettings(signal),
    staleTime: 60_000,
  });

export const useAdminSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getAdminSettingsQueryOptions(), enabled });
