import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '../../../../common/contracts/admin';
import type { SiteConfiguration, SiteConfigurationValues } from '../../../../common/contracts/settings';
import { api } from '../../../lib/api';
import { publicSettingsQueryKey } from '../../../lib/public-settings';

export const siteConfigurationQueryKey = ['admin', 'site-settings'] as const;

/** 'Configuration du site' (/admin/settings): admin only ('admin.settings'). */
export const getSiteConfiguration = (signal?: AbortSignal): Promise<SiteConfiguration> =>
  api(adminEndpoints.getConfiguration, { signal });

export const useSiteConfiguration = () =>
  useQuery({ queryKey: siteConfigurationQueryKey, queryFn: ({ signal }) => getSiteConfiguration(signal) });

/** Saves the site's name and contact address; every page reads them again (the public settings). */
export const useUpdateSiteConfiguration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteConfigurationValues) => api(adminEndpoints.updateConfiguration, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteConfigurationQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
};
