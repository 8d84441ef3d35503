import { z } from 'zod';
import { endpoint } from '../endpoint';
import { previewOf } from '../format';
import { limits } from '../limits';
import type { Registered } from '../registry';
import { numberedPageOf, PageQuery, withinCountCap } from './pagination';

/*
 * The /contact form (002 §2, §5, §8): a domain among the spec's eight, the sender's address, a subject
 * and a message, a hidden honeypot. Delivered by mail to the admin addresses; a signed-in member gets a
 * copy at their account's address, a visitor none (the form relays nothing to a typed address).
 */

/** 002 §9 "Contact domains", in the spec's order. */
export const contactDomains = [
  'Support technique',
  'Compte utilisateur',
  'Mentorat / Réseau',
  'Projets / Entreprises',
  'Signalement / Sécurité',
  'Partenariat / Presse',
  'Administratif / Facturation',
  'Autre',
] as const;

export const contactLimits = { subjectMax: 200, messageMax: 5000 };

export const ContactBody = z.object({
  domain: z.enum(contactDomains, { error: 'pages.contact.validation.domain' }),
  email: z
    .string({ error: 'pages.contact.validation.emailRequired' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'pages.contact.validation.emailRequired', abort: true })
    .max(limits.emailMax, { error: 'pages.contact.validation.emailInvalid', abort: true })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'pages.contact.validation.emailInvalid', abort: true })
    // It becomes the Reply-To and a mailto: link: no list separator, no query (issue 33).
    .regex(/^[^,;:<>()[\]\\"?&%]+$/, { error: 'pages.contact.validation.emailInvalid' }),
  subject: z
    .string({ error: 'pages.contact.validation.subject' })
    .trim()
    .min(1, { error: 'pages.contact.validation.subject', abort: true })
    .max(contactLimits.subjectMax, { error: 'pages.contact.validation.subjectTooLong' })
    // It becomes a mail subject: one line (issue 33).
    .transform((subject) => previewOf(subject, contactLimits.subjectMax)),
  message: z
    .string({ error: 'pages.contact.validation.message' })
    .trim()
    .min(1, { error: 'pages.contact.validation.message', abort: true })
    .max(contactLimits.messageMax, { error: 'pages.contact.validation.messageTooLong' }),
  /** Filled only by robots: any value is refused ('Erreur de validation.'). */
  honeypot: z.string().max(200).optional(),
});
export type ContactBody = z.infer<typeof ContactBody>;

export const contactEndpoints = {
  /**
   * Sends the message to the admin addresses (the admins and ADMIN_EMAILS; SMTP when configured, the
   * outbox otherwise) with the sender as Reply-To; a copy to a signed-in member's own address only.
   * Limited per IP network and per sender's address.
   */
  send: endpoint('POST', '/contact', {
    body: ContactBody,
    response: z.object({ ok: z.literal(true) }),
    access: 'public',
    tag: 'pages',
  }),
};

/** The admin inbox's follow-up of a message: new until opened, then read, answered or archived. */
export const contactMessageStatuses = ['new', 'read', 'answered', 'archived'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

export const ContactMessage = z.object({
  id: z.uuid(),
  domain: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(contactMessageStatuses),
  /** The member who wrote it (null: a visitor, or a member since deleted). */
  sender: z
    .object({ id: z.uuid(), fullName: z.string().nullable(), username: z.string().nullable() })
    .nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

/** The inbox: without `status`, every message but the archived ones; newest first. */
export const ContactMessageQuery = PageQuery.extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(contactMessageStatuses, { error: 'admin.contactMessages.validation.status' }).optional(),
  ),
}).superRefine(withinCountCap());
export type ContactMessageQuery = z.input<typeof ContactMessageQuery>;

export const ContactMessagePage = numberedPageOf(ContactMessage).extend({
  /** Messages not yet opened (the sidebar's and the tab's count). */
  unread: z.int(),
});
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

export const ContactMessageParams = z.object({ messageId: z.uuid({ error: 'errors.not_found' }) });
export const ContactMessageStatusBody = z.object({
  status: z.enum(contactMessageStatuses, { error: 'admin.contactMessages.validation.status' }),
});

const inboxAccess = { ability: 'admin.settings' } as const;

/** /admin/contact-messages (issue 38): the admins' inbox of the /contact form. */
export const adminContactEndpoints = {
  list: endpoint('GET', '/admin/contact-messages', {
    query: ContactMessageQuery,
    response: ContactMessagePage,
    access: inboxAccess,
  }),
  /** Marks a message read, answered, archived (or new again); 404 for an unknown id. */
  setStatus: endpoint('PATCH', '/admin/contact-messages/:messageId', {
    params: ContactMessageParams,
    body: ContactMessageStatusBody,
    response: ContactMessage,
    access: inboxAccess,
  }),
};

export const contactLogActions = ['contact_message_sent', 'contact_message_status_changed'] as const;
export const contactMailKinds = ['contact_message', 'contact_copy'] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof contactLogActions> {}
  interface MailKinds extends Registered<typeof contactMailKinds> {}
}
