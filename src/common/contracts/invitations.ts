import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { Email, OkResponse } from './auth';

/** "Inviter un utilisateur" from the account menu (000 §2.3): the address is required (000 §5). */
export const InvitationBody = z.object({ email: Email });
export type InvitationBody = z.infer<typeof InvitationBody>;

export const invitationEndpoints = {
  /** Mails an invitation from the signed-in member; 429 when overused. */
  invite: endpoint('POST', '/invitations', {
    body: InvitationBody,
    response: OkResponse,
    status: 201,
    access: 'member',
    limit: 'service',
  }),
};

export const invitationLogActions = ['invitation_sent'] as const;

export const invitationMailKinds = ['invitation'] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof invitationLogActions> {}
  interface MailKinds extends Registered<typeof invitationMailKinds> {}
}
