import type { Readable } from 'node:stream';
import type {
  AddSubscriberBody,
  NewsletterCounters,
  NewsletterFilter,
  NewsletterLinkResponse,
  NewsletterPage,
  NewsletterQuery,
  NewsletterSource,
  NewsletterSubscriber,
  SubscribeBody,
} from '../../../common/contracts/newsletter';
import { rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { csvExport } from '../../lib/csv';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { Actor } from '../../platform/actor';
import { subscriberCsvColumns } from './newsletter.presenter';
import * as repo from './newsletter.repository';
import { newsletterToken, readNewsletterToken } from './newsletter-tokens';

/** A confirmation link works this long. */
const confirmTtlMs = 7 * 24 * 60 * 60 * 1000;
/** 'recent' in the counters. */
const recentMs = 30 * 24 * 60 * 60 * 1000;

const toSubscriber = (record: repo.SubscriberRecord): NewsletterSubscriber => ({
  id: record.id,
  email: record.email,
  source: record.source as NewsletterSource,
  confirmed: record.confirmed,
  createdAt: record.createdAt.toISOString(),
});

export type NewsletterService = ReturnType<typeof createNewsletterService>;

/**
 * The newsletter list (decision 16): double opt-in through a signed link mailed to the address, a
 * one-click unsubscribe link (and `List-Unsubscribe` header) that deletes the address, and the back
 * office's list. Each public step is a log row (the spec's "analytics events").
 */
export const createNewsletterService = (
  deps: Pick<AreaDeps, 'db' | 'mail' | 'rateLimits' | 'logs'> & {
    secret: string;
    publicUrl: string;
    now?: () => Date;
  },
) => {
  const { db, logs } = deps;
  const now = deps.now ?? (() => new Date());

  const unsubscribeUrl = (id: string) =>
    `${deps.publicUrl}/newsletter?desinscription=${newsletterToken(deps.secret, 'unsubscribe', id)}`;

  /** The double opt-in mail, with the unsubscribe link in its footnote and its header. */
  const sendConfirmation = async (subscriber: repo.SubscriberRecord, tx: DbOrTx = db) => {
    const token = newsletterToken(
      deps.secret,
      'confirm',
      subscriber.id,
      new Date(now().getTime() + confirmTtlMs),
    );
    await deps.mail.send(
      {
        to: subscriber.email,
        kind: 'newsletter_confirmation',
        template: 'mail.newsletter',
        params: { url: unsubscribeUrl(subscriber.id) },
        link: `${deps.publicUrl}/newsletter?confirmation=${token}`,
        unsubscribe: { topic: 'newsletter', id: subscriber.id },
      },
      tx,
    );
  };

  // The newsletter mail's one click: the address leaves the list.
  deps.mail.onUnsubscribe('newsletter', {
    async apply(id) {
      const subscriber = await repo.deleteSubscriber(db, id);
      if (subscriber) await logs.record(null, 'newsletter_unsubscribed', { subscriberId: subscriber.id });
    },
    label: () => 'optOut.topics.newsletter',
  });

  return {
    /**
     * The /newsletter form. A new or still unconfirmed address gets the confirmation mail; a confirmed
     * one gets nothing, and the answer is the same, so the form tells nobody who is subscribed.
     */
    async subscribe(body: SubscribeBody, ip: string): Promise<void> {
      if (body.honeypot) {
        await logs.record(null, 'newsletter_subscribed', { rejected: 'honeypot' });
        throw new AppError('validation_failed', { messageKey: 'newsletter.validation.failed' });
      }
      await deps.rateLimits.consume('newsletter-ip', ip, rateLimits.newsletterIp);
      await deps.rateLimits.consume('newsletter-email', body.email, rateLimits.newsletterEmail);
      // A new subscriber and its confirmation mail are written together (issue 36 §1).
      const subscriber = await db.transaction(async (tx) => {
        const found =
          (await repo.insertSubscriber(tx, body.email, 'newsletter_page')) ??
          (await repo.findByEmail(tx, body.email));
        if (found && !found.confirmed) await sendConfirmation(found, tx);
        return found;
      });
      if (!subscriber || subscriber.confirmed) return;
      await logs.record(null, 'newsletter_subscribed', { subscriberId: subscriber.id });
    },

    async confirm(token: string): Promise<NewsletterLinkResponse> {
      const id = readNewsletterToken(deps.secret, 'confirm', token, now());
      const subscriber = id ? await repo.setConfirmed(db, id, true) : undefined;
      if (!subscriber) throw new AppError('newsletter_link_invalid');
      await logs.record(null, 'newsletter_confirmed', { subscriberId: subscriber.id });
      return { email: subscriber.email };
    },

    async unsubscribe(token: string): Promise<NewsletterLinkResponse> {
      const id = readNewsletterToken(deps.secret, 'unsubscribe', token, now());
      const subscriber = id ? await repo.deleteSubscriber(db, id) : undefined;
      if (!subscriber) throw new AppError('newsletter_link_invalid');
      await logs.record(null, 'newsletter_unsubscribed', { subscriberId: subscriber.id });
      return { email: subscriber.email };
    },

    async list(query: NewsletterQuery): Promise<NewsletterPage> {
      const window = pageWindow(query);
      const [rows, total] = await Promise.all([
        repo.listSubscribers(db, query, window),
        repo.countSubscribers(db, query, window.cap),
      ]);
      return toNumberedPage(query, { rows, total }, toSubscriber);
    },

    counters(): Promise<NewsletterCounters> {
      return repo.counters(db, new Date(now().getTime() - recentMs));
    },

    /** subscribe_to_newsletter of §7.1 with source `admin_manual`; the address still confirms itself. */
    async add(actor: Actor, body: AddSubscriberBody): Promise<NewsletterSubscriber> {
      const subscriber = await db.transaction(async (tx) => {
        const inserted = await repo.insertSubscriber(tx, body.email, 'admin_manual');
        if (!inserted) throw new AppError('newsletter_already_subscribed');
        await sendConfirmation(inserted, tx);
        return inserted;
      });
      await logs.record(actor.id, 'newsletter_subscriber_added', { email: subscriber.email });
      return toSubscriber(subscriber);
    },

    async setConfirmed(actor: Actor, id: string, confirmed: boolean): Promise<NewsletterSubscriber> {
      const subscriber = await repo.setConfirmed(db, id, confirmed);
      if (!subscriber) throw new AppError('not_found');
      await logs.record(actor.id, 'newsletter_subscriber_updated', { email: subscriber.email, confirmed });
      return toSubscriber(subscriber);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const subscriber = await repo.deleteSubscriber(db, id);
      if (!subscriber) throw new AppError('not_found');
      await logs.record(actor.id, 'newsletter_subscriber_deleted', { email: subscriber.email });
    },

    /**
     * The confirmed subscribers the search matches: e-mail and signup date (§9). The file feeds the
     * team's mailing tool, so an address nobody confirmed (typed by anyone into the form) stays out.
     */
    async exportCsv(actor: Actor, filter: NewsletterFilter): Promise<Readable> {
      await logs.record(actor.id, 'newsletter_exported', { filter });
      return csvExport(subscriberCsvColumns, repo.allConfirmedSubscribers(db, filter));
    },
  };
};
