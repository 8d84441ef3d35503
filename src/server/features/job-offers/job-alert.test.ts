import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, type JobAlert, type JobOfferBody, utcDay } from '../../../common/contracts/job-offers';
import { jobOffers, jobSearchAlerts, mailOutbox, profiles } from '../../db/schema';
import { testClient } from '../../test/api-client';
import { type CreatedUser, oneClickUnsubscribe, unsubscribeTokenIn } from '../../test/factories';
import { blockMember } from '../../test/network-factories';
import { memberFixture, testAppForFile } from '../../test/suite';

const t = testAppForFile();
const api = testClient(t, '/api/v1');
const seeker = memberFixture(t, 'Fatou Sow');
const recruiter = memberFixture(t, 'Kwame Mensah');
const other = memberFixture(t, 'Intrus');

const offer = (patch: Partial<JobOfferBody> = {}): JobOfferBody => ({
  title: 'Comptable senior',
  company: 'Ecobank',
  location: 'Lomé, Togo',
  type: 'CDI',
  description: 'Tenir les comptes.',
  contact: 'rh@ecobank.example',
  expiresAt: addDays(utcDay(new Date()), 20),
  ...patch,
});

/** `member` saves a search for `q`, last mailed an hour ago: the next run mails what came since. */
const alertDueSince = async (member: CreatedUser, q: string) => {
  const created = (await api.call(member, 'POST', '/job-offers/alerts', { q })).json() as JobAlert;
  await t.database.db
    .update(jobSearchAlerts)
    .set({ lastSentAt: new Date(Date.now() - 3_600_000) })
    .where(eq(jobSearchAlerts.id, created.id));
};

const mailsTo = async (user: CreatedUser) =>
  (await t.database.db.select().from(mailOutbox)).filter(
    (mail) => mail.toAddress === user.email && mail.kind === 'job_alert',
  );

describe('saved job searches', () => {
  it('saves the filters, lists them, refuses a visitor and another member', async () => {
    expect((await api.call(null, 'POST', '/job-offers/alerts', { q: 'comptable' })).statusCode).toBe(401);
    const res = await api.call(seeker, 'POST', '/job-offers/alerts', {
      q: 'comptable',
      type: 'CDI',
      location: '',
    });
    expect(res.statusCode).toBe(201);
    const alert = res.json() as JobAlert;
    expect(alert).toMatchObject({ q: 'comptable', type: 'CDI', location: null, company: null });
    const mine = (await api.call(seeker, 'GET', '/job-offers/alerts')).json() as { items: JobAlert[] };
    expect(mine.items.map((item) => item.id)).toEqual([alert.id]);
    const theirs = (await api.call(other, 'GET', '/job-offers/alerts')).json() as { items: JobAlert[] };
    expect(theirs.items).toEqual([]);
    expect((await api.call(other, 'DELETE', `/job-offers/alerts/${alert.id}`)).statusCode).toBe(404);
    expect((await api.call(seeker, 'DELETE', `/job-offers/alerts/${alert.id}`)).statusCode).toBe(204);
  });

  it('mails the new matches once a day, then nothing new; one click unsubscribes without a session', async () => {
    const created = (
      await api.call(seeker, 'POST', '/job-offers/alerts', { q: 'comptable', location: 'Togo' })
    ).json() as JobAlert;
    // Published before the alert: not new.
    await t.database.db
      .update(jobSearchAlerts)
      .set({ lastSentAt: new Date(Date.now() - 3_600_000) })
      .where(eq(jobSearchAlerts.id, created.id));
    const match = (await api.call(recruiter, 'POST', '/job-offers', offer())).json() as { id: string };
    await api.call(recruiter, 'POST', '/job-offers', offer({ title: 'Développeur', description: 'Coder.' }));
    await api.call(recruiter, 'POST', '/job-offers', offer({ location: 'Dakar, Sénégal' }));
    const service = t.app.services.jobAlerts;
    expect(await service.sendDaily(new Date())).toBe(1);
    const [mail] = await mailsTo(seeker);
    expect(mail?.subject).toBe('1 nouvelle offre pour votre recherche');
    expect(mail?.text).toContain('Comptable senior — Ecobank, Lomé, Togo');
    expect(mail?.text).toContain('/emplois?q=comptable&location=Togo');
    const token = unsubscribeTokenIn(mail?.text);
    expect(token).toBeTruthy();
    // The next day: nothing new, no mail.
    expect(await service.sendDaily(new Date(Date.now() + 1000))).toBe(0);
    expect(await mailsTo(seeker)).toHaveLength(1);
    // A forged link changes nothing; the real one works without a session, twice.
    const forged = await oneClickUnsubscribe(t.app, `${token.slice(0, -3)}abc`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toBe("Ce lien de désinscription n'est pas valide.");
    for (let i = 0; i < 2; i++) {
      const res = await oneClickUnsubscribe(t.app, token);
      expect(res.statusCode).toBe(204);
    }
    expect(
      await t.database.db.select().from(jobSearchAlerts).where(eq(jobSearchAlerts.id, created.id)),
    ).toEqual([]);
    await t.database.db.delete(jobOffers).where(eq(jobOffers.id, match.id));
  });

  it('mails nothing to a member whose account deletion is pending: they asked to leave', async () => {
    const leaving = await api.member('Awa Partante');
    await alertDueSince(leaving, 'auditeur');
    const match = (
      await api.call(recruiter, 'POST', '/job-offers', offer({ title: 'Auditeur interne' }))
    ).json() as { id: string };
    await t.database.db.update(profiles).set({ isLeaving: true }).where(eq(profiles.id, leaving.id));
    expect(await t.app.services.jobAlerts.sendDaily(new Date())).toBe(0);
    expect(await mailsTo(leaving)).toEqual([]);
    await t.database.db.delete(jobOffers).where(eq(jobOffers.id, match.id));
  });

  it('leaves out the offers of a member a block keeps apart from the seeker, as the search does', async () => {
    const watcher = await api.member('Yaw Veilleur');
    const blocker = await api.member('Nana Recruteuse');
    await alertDueSince(watcher, 'trésorier');
    const hidden = (
      await api.call(blocker, 'POST', '/job-offers', offer({ title: 'Trésorier groupe' }))
    ).json() as { id: string };
    const shown = (
      await api.call(recruiter, 'POST', '/job-offers', offer({ title: 'Trésorier adjoint' }))
    ).json() as { id: string };
    expect((await blockMember(t.app, blocker, watcher.id)).statusCode).toBeLessThan(300);
    await t.app.services.jobAlerts.sendDaily(new Date());
    const [mail] = await mailsTo(watcher);
    expect(mail?.text).toContain('Trésorier adjoint');
    expect(mail?.text).not.toContain('Trésorier groupe');
    for (const id of [hidden.id, shown.id]) await t.database.db.delete(jobOffers).where(eq(jobOffers.id, id));
  });

  it('keeps 10 searches at most', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await api.call(other, 'POST', '/job-offers/alerts', { q: `mot${i}` })).statusCode).toBe(201);
    }
    const refused = await api.call(other, 'POST', '/job-offers/alerts', { q: 'encore' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].message).toBe(
      'Vous avez déjà 10 alertes : supprimez-en une pour en créer une autre.',
    );
  });
});
