import { queryOptions, useQuery } from '@tanstack/react-query';
import type { pageEndpoints } from '../../../../common/contracts/pages';
import { endpointRef } from '../../../../common/endpoint';
import { api } from '../../../lib/api';

// In the footer of every page: a zod-free reference keeps the contract out of the first load.
const socialLinks = endpointRef<typeof pageEndpoints.socialLinks>('GET', '/social-links');

/** The footer's social links, in their admin-set order. */
export const getSocialLinks = (signal?: AbortSignal) => api(socialLinks, { signal });

export const getSocialLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['social-links'],
    queryFn: ({ signal }) => getSocialLinks(signal),
    staleTime: 10 * 60_000,
  });

/** `enabled`: read them now (the footer waits for the page to settle). */
export const useSocialLinks = (enabled = true) => useQuery({ ...getSocialLinksQueryOptions(), enabled });
