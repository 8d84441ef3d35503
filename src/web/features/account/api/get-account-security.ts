import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSecurity } from '../../../../common/contracts/auth';
import { apiClient } from '../../../lib/api-client';

export const accountSecurityQueryKey = ['account', 'security'] as const;

/** Whether the member has a password, and how many sessions are open. */
export const getAccountSecurity = ({ signal }: { signal?: AbortSignal } = {}): Promise<AccountSecurity> =>
  apiClient.get<AccountSecurity>('/auth/security', { signal });

export const getAccountSecurityQueryOptions = () =>
  queryOptions({ queryKey: accountSecurityQueryKey, queryFn: getAccountSecurity });

export const useAccountSecurity = () => useQuery(getAccountSecurityQueryOptions());
