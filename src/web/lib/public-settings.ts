import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicSettings } from '../../common/contracts/settings';
import { apiClient } from './api-client';

/** Shared by the shell, the pages and the admin screens, which invalidate it after a change. */
export const publicSettingsQueryKey = ['settings', 'public'] as const;

/** Site name, AI switch and the uploaded images (logos, hero), as every visitor's page sees them. */
export const getPublicSettings = (signal?: AbortSignal): Promise<PublicSettings> =>
  apiClient.get<PublicSettings>('/settings/public', { signal });

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
