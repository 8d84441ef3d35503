import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';

export const accountSecurityQueryKey = ['account', 'security'] as const;

/** Whether the member has a password, and how many sessions are open. */
export const getAccountSecurity = ({ signal }: { signal?: AbortSignal } = {}) =>
  api(authEndpoints.security, { signal });

export const getAccountSecurityQueryOptions = () =>
  queryOptions({ queryKey: accountSecurityQueryKey, queryFn: getAccountSecurity });

export const useAccountSecurity = () => useQuery(getAccountSecurityQueryOptions());
