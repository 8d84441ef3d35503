import { useMutation } from '@tanstack/react-query';
import { prospectionEndpoints } from '../../../../common/contracts/prospection';
import { ruleEndpoints } from '../../../../common/contracts/rules';
import { api } from '../../../lib/api';

/** The one-click links of the reminder and prospection mails (no session needed). */
export const useUnsubscribe = (kind: 'rules' | 'prospection') =>
  useMutation({
    mutationFn: (token: string) =>
      kind === 'rules'
        ? api(ruleEndpoints.unsubscribe, { body: { token } })
        : api(prospectionEndpoints.unsubscribe, { body: { token } }),
  });
