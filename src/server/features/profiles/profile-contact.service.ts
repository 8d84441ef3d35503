import type { z } from 'zod';
import { type ContactBody, isProfileId } from '../../../common/contracts/profiles';
import { rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';
import { refuseBlockedPair } from '../../platform/blocks';
import { displayName, hiddenFromOthers } from '../../platform/person';

export type ProfileContactService = ReturnType<typeof createProfileContactService>;

/** "Envoyer un email" on another member's profile (sendEmailToUser, 000 §5, §7, §8). */
export const createProfileContactService = (
  deps: Pick<AreaDeps, 'db' | 'config' | 'profiles' | 'mail' | 'rateLimits' | 'logs'>,
) => ({
  /**
   * Mails the member's message to the recipient, replies going to the sender's address; the subject
   * defaults to "Nouveau message de {sender} sur {site}". At most 10 a hour per sender. Throws
   * `invalid_profile_id`, `recipient_not_found` (unknown, hidden as on the profile page: blocked or
   * suspended by staff or leaving; or kept apart from the sender by a block either way: issue 32 §3),
   * `contact_self`, `contact_rate_limited`.
   */
  async contact(actor: Actor, recipientId: string, body: z.output<typeof ContactBody>): Promise<void> {
    if (!isProfileId(recipientId)) throw new AppError('invalid_profile_id');
    if (recipientId === actor.id) throw new AppError('contact_self');
    const recipient = await deps.profiles.get(recipientId);
    if (!recipient || hiddenFromOthers(recipient)) throw new AppError('recipient_not_found');
    if (actor.keptApart) await refuseBlockedPair(deps.db, actor.id, recipient.id, 'recipient_not_found');
    await deps.rateLimits.consume(
      'profile-contact',
      actor.id,
      rateLimits.profileContact,
      'contact_rate_limited',
    );
    const sender = displayName(actor.profile);
    await deps.mail.send({
      to: recipient.email,
      replyTo: actor.email,
      kind: 'profile_contact',
      template: 'mail.contact',
      params: { sender },
      ...(body.subject ? { texts: { subject: body.subject } } : {}),
      quote: body.message,
      link: `${deps.config.publicUrl}/profile/${actor.id}`,
    });
    await deps.logs.record(actor.id, 'profile_contact', { recipientId });
  },
});
