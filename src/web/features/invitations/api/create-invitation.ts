import { useMutation } from '@tanstack/react-query';
import { InvitationBody, invitationEndpoints } from '../../../../common/contracts/invitations';
import { api } from '../../../lib/api';

export { InvitationBody };

/** Mails an invitation to join the site, from the signed-in member (000 §2.3); 429 when overused. */
export const createInvitation = (body: InvitationBody) => api(invitationEndpoints.invite, { body });

export const useCreateInvitation = () => useMutation({ mutationFn: createInvitation });
