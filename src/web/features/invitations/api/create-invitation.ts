import { useMutation } from '@tanstack/react-query';
import type { OkResponse } from '../../../../common/contracts/auth';
import { InvitationBody } from '../../../../common/contracts/invitations';
import { apiClient } from '../../../lib/api-client';

export { InvitationBody };

/** Mails an invitation to join the site, from the signed-in member (000 §2.3); 429 when overused. */
export const createInvitation = (body: InvitationBody): Promise<OkResponse> =>
  apiClient.post<OkResponse>('/invitations', body);

export const useCreateInvitation = () => useMutation({ mutationFn: createInvitation });
