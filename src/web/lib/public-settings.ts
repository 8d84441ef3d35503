import { queryOptions, useQuery } from '@tanstack/react-query';
import type { settingsEndpoints } from '../../common/contracts/settings';
import { endpointRef } from '../../common/endpoint';
import { api } from './api';
import { useTranslation } from './i18n';

/** Shared by the shell, the pages and the admin screens, which invalidate it after a change. */
export const publicSettingsQueryKey = ['settings', 'public'] as const;

// Every page needs them: a zod-free reference keeps the contract out of the first load.
const publicSettings = endpointRef<typeof settingsEndpoints.getPublic>('GET', '/settings/public');

/** Site name, AI switch and the uploaded images (logos, hero), as every visitor's page sees them. */
export const getPublicSettings = (signal?: AbortSignal) => api(publicSettings, { signal });

export const getPublicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: publicSettingsQueryKey,
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 5 * 60_000,
  });

export const usePublicSettings = () => useQuery(getPublicSettingsQueryOptions());

/** The site name setting; the catalog's name until the settings arrive (or if they fail). */
export const useSiteName = (): string => {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  return settings.data?.siteName.trim() || t('app.name');
};
