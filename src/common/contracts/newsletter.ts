import { z } from 'zod';
import { endpoint } from '../endpoint';
import { limits } from '../limits';
import type { Registered } from '../registry';
import { ItemRemoved } from './admin-list';
import { numberedPageOf, PageQuery, withinCountCap } from './pagination';

/*
 * The newsletter (001 §2.11, 002 "Newsletter", plans/001 A.3, decision 16): the public signup of
 * /newsletter with double opt-in (a signed link in a mail confirms the address) and a one-click
 * unsubscribe link; the back office's list of subscribers (`users.manage`).
 */

/** Who asked for the subscription (002 §7, 001 §7.1). */
export const newsletterSources = ['newsletter_page', 'admin_manual'] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

/** 20 subscribers a page (001 §9). */
export const newsletterPageSize = 20;

/** An address, with the catalog keys of the screen that shows its errors (§5). */
const subscriberEmail = (keys: { required: string; invalid: string }) =>
  z
    .string({ error: keys.required })
    .trim()
    .toLowerCase()
    .min(1, { error: keys.required, abort: true })
    .max(limits.emailMax, { error: keys.invalid, abort: true })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: keys.invalid });

/** The /newsletter form (002 §5): the address, the consent box, the hidden honeypot (left empty). */
export const SubscribeBody = z.object({
  email: subscriberEmail({
    required: 'newsletter.validation.emailRequired',
    invalid: 'newsletter.validation.emailInvalid',
  }),
  acceptTerms: z
    .boolean({ error: 'newsletter.validation.acceptTerms' })
    .refine((accepted) => accepted, { error: 'newsletter.validation.acceptTerms' }),
  /** Filled only by robots: any value is refused ('Erreur de validation.'). */
  honeypot: z.string().max(200).optional(),
});
export type SubscribeBody = z.infer<typeof SubscribeBody>;

export const SubscribeResponse = z.object({ ok: z.literal(true) });

/** The signed token of a confirmation or unsubscribe link. */
export const NewsletterTokenBody = z.object({
  token: z.string({ error: 'newsletter.linkInvalid' }).min(1).max(400, { error: 'newsletter.linkInvalid' }),
});
export type NewsletterTokenBody = z.infer<typeof NewsletterTokenBody>;

export const NewsletterLinkResponse = z.object({ email: z.string() });
export type NewsletterLinkResponse = z.infer<typeof NewsletterLinkResponse>;

export const NewsletterFilter = z.object({
  /** Part of the address, case-insensitive (§2.11). */
  q: z.string().trim().max(200).optional(),
});
export type NewsletterFilter = z.infer<typeof NewsletterFilter>;

export const NewsletterQuery = PageQuery.extend({
  ...NewsletterFilter.shape,
  pageSize: z.literal(newsletterPageSize).default(newsletterPageSize),
}).superRefine(withinCountCap());
export type NewsletterQuery = z.infer<typeof NewsletterQuery>;

export const NewsletterSubscriber = z.object({
  id: z.uuid(),
  email: z.string(),
  source: z.enum(newsletterSources),
  confirmed: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriber>;

export const NewsletterPage = numberedPageOf(NewsletterSubscriber);
export type NewsletterPage = z.infer<typeof NewsletterPage>;

export const NewsletterCounters = z.object({
  total: z.number().int(),
  confirmed: z.number().int(),
  unconfirmed: z.number().int(),
  /** Signed up in the last 30 days. */
  recent: z.number().int(),
});
export type NewsletterCounters = z.infer<typeof NewsletterCounters>;

/** The manual add of the back office (source `admin_manual`). */
export const AddSubscriberBody = z.object({
  email: subscriberEmail({
    required: 'admin.newsletter.validation.emailRequired',
    invalid: 'admin.newsletter.validation.emailInvalid',
  }),
});
export type AddSubscriberBody = z.infer<typeof AddSubscriberBody>;

export const SubscriberParams = z.object({ subscriberId: z.uuid({ error: 'errors.not_found' }) });

export const UpdateSubscriberBody = z.object({ confirmed: z.boolean() });
export type UpdateSubscriberBody = z.infer<typeof UpdateSubscriberBody>;

export const newsletterEndpoints = {
  /**
   * The public signup: creates the subscriber unconfirmed and mails the confirmation link (again,
   * when the address is waiting for it); an address already confirmed gets the same answer and no
   * mail, so the form tells nobody who is subscribed. Limited per IP and per address.
   */
  subscribe: endpoint('POST', '/newsletter/subscriptions', {
    body: SubscribeBody,
    response: SubscribeResponse,
    access: 'public',
  }),
  /** The link of the confirmation mail: the subscriber becomes confirmed. */
  confirm: endpoint('POST', '/newsletter/confirmations', {
    body: NewsletterTokenBody,
    response: NewsletterLinkResponse,
    access: 'public',
  }),
  /** The one-click unsubscribe link: the address is removed. */
  unsubscribe: endpoint('POST', '/newsletter/unsubscriptions', {
    body: NewsletterTokenBody,
    response: NewsletterLinkResponse,
    access: 'public',
  }),
};

export const adminNewsletterEndpoints = {
  /** 20 a page, newest first, optionally matching part of the address. */
  list: endpoint('GET', '/admin/newsletter/subscribers', {
    query: NewsletterQuery,
    response: NewsletterPage,
    access: { ability: 'users.manage' },
  }),
  counters: endpoint('GET', '/admin/newsletter/counters', {
    response: NewsletterCounters,
    access: { ability: 'users.manage' },
  }),
  /** The confirmed subscribers the search matches as CSV (e-mail, signup date; §9), streamed. */
  exportCsv: endpoint('GET', '/admin/newsletter/export.csv', {
    query: NewsletterFilter,
    response: z.string(),
    access: { ability: 'users.manage' },
  }),
  /** Adds an address (source `admin_manual`) and mails it the confirmation link; 409 when present. */
  add: endpoint('POST', '/admin/newsletter/subscribers', {
    body: AddSubscriberBody,
    response: NewsletterSubscriber,
    status: 201,
    access: { ability: 'users.manage' },
  }),
  /** The status badge: confirmed or not. */
  update: endpoint('PATCH', '/admin/newsletter/subscribers/:subscriberId', {
    params: SubscriberParams,
    body: UpdateSubscriberBody,
    response: NewsletterSubscriber,
    access: { ability: 'users.manage' },
  }),
  remove: endpoint('DELETE', '/admin/newsletter/subscribers/:subscriberId', {
    params: SubscriberParams,
    response: ItemRemoved,
    access: { ability: 'users.manage' },
  }),
};

/** The newsletter's log rows ("analytics events", decision 16). */
export const newsletterLogActions = [
  'newsletter_subscribed',
  'newsletter_confirmed',
  'newsletter_unsubscribed',
  'newsletter_subscriber_added',
  'newsletter_subscriber_updated',
  'newsletter_subscriber_deleted',
  'newsletter_exported',
] as const;

export const newsletterMailKinds = ['newsletter_confirmation'] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof newsletterLogActions> {}
  interface MailKinds extends Registered<typeof newsletterMailKinds> {}
}
