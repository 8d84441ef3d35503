import { z } from 'zod';
import { endpoint } from '../endpoint';
import { previewOf } from '../format';
import { limits } from '../limits';
import type { Registered } from '../registry';

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

export const contactLogActions = ['contact_message_sent'] as const;
export const contactMailKinds = ['contact_message', 'contact_copy'] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof contactLogActions> {}
  interface MailKinds extends Registered<typeof contactMailKinds> {}
}
