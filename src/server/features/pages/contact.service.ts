import {
  type ContactBody,
  type ContactMessage,
  type ContactMessagePage,
  type ContactMessageStatus,
  contactMessageStatuses,
} from '../../../common/contracts/contact';
import type { PageQuery } from '../../../common/contracts/pagination';
import { rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { Actor } from '../../platform/actor';
import * as repo from './contact.repository';

export type ContactService = ReturnType<typeof createContactService>;

const toMessage = (row: repo.ContactMessageRow): ContactMessage => ({
  id: row.id,
  domain: row.domain,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: contactMessageStatuses.find((status) => status === row.status) ?? 'new',
  sender: row.senderId ? { id: row.senderId, fullName: row.senderName, username: row.senderUsername } : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The /contact form (002 §2, §7): the message is stored (`contact_messages`), mailed to every active admin
 * notification address (001 §2.16) with the sender as Reply-To. The form never mails an address a
 * visitor typed (issue 33: it would relay spam to anyone): the copy goes only to a signed-in member, at
 * the verified address of their account. A robot's honeypot is refused, and the form is limited per IP
 * (its network) and per sender's address. The admins' inbox (issue 38) lists the messages and follows
 * each one (new, read, answered, archived).
 */
export const createContactService = (
  deps: Pick<AreaDeps, 'db' | 'mail' | 'rateLimits' | 'logs' | 'adminEmails'> & { publicUrl: string },
) => ({
  async send(actor: Actor | null, body: ContactBody, ip: string): Promise<void> {
    if (body.honeypot)
      throw new AppError('validation_failed', { messageKey: 'pages.contact.validation.failed' });
    await deps.rateLimits.consume('contact-ip', ip, rateLimits.contactIp);
    await deps.rateLimits.consume('contact-email', body.email, rateLimits.contactEmail);
    const vars = { domain: body.domain, subject: body.subject, email: body.email };
    const addresses = await deps.adminEmails.contactAddresses();
    // The message and its mails are written together: stored means mailed (issue 36 §1).
    const stored = await deps.db.transaction(async (tx) => {
      const row = await repo.insertMessage(tx, {
        userId: actor?.id ?? null,
        email: body.email,
        domain: body.domain,
        subject: body.subject,
        message: body.message,
      });
      for (const to of addresses) {
        await deps.mail.send(
          {
            to,
            kind: 'contact_message',
            replyTo: body.email,
            template: 'mail.contactForm',
            params: vars,
            quote: body.message,
            link: `mailto:${body.email}?subject=${encodeURIComponent(`Re: ${body.subject}`)}`,
          },
          tx,
        );
      }
      // A copy only to a signed-in member's own address: never to an address a visitor typed (no relay).
      if (actor)
        await deps.mail.send(
          {
            to: actor.email,
            kind: 'contact_copy',
            template: 'mail.contactCopy',
            params: vars,
            quote: body.message,
            link: `${deps.publicUrl}/`,
          },
          tx,
        );
      return row;
    });
    await deps.logs.record(actor?.id ?? null, 'contact_message_sent', {
      messageId: stored?.id,
      domain: body.domain,
    });
  },

  /** The inbox for `admin.settings` (checked by the admin scope): one status, or all but archived. */
  async list(query: PageQuery & { status?: ContactMessageStatus }): Promise<ContactMessagePage> {
    const [found, unread] = await Promise.all([
      repo.listPage(deps.db, query.status, pageWindow(query)),
      repo.countUnread(deps.db),
    ]);
    return { ...toNumberedPage(query, found, toMessage), unread };
  },

  /** Marks a message read, answered, archived or new again. Throws `not_found`. */
  async setStatus(actor: Actor, id: string, status: ContactMessageStatus): Promise<ContactMessage> {
    if (!(await repo.setStatus(deps.db, id, status, new Date()))) throw new AppError('not_found');
    const row = await repo.findMessage(deps.db, id);
    if (!row) throw new AppError('not_found');
    await deps.logs.record(actor.id, 'contact_message_status_changed', { messageId: id, status });
    return toMessage(row);
  },
});
