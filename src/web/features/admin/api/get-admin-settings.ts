import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '../../../../common/contracts/admin';
import type { AdminSettings } from '../../../../common/contracts/settings';
import { api } from '../../../lib/api';

export const adminSettingsQueryKey = ['admin', 'settings'] as const;

/** The dashboard toggles; 'admin.settings' only (401 for a visitor, 403 and a log row for others). */
export const getAdminSettings = (signal?: AbortSignal): Promise<AdminSettings> =>
  api(adminEndpoints.getSettings, { signal });

export const getAdminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminSettingsQueryKey,
    queryFn: ({ signal }) => getAdminSettings(signal),
    staleTime: 60_000,
  });

export const useAdminSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getAdminSettingsQueryOptions(), enabled });
