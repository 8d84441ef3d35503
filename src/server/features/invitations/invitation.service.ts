import type { InvitationBody } from '../../../common/contracts/invitations';
import { rateLimits } from '../../../common/limits';
import type { Config } from '../../config';
import type { Actor } from '../auth/auth.service';
import type { LogService } from '../logs/log.service';
import type { MailService } from '../mail/mail.service';
import type { RateLimitService } from '../rate-limits/rate-limit.service';

export type InvitationService = ReturnType<typeof createInvitationService>;

/** A member invites someone by e-mail: a French mail with a sign-up link, from the member's name. */
export const createInvitationService = (deps: {
  config: Config;
  mail: MailService;
  rateLimits: RateLimitService;
  logs: LogService;
}) => ({
  async invite(actor: Actor, body: InvitationBody): Promise<void> {
    await deps.rateLimits.consume('invitation', actor.id, rateLimits.invitation);
    const inviter = actor.profile.fullName?.trim() || actor.profile.username;
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
