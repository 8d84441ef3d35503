import { useMutation, useQuery } from '@tanstack/react-query';
import { authEndpoints, type OpenLinkBody } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';

/** The address a mailed link is for (null once it no longer works); the link stays unspent. */
export const getLinkAccount = (body: OpenLinkBody) => api(authEndpoints.linkAccount, { body });

export const useLinkAccount = (body: OpenLinkBody) =>
  useQuery({
    queryKey: ['auth', 'link-account', body.kind, body.query],
    queryFn: () => getLinkAccount(body),
    enabled: body.query !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Spends a mailed link (confirmation or sign-in) in this browser; says where to go next. */
export const openMailedLink = (body: OpenLinkBody) => api(authEndpoints.openLink, { body });

export const useOpenMailedLink = () => useMutation({ mutationFn: openMailedLink });
