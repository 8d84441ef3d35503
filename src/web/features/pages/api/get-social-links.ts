import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SocialLinksResponse } from '../../../../common/contracts/pages';
import { apiClient } from '../../../lib/api-client';

/** The footer's social links, in their admin-set order. */
export const getSocialLinks = (signal?: AbortSignal): Promise<z.infer<typeof SocialLinksResponse>> =>
  apiClient.get<z.infer<typeof SocialLinksResponse>>('/social-links', { signal });

export const getSocialLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['social-links'],
    queryFn: ({ signal }) => getSocialLinks(signal),
    staleTime: 10 * 60_000,
  });

export const useSocialLinks = () => useQuery(getSocialLinksQueryOptions());
