import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  expiryOf,
  type JobOfferBody,
  type JobOfferDetail,
  type JobOfferPage,
  utcDay,
} from '../../../common/contracts/job-offers';
import { jobOffers, notifications } from '../../db/schema';
import { publicFileOf, testClient } from '../../test/api-client';
import { type CreatedUser, notificationsAbout, notifyAbout } from '../../test/factories';
import { memberFixture, testAppForFile, userFixture } from '../../test/suite';
import { withWebApp } from '../../test/web-app';
import { errorOf, image } from '../feed/feed-test-support';
import { createJobOfferService } from './job-offer.service';

const t = testAppForFile();
const api = testClient(t, '/api/v1');
const owner = memberFixture(t, 'Awa Diop', 'Recruteuse');
const other = memberFixture(t, 'Moussa Ba');
const admin = userFixture(t, { role: 'admin' });

const today = () => utcDay(new Date());

const body = (patch: Partial<JobOfferBody> = {}): JobOfferBody => ({
  title: 'Développeuse backend',
  company: 'Wave Sénégal',
  location: 'Dakar, Sénégal',
  type: 'CDI',
  salary: '1 500 000 FCFA par mois',
  description: '## Missions\n\n- Concevoir des **API**\n- Relire le code',
  website: 'https://wave.com',
  contact: 'recrutement@wave.com',
  expiresAt: addDays(today(), 30),
  ...patch,
});

const create = async (user: CreatedUser, patch: Partial<JobOfferBody> = {}) => {
  // This file's members write dozens of offers in a minute: past a person's window (20 an hour),
  // which security/write-limits.test.ts tests.
  await t.app.services.rateLimits.lift('content:POST /job-offers', user.id);
  const res = await api.call(user, 'POST', '/job-offers', body(patch));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as JobOfferDetail;
};

const list = async (query = '') =>
  (await api.call(null, 'GET', `/job-offers${query}`)).json() as JobOfferPage;

describe('publishing an offer', () => {
  it('shows a new offer in the list at once, though the list was read empty a moment before (issue 38 §3)', async () => {
    const q = `?q=${encodeURIComponent('Ingénieure agronome Ziguinchor')}`;
    expect((await list(q)).total).toBe(0);
    const offer = await create(owner, { title: 'Ingénieure agronome Ziguinchor' });
    const page = await list(q);
    expect(page.items.map((item) => item.id)).toEqual([offer.id]);
    expect(page.total).toBe(1);
  });

  it('stores it with the rendered description and derived country, and tells the admins', async () => {
    const offer = await create(owner);
    expect(offer).toMatchObject({
      title: 'Développeuse backend',
      company: 'Wave Sénégal',
      location: 'Dakar, Sénégal',
      countryCode: 'SN',
      type: 'CDI',
      isActive: true,
      canEdit: true,
      canDelete: true,
      owner: { id: owner.id, fullName: 'Awa Diop' },
      expiry: { state: 'open', daysLeft: 30 },
    });
    expect(offer.descriptionHtml).toContain('<h2>Missions</h2>');
    expect(offer.descriptionHtml).toContain('<strong>API</strong>');
    const sent = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'job_offer_created')));
    expect(sent.some((n) => (n.data as { job_offer_id?: string }).job_offer_id === offer.id)).toBe(true);
    expect(sent[0]?.title).toBe("Nouvelle offre d'emploi");
  });

  it('refuses a visitor (401)', async () => {
    const res = await api.call(null, 'POST', '/job-offers', body());
    expect(res.statusCode).toBe(401);
  });

  it('refuses missing fields, a bad contact and a past expiry with the spec texts', async () => {
    const missing = await api.call(owner, 'POST', '/job-offers', { ...body(), title: '  ', contact: '' });
    expect(missing.statusCode).toBe(400);
    const details = errorOf(missing).error.details ?? [];
    expect(details.find((d) => d.path === 'title')?.message).toBe(
      'Merci de remplir tous les champs obligatoires.',
    );
    expect(details.find((d) => d.path === 'contact')?.message).toBe("L'email de contact est obligatoire.");

    const badMail = await api.call(owner, 'POST', '/job-offers', body({ contact: 'pas-un-mail' }));
    expect(errorOf(badMail).error.details?.[0]?.message).toBe(
      'Veuillez saisir une adresse email valide pour le contact.',
    );

    const past = await api.call(owner, 'POST', '/job-offers', body({ expiresAt: addDays(today(), -1) }));
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).error.details?.[0]).toMatchObject({
      path: 'expiresAt',
      message: "La date d'expiration ne peut pas être dans le passé.",
    });

    const badType = await api.call(owner, 'POST', '/job-offers', { ...body(), type: 'Intérim' });
    expect(badType.statusCode).toBe(400);
  });

  it('refuses an expiry day the calendar does not have (400, never a 500), and keeps the saved one', async () => {
    const year = Number(today().slice(0, 4)) + 1;
    for (const expiresAt of [`${year}-02-31`, `${year}-04-31`, `${year}-13-01`]) {
      const res = await api.call(owner, 'POST', '/job-offers', body({ expiresAt }));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error.details?.[0]).toMatchObject({
        path: 'expiresAt',
        message: 'Merci de remplir tous les champs obligatoires.',
      });
    }
    const offer = await create(owner);
    const edit = await api.call(
      owner,
      'PATCH',
      `/job-offers/${offer.id}`,
      body({ expiresAt: `${year}-02-30` }),
    );
    expect(edit.statusCode).toBe(400);
    const [kept] = await t.database.db.select().from(jobOffers).where(eq(jobOffers.id, offer.id));
    expect(kept?.expiresAt).toBe(offer.expiresAt);
  });

  it('keeps scripts and javascript: links out of the description', async () => {
    const offer = await create(owner, {
      description: '<script>alert(1)</script>[clic](javascript:alert(1)) <img src=x onerror="alert(1)">',
    });
    expect(offer.descriptionHtml).not.toMatch(/<script|onerror|href="javascript/i);
  });
});

describe('ownership (002 §6)', () => {
  it('lets the creator and an admin edit; another member gets 403, a visitor 401', async () => {
    const offer = await create(owner);
    const intruder = await api.call(other, 'PATCH', `/job-offers/${offer.id}`, body({ title: 'Piraterie' }));
    expect(intruder.statusCode).toBe(403);
    expect(errorOf(intruder).error).toMatchObject({
      code: 'job_offer_forbidden',
      message: "Vous n'êtes pas autorisé à modifier cette offre d'emploi.",
    });
    expect((await api.call(null, 'PATCH', `/job-offers/${offer.id}`, body())).statusCode).toBe(401);

    const mine = await api.call(owner, 'PATCH', `/job-offers/${offer.id}`, body({ title: 'Lead backend' }));
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as JobOfferDetail).title).toBe('Lead backend');
    const byAdmin = await api.call(admin, 'PATCH', `/job-offers/${offer.id}`, body({ title: 'Lead API' }));
    expect(byAdmin.statusCode).toBe(200);

    const seenByOther = (await api.call(other, 'GET', `/job-offers/${offer.id}`)).json() as JobOfferDetail;
    expect(seenByOther).toMatchObject({ title: 'Lead API', canEdit: false, canDelete: false });
    const seenByAdmin = (await api.call(admin, 'GET', `/job-offers/${offer.id}`)).json() as JobOfferDetail;
    expect(seenByAdmin).toMatchObject({ canEdit: true, canDelete: true });
  });

  it('lets the creator delete; another member gets 403 and the offer stays', async () => {
    const offer = await create(owner);
    expect((await api.call(other, 'DELETE', `/job-offers/${offer.id}`)).statusCode).toBe(403);
    expect((await api.call(null, 'DELETE', `/job-offers/${offer.id}`)).statusCode).toBe(401);
    expect((await api.call(other, 'GET', `/job-offers/${offer.id}`)).statusCode).toBe(200);
    await notifyAbout(t.database.db, other.id, { job_offer_id: offer.id });
    expect((await api.call(owner, 'DELETE', `/job-offers/${offer.id}`)).statusCode).toBe(204);
    expect(await notificationsAbout(t.database.db, { job_offer_id: offer.id })).toBe(0);
    const gone = await api.call(owner, 'GET', `/job-offers/${offer.id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).error.message).toBe('Offre introuvable');
  });

  it('lets an admin delete any offer', async () => {
    const offer = await create(owner);
    expect((await api.call(admin, 'DELETE', `/job-offers/${offer.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(jobOffers).where(eq(jobOffers.id, offer.id))).toEqual([]);
  });

  it('answers a malformed id with the spec text (400)', async () => {
    const res = await api.call(owner, 'GET', '/job-offers/pas-un-id');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error.details?.[0]?.message).toBe("ID de l'offre d'emploi invalide");
  });

  it("'Mes offres' lists only the actor's offers, withdrawn and expired ones included", async () => {
    const solo = await api.member('Fatou Sall');
    const a = await create(solo, { title: 'Offre A' });
    const b = await create(solo, { title: 'Offre B', isActive: false });
    await create(other, { title: 'Offre d’un autre' });
    await t.database.db
      .update(jobOffers)
      .set({ expiresAt: addDays(today(), -3) })
      .where(eq(jobOffers.id, a.id));
    const page = (await api.call(solo, 'GET', '/job-offers/mine')).json() as JobOfferPage;
    expect(page.items.map((item) => item.title)).toEqual(['Offre B', 'Offre A']);
    expect(page.items[1]?.expiry.state).toBe('expired');
    expect(page.items[0]?.isActive).toBe(false);
    expect((await api.call(null, 'GET', '/job-offers/mine')).statusCode).toBe(401);
    // A withdrawn offer is hidden from others, shown to its owner and admins.
    expect((await api.call(other, 'GET', `/job-offers/${b.id}`)).statusCode).toBe(404);
    expect((await api.call(null, 'GET', `/job-offers/${b.id}`)).statusCode).toBe(404);
    expect((await api.call(solo, 'GET', `/job-offers/${b.id}`)).statusCode).toBe(200);
    expect((await api.call(admin, 'GET', `/job-offers/${b.id}`)).statusCode).toBe(200);
  });
});

describe('the list (002 §2, §4)', () => {
  it('shows active offers through their last day, newest first, 12 a page, with their badge', async () => {
    const tag = `Tag${Date.now()}`;
    const expired = await create(owner, { title: `${tag} expirée` });
    const todayOffer = await create(owner, { title: `${tag} aujourd'hui` });
    const soon = await create(owner, { title: `${tag} bientôt` });
    const withdrawn = await create(owner, { title: `${tag} retirée`, isActive: false });
    await t.database.db
      .update(jobOffers)
      .set({ expiresAt: addDays(today(), -1) })
      .where(eq(jobOffers.id, expired.id));
    await t.database.db.update(jobOffers).set({ expiresAt: today() }).where(eq(jobOffers.id, todayOffer.id));
    await t.database.db
      .update(jobOffers)
      .set({ expiresAt: addDays(today(), 7) })
      .where(eq(jobOffers.id, soon.id));

    const page = await list(`?q=${tag}`);
    expect(page.items.map((item) => item.id)).toEqual([soon.id, todayOffer.id]);
    expect(page.items.map((item) => item.expiry.state)).toEqual(['urgent', 'today']);
    expect(page.items.map((item) => item.id)).not.toContain(withdrawn.id);
    // The expired offer is still readable by its link, with its badge.
    const detail = (await api.call(null, 'GET', `/job-offers/${expired.id}`)).json() as JobOfferDetail;
    expect(detail.expiry).toEqual({ state: 'expired', daysLeft: -1 });
  });

  it('filters by type, place (name or country code), company and words, in SQL', async () => {
    const tag = `Filtre${Date.now()}`;
    const abidjan = await create(owner, {
      title: `${tag} comptable`,
      company: 'Orange Côte d’Ivoire',
      location: 'Abidjan, Côte d’Ivoire',
      type: 'CDD',
    });
    const dakar = await create(owner, { title: `${tag} stagiaire`, type: 'Stage' });
    expect((await list(`?q=${tag}&type=CDD`)).items.map((i) => i.id)).toEqual([abidjan.id]);
    expect((await list(`?q=${tag}&location=dakar`)).items.map((i) => i.id)).toEqual([dakar.id]);
    expect((await list(`?q=${tag}&location=SN`)).items.map((i) => i.id)).toEqual([dakar.id]);
    expect((await list(`?q=${tag}&company=orange`)).items.map((i) => i.id)).toEqual([abidjan.id]);
    expect((await list(`?q=${tag} COMPTABLE`)).items.map((i) => i.id)).toEqual([abidjan.id]);
    expect((await api.call(null, 'GET', '/job-offers?type=Intérim')).statusCode).toBe(400);
  });

  it('pages by 12 with a count', async () => {
    const tag = `Page${Date.now()}`;
    for (let i = 0; i < 13; i++) await create(owner, { title: `${tag} ${i}` });
    const first = await list(`?q=${tag}`);
    expect(first).toMatchObject({ total: 13, totalPages: 2, pageSize: 12, totalCapped: false });
    expect(first.items).toHaveLength(12);
    const second = await list(`?q=${tag}&page=2`);
    expect(second.items.map((i) => i.title)).toEqual([`${tag} 0`]);
  });
});

describe('expiry by date, with a fake clock', () => {
  it('labels past, today, within 7 days and later', () => {
    expect(expiryOf('2026-03-09', '2026-03-10')).toEqual({ state: 'expired', daysLeft: -1 });
    expect(expiryOf('2026-03-10', '2026-03-10')).toEqual({ state: 'today', daysLeft: 0 });
    expect(expiryOf('2026-03-17', '2026-03-10')).toEqual({ state: 'urgent', daysLeft: 7 });
    expect(expiryOf('2026-03-18', '2026-03-10')).toEqual({ state: 'open', daysLeft: 8 });
    expect(expiryOf(null, '2026-03-10')).toEqual({ state: 'none', daysLeft: null });
  });

  it('takes an offer off the list once its last day has passed', async () => {
    let clock = new Date(`${addDays(today(), 1)}T10:00:00Z`);
    const service = createJobOfferService({
      // The app's own services, with this test's clock.
      ...t.app.services,
      db: t.database.db,
      log: t.app.log,
      storageQuotaBytes: 1024 * 1024 * 1024,
      now: () => clock,
    });
    const tag = `Horloge${Date.now()}`;
    const offer = await create(owner, { title: tag, expiresAt: addDays(today(), 3) });
    const listed = async () =>
      (await service.list({ q: tag, page: 1 })).items.map((item) => [item.id, item.expiry.state]);
    expect(await listed()).toEqual([[offer.id, 'urgent']]);
    clock = new Date(`${addDays(today(), 3)}T23:59:00Z`);
    expect(await listed()).toEqual([[offer.id, 'today']]);
    clock = new Date(`${addDays(today(), 4)}T00:00:01Z`);
    expect(await listed()).toEqual([]);
  });
});

describe('the logo', () => {
  const putLogo = (user: CreatedUser | null, id: string, content: Buffer, name = 'logo.png') =>
    api.upload(user, `/job-offers/${id}/logo`, name, content, 'image/png', 'PUT');
  const fileOf = (url: string) => publicFileOf(t, url);

  it('is re-encoded and stored by the creator, replaced, removed, and goes with the offer', async () => {
    const offer = await create(owner);
    const first = await putLogo(owner, offer.id, await image('png', 800, 400));
    expect(first.statusCode).toBe(200);
    const firstUrl = (first.json() as JobOfferDetail).logoUrl ?? '';
    expect(firstUrl).toMatch(
      new RegExp(`^/storage/media/job-offers/${offer.id}/[0-9a-f-]+\\.w400v128-320\\.png$`),
    );
    expect(existsSync(fileOf(firstUrl))).toBe(true);

    const second = (await putLogo(owner, offer.id, await image('jpeg'))).json() as JobOfferDetail;
    expect(second.logoUrl).not.toBe(firstUrl);
    expect(existsSync(fileOf(firstUrl))).toBe(false);

    const removed = await api.call(owner, 'DELETE', `/job-offers/${offer.id}/logo`);
    expect((removed.json() as JobOfferDetail).logoUrl).toBeNull();
    expect(existsSync(fileOf(second.logoUrl ?? ''))).toBe(false);

    const third = (await putLogo(admin, offer.id, await image('webp'))).json() as JobOfferDetail;
    expect(existsSync(fileOf(third.logoUrl ?? ''))).toBe(true);
    await api.call(owner, 'DELETE', `/job-offers/${offer.id}`);
    expect(existsSync(fileOf(third.logoUrl ?? ''))).toBe(false);
  });

  it('refuses another member (403), a visitor (401) and a file that is not an image (415)', async () => {
    const offer = await create(owner);
    const intruder = await putLogo(other, offer.id, await image());
    expect(intruder.statusCode).toBe(403);
    expect((await putLogo(null, offer.id, await image())).statusCode).toBe(401);
    expect((await api.call(other, 'DELETE', `/job-offers/${offer.id}/logo`)).statusCode).toBe(403);
    const text = await putLogo(owner, offer.id, Buffer.from('pas une image'), 'logo.txt');
    expect(text.statusCode).toBe(415);
    expect(
      ((await api.call(owner, 'GET', `/job-offers/${offer.id}`)).json() as JobOfferDetail).logoUrl,
    ).toBeNull();
  });
});

describe('share preview', () => {
  it('renders the offer into the HTML of /emplois/{id}', async () => {
    const offer = await create(owner, { title: 'Cheffe de projet <digital>' });
    await withWebApp(t, async (app) => {
      const res = await app.inject({ method: 'GET', url: `/emplois/${offer.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('property="og:title"');
      expect(res.body).toContain('Cheffe de projet &lt;digital&gt;');
      expect(res.body).toContain('Wave Sénégal · Dakar, Sénégal · CDI');
    });
  });
});
