import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import {
  type JobAlert,
  type JobAlertBody,
  jobOfferLimits,
  jobSearchQueryString,
  utcDay,
} from '../../../common/contracts/job-offers';
import type { AreaDeps } from '../../area';
import { AppError, invalidField } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { Actor } from '../../platform/actor';
import * as repo from './job-alert.repository';
import * as offers from './job-offer.repository';

type Body = z.output<typeof JobAlertBody>;

const l = jobOfferLimits;
const batchSize = 200;

const toAlert = (row: repo.JobAlertRow): JobAlert => ({
  id: row.id,
  q: row.q,
  type: row.type,
  location: row.location,
  company: row.company,
  createdAt: row.createdAt.toISOString(),
});

/** The words of a saved search, for the mail ("développeur · CDI · Dakar"), or "toutes les offres". */
const describe = (alert: repo.JobAlertRow) =>
  [alert.q, alert.type, alert.location, alert.company].filter(Boolean).join(' · ') ||
  translate('mail.jobAlertAll');

export type JobAlertService = ReturnType<typeof createJobAlertService>;

/**
 * Saved job searches (issue 19 "Alerts"): a member saves the list's filters; once a day the offers
 * published since the last mail that match are mailed through the outbox, with a one-click unsubscribe
 * link signed with the auth secret (no session needed to use it).
 */
export const createJobAlertService = (
  deps: Pick<AreaDeps, 'db' | 'mail' | 'log'> & { secret: string; publicUrl: string },
) => {
  const { db } = deps;
  const signatureOf = (id: string) =>
    createHmac('sha256', deps.secret).update(`job-alert:${id}`).digest('base64url');
  const tokenOf = (id: string) => `${id}.${signatureOf(id)}`;
  /** The alert id a token names, when its signature holds. */
  const idOfToken = (token: string): string | undefined => {
    const [id, signature, extra] = token.split('.');
    if (!id || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(signatureOf(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  };

  // The alert mail's one click deletes that alert (the member's others stay).
  deps.mail.onUnsubscribe('job_alert', {
    apply: async (id) => {
      await repo.remove(db, id);
    },
    label: () => 'optOut.topics.job_alert',
  });

  return {
    tokenOf,

    async list(actor: Actor): Promise<{ items: JobAlert[] }> {
      return { items: (await repo.listOfUser(db, actor.id)).map(toAlert) };
    },

    async create(actor: Actor, body: Body, now = new Date()): Promise<JobAlert> {
      if ((await repo.countOfUser(db, actor.id)) >= l.alertsMax) {
        throw invalidField('', 'jobOffers.alerts.tooMany');
      }
      const row = await repo.insert(db, {
        userId: actor.id,
        q: body.q ?? null,
        type: body.type ?? null,
        location: body.location ?? null,
        company: body.company ?? null,
        createdAt: now,
        lastSentAt: now,
      });
      return toAlert(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if ((await repo.remove(db, id, actor.id)) === 0) {
        throw new AppError('not_found', { messageKey: 'jobOffers.alerts.notFound' });
      }
    },

    /** The mail's link: a valid token deletes its alert (again: nothing, still a success). */
    async unsubscribe(token: string): Promise<void> {
      const id = idOfToken(token);
      if (!id || !/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('job_alert_link_invalid');
      await repo.remove(db, id);
    },

    /**
     * The daily run: each alert not mailed since `now` gets the offers published since its last mail
     * that match its filters and are still listed (10 at most, newest first), then is marked sent.
     * Nothing new: no mail. Returns the number of mails sent.
     */
    async sendDaily(now: Date): Promise<number> {
      let sent = 0;
      for (;;) {
        const batch = await repo.dueBatch(db, now, batchSize);
        for (const { alert, email } of batch) {
          const filter: offers.JobOfferFilter = {
            today: utcDay(now),
            q: alert.q ?? undefined,
            type: alert.type ?? undefined,
            location: alert.location ?? undefined,
            company: alert.company ?? undefined,
            createdAfter: alert.lastSentAt,
            createdBefore: now,
            // Mailed to the member: nothing from someone a block keeps apart from them, as the search.
            keptApartFrom: alert.userId,
          };
          const found = await offers.listListed(db, filter, { limit: l.alertMailOffers + 1, offset: 0 });
          const matches = found.filter((offer) => offer.userId !== alert.userId);
          const shown = matches.slice(0, l.alertMailOffers);
          // The mail and the alert's new mark are written together: never marked without its mail.
          await db.transaction(async (tx) => {
            if (shown.length > 0)
              await deps.mail.send(
                {
                  to: email,
                  kind: 'job_alert',
                  template: 'mail.jobAlert',
                  params: { count: shown.length, search: describe(alert) },
                  quote: shown
                    .map((offer) => `• ${offer.title} — ${offer.company}, ${offer.location}`)
                    .join('\n'),
                  link: `${deps.publicUrl}/emplois${jobSearchQueryString(alert)}`,
                  unsubscribe: { topic: 'job_alert', id: alert.id },
                },
                tx,
              );
            await repo.markSent(tx, alert.id, now);
          });
          if (shown.length > 0) sent++;
        }
        if (batch.length < batchSize) return sent;
      }
    },
  };
};
