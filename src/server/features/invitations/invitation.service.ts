import type { InvitationBody } from '../../../common/contracts/invitations';
import { rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import type { Actor } from '../../platform/actor';
import { mailName } from '../../platform/mail/mail-template';

export type InvitationService = ReturnType<typeof createInvitationService>;

/**
 * A member invites someone by e-mail: a mail with a sign-up link, from the member's name. It must not
 * carry spam (issue 33): the name is one bounded line and never a web address (`mailName`), and the
 * invitations are limited per member, per IP network and per invited address.
 */
export const createInvitationService = (deps: Pick<AreaDeps, 'config' | 'mail' | 'rateLimits' | 'logs'>) => ({
  async invite(actor: Actor, body: InvitationBody, ip: string): Promise<void> {
    await deps.rateLimits.consume('invitation', actor.id, rateLimits.invitation);
    await deps.rateLimits.consume('invitation-ip', ip, rateLimits.invitationIp);
    await deps.rateLimits.consume('invitation-to', body.email, rateLimits.invitationRecipient);
    const inviter = mailName(actor.profile.fullName, actor.profile.username);
    await deps.mail.send({
      to: body.email,
      kind: 'invitation',
      template: 'mail.invite',
      params: { inviter },
      link: `${deps.config.publicUrl}/?auth=signup`,
    });
    await deps.logs.record(actor.id, 'invitation_sent', { email: body.email });
  },
});
