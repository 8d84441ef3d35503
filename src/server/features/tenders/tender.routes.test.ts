/** Tender routes: the six-step form and drafts, the status machine, who may do what, the list, the deadline reminder and the share preview. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TenderDetail, TenderPage } from '../../../common/contracts/tenders';
import { appelsOffres, companies, mailOutbox, notifications } from '../../db/schema';
import { type CreatedUser, notificationsAbout, notifyAbout } from '../../test/factories';
import { userFixture } from '../../test/suite';
import { complete, draft, errorOf, inDays, tenderTestApp } from './tender-test-support';

const { t, api, owner, other, create, upload } = tenderTestApp();
const admin = userFixture(t, { role: 'admin' });

const list = async (user: CreatedUser | null, query = '') =>
  (await api.call(user, 'GET', `/tenders${query}`)).json() as TenderPage;

describe('the six-step form and its drafts', () => {
  it('saves a draft with only a title and a deadline, and stores no placeholder', async () => {
    const saved = await create(owner, draft());
    expect(saved).toMatchObject({
      statut: 'brouillon',
      estPublic: false,
      typeAppelOffres: 'service',
      modeDepot: 'en_ligne',
      niveauConfidentialite: 'public',
      description: null,
      secteur: null,
      contactNom: null,
      contactEmail: null,
      datePublication: null,
      isOwner: true,
    });
  });

  it('refuses a draft without title or deadline with the spec texts', async () => {
    const res = await api.call(owner, 'POST', '/tenders', { titre: ' ', dateLimiteCandidature: '' });
    expect(res.statusCode).toBe(400);
    const messages = (res.json() as { error: { details: { message: string }[] } }).error.details.map(
      (detail) => detail.message,
    );
    expect(messages).toEqual(
      expect.arrayContaining(['Le titre est obligatoire', 'La date limite de candidature est obligatoire']),
    );
  });

  it('refuses a visitor (401) and keeps each step of a draft saved by PATCH', async () => {
    expect((await api.call(null, 'POST', '/tenders', draft())).statusCode).toBe(401);
    const saved = await create(owner, draft());
    const step2 = await api.call(owner, 'PATCH', `/tenders/${saved.id}`, {
      ...draft(),
      contexte: 'Le réseau rural manque de puissance.',
      objectifs: 'Électrifier 12 villages.',
    });
    expect(step2.statusCode).toBe(200);
    const step3 = await api.call(owner, 'PATCH', `/tenders/${saved.id}`, {
      ...draft(),
      contexte: 'Le réseau rural manque de puissance.',
      objectifs: 'Électrifier 12 villages.',
      budgetMin: '1000,50',
      budgetMax: 5000,
      dureeContrat: '6_mois',
    });
    expect(step3.json()).toMatchObject({ budgetMin: 1000.5, budgetMax: 5000, montantEstime: 5000 });
    const reread = (await api.call(owner, 'GET', `/tenders/${saved.id}`)).json() as TenderDetail;
    expect(reread).toMatchObject({ objectifs: 'Électrifier 12 villages.', dureeContrat: '6_mois' });
    const mine = await list(owner, '?mine=true&statut=tous');
    expect(mine.items.map((item) => item.id)).toContain(saved.id);
  });

  it('checks the budget order, the custom duration and the questions deadline', async () => {
    const res = await api.call(owner, 'POST', '/tenders', {
      ...draft(),
      budgetMin: 500,
      budgetMax: 100,
      dureeContrat: 'personnalisee',
      dateLimiteQuestions: inDays(40),
    });
    expect(res.statusCode).toBe(400);
    expect(
      errorOf(res)
        .error.details?.map((detail) => detail.path)
        .sort(),
    ).toEqual(['budgetMax', 'dateLimiteQuestions', 'dureeContratPersonnalisee']);
  });

  it('names its issuing company of the directory and its selection date, shown on the detail (002 §3)', async () => {
    const [company] = await t.database.db
      .insert(companies)
      .values({ nom: 'Bâtir Dakar SA', active: true })
      .returning({ id: companies.id });
    const [closed] = await t.database.db
      .insert(companies)
      .values({ nom: 'Fermée SARL', active: false })
      .returning({ id: companies.id });
    const selection = inDays(45);
    const saved = await create(
      owner,
      complete({ entiteType: 'entreprise', entiteId: company?.id, dateSelection: selection }),
    );
    expect(saved.entite).toEqual({
      type: 'entreprise',
      id: company?.id,
      nom: 'Bâtir Dakar SA',
      logoUrl: null,
    });
    expect(Date.parse(saved.dateSelection ?? '')).toBe(Date.parse(selection));
    const read = (await api.call(owner, 'GET', `/tenders/${saved.id}`)).json() as TenderDetail;
    expect(read.entite?.nom).toBe('Bâtir Dakar SA');

    // Before the candidature deadline, an inactive or unknown company, or half an issuer: refused.
    const early = await api.call(owner, 'POST', '/tenders', draft({ dateSelection: inDays(5) }));
    expect(errorOf(early).error.details?.map((d) => d.path)).toEqual(['dateSelection']);
    const inactive = await api.call(
      owner,
      'POST',
      '/tenders',
      draft({ entiteType: 'entreprise', entiteId: closed?.id }),
    );
    expect(inactive.statusCode).toBe(400);
    expect(errorOf(inactive).error.details?.map((d) => d.path)).toEqual(['entiteId']);
    const half = await api.call(owner, 'POST', '/tenders', draft({ entiteId: company?.id }));
    expect(errorOf(half).error.details?.map((d) => d.path)).toEqual(['entiteId']);
    // Cleared on edit.
    const cleared = await api.call(owner, 'PATCH', `/tenders/${saved.id}`, {
      ...complete({ statut: 'brouillon' }),
      entiteType: null,
      entiteId: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as TenderDetail).entite).toBeNull();
  });

  it('keeps the copies only for paper and cleans the description', async () => {
    const paper = await create(owner, complete());
    expect(paper.nombreExemplaires).toBe(3);
    expect(paper.description).toBe('<p>Le marché comprend <strong>deux lots</strong>.</p>');
    const online = await create(owner, complete({ modeDepot: 'en_ligne' }));
    expect(online.nombreExemplaires).toBeNull();
  });
});

describe('the status machine (002 §4)', () => {
  it('publishes a complete draft: public, dated once, referenced; the admins hear of it once', async () => {
    const saved = await create(owner, complete());
    expect(saved.statut).toBe('brouillon');
    const published = await api.call(owner, 'POST', `/tenders/${saved.id}/publish`);
    expect(published.statusCode).toBe(200);
    const first = published.json() as TenderDetail;
    expect(first).toMatchObject({ statut: 'publie', estPublic: true });
    expect(first.datePublication).not.toBeNull();
    expect(first.numeroReference).toMatch(/^AO-\d{4}-[0-9A-F]{8}$/);

    const unpublished = (
      await api.call(owner, 'POST', `/tenders/${saved.id}/unpublish`)
    ).json() as TenderDetail;
    expect(unpublished).toMatchObject({ statut: 'brouillon', estPublic: false });
    expect(unpublished.datePublication).toBe(first.datePublication);
    expect(Date.parse(unpublished.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));

    const again = (await api.call(owner, 'POST', `/tenders/${saved.id}/publish`)).json() as TenderDetail;
    expect(again.datePublication).toBe(first.datePublication);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(told.filter((row) => (row.data as { tender_id?: string }).tender_id === saved.id)).toHaveLength(1);
  });

  it('refuses to publish an incomplete draft, listing every missing field', async () => {
    const saved = await create(owner, draft());
    const res = await api.call(owner, 'POST', `/tenders/${saved.id}/publish`);
    expect(res.statusCode).toBe(400);
    expect(
      errorOf(res)
        .error.details?.map((detail) => detail.path)
        .sort(),
    ).toEqual(['contactEmail', 'contactNom', 'localisation', 'organismeEmetteur', 'resume', 'secteur']);
    const publishInForm = await api.call(owner, 'PATCH', `/tenders/${saved.id}`, {
      ...draft(),
      statut: 'publie',
    });
    expect(publishInForm.statusCode).toBe(400);
  });

  it('refuses moves the machine does not have (409)', async () => {
    const saved = await create(owner, complete());
    expect((await api.call(owner, 'POST', `/tenders/${saved.id}/unpublish`)).statusCode).toBe(409);
    expect(
      (await api.call(owner, 'PATCH', `/tenders/${saved.id}`, complete({ statut: 'archive' }))).statusCode,
    ).toBe(409);
    await api.call(owner, 'POST', `/tenders/${saved.id}/publish`);
    expect((await api.call(owner, 'POST', `/tenders/${saved.id}/publish`)).statusCode).toBe(409);
    const archived = await api.call(owner, 'PATCH', `/tenders/${saved.id}`, complete({ statut: 'archive' }));
    expect(archived.json()).toMatchObject({ statut: 'archive', estPublic: true });
    const back = await api.call(owner, 'POST', `/tenders/${saved.id}/unpublish`);
    expect(back.json()).toMatchObject({ statut: 'brouillon', estPublic: false });
  });

  it('publishes straight from the form (Publier) and refuses a past deadline', async () => {
    const late = await api.call(
      owner,
      'POST',
      '/tenders',
      complete({ statut: 'publie', dateLimiteCandidature: inDays(-1) }),
    );
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).error.details?.[0]?.path).toBe('dateLimiteCandidature');
    const published = await create(owner, complete({ statut: 'publie', numeroReference: 'ASER-2026-07' }));
    expect(published).toMatchObject({ statut: 'publie', numeroReference: 'ASER-2026-07' });
  });
});

describe('who may do what (002 §6)', () => {
  it('lets only the owner edit, publish and attach (another member 403, a visitor 401)', async () => {
    const published = await create(owner, complete({ statut: 'publie' }));
    const id = published.id;
    expect((await api.call(other, 'PATCH', `/tenders/${id}`, complete())).statusCode).toBe(403);
    expect((await api.call(other, 'POST', `/tenders/${id}/unpublish`)).statusCode).toBe(403);
    expect((await api.call(other, 'DELETE', `/tenders/${id}`)).statusCode).toBe(403);
    expect((await upload(other, id)).statusCode).toBe(403);
    for (const [method, url] of [
      ['PATCH', `/tenders/${id}`],
      ['POST', `/tenders/${id}/publish`],
      ['POST', `/tenders/${id}/unpublish`],
      ['DELETE', `/tenders/${id}`],
    ] as const) {
      expect(
        (await api.call(null, method, url, method === 'PATCH' ? complete() : undefined)).statusCode,
      ).toBe(401);
    }
    const seen = (await api.call(other, 'GET', `/tenders/${id}`)).json() as TenderDetail;
    expect(seen).toMatchObject({ isOwner: false, canEdit: false, canDelete: false, canUnpublish: false });
    const stored = await t.database.db.select().from(appelsOffres).where(eq(appelsOffres.id, id));
    expect(stored[0]?.statut).toBe('publie');
  });

  it('hides a draft from everyone but its owner and admins (404)', async () => {
    const saved = await create(owner, draft());
    expect((await api.call(other, 'GET', `/tenders/${saved.id}`)).statusCode).toBe(404);
    expect((await api.call(null, 'GET', `/tenders/${saved.id}`)).statusCode).toBe(404);
    expect((await api.call(other, 'PATCH', `/tenders/${saved.id}`, draft())).statusCode).toBe(404);
    expect((await api.call(admin, 'GET', `/tenders/${saved.id}`)).statusCode).toBe(200);
  });

  it('applies the confidentiality level: prive to members, confidentiel to nobody else', async () => {
    const members = await create(owner, complete({ statut: 'publie', niveauConfidentialite: 'prive' }));
    const secret = await create(owner, complete({ statut: 'publie', niveauConfidentialite: 'confidentiel' }));
    expect((await api.call(null, 'GET', `/tenders/${members.id}`)).statusCode).toBe(404);
    expect((await api.call(other, 'GET', `/tenders/${members.id}`)).statusCode).toBe(200);
    expect((await api.call(other, 'GET', `/tenders/${secret.id}`)).statusCode).toBe(404);
    const visitorIds = (await list(null, '?statut=tous')).items.map((item) => item.id);
    const memberIds = (await list(other, '?statut=tous')).items.map((item) => item.id);
    expect(visitorIds).not.toContain(members.id);
    expect(memberIds).toContain(members.id);
    expect(memberIds).not.toContain(secret.id);
  });

  it('lets an admin unpublish and delete any tender, logged', async () => {
    const published = await create(owner, complete({ statut: 'publie' }));
    const res = await api.call(admin, 'POST', `/tenders/${published.id}/unpublish`);
    expect(res.json()).toMatchObject({ statut: 'brouillon' });
    expect((await api.call(admin, 'PATCH', `/tenders/${published.id}`, complete())).statusCode).toBe(403);
    await notifyAbout(t.database.db, owner.id, { tender_id: published.id });
    expect((await api.call(admin, 'DELETE', `/tenders/${published.id}`)).statusCode).toBe(204);
    expect(await notificationsAbout(t.database.db, { tender_id: published.id })).toBe(0);
    expect((await api.call(owner, 'GET', `/tenders/${published.id}`)).statusCode).toBe(404);
  });
});

describe('the list (002 §2, §7)', () => {
  it('shows published tenders by default, filtered in SQL, never drafts', async () => {
    const tag = `Kaolack${Date.now()}`;
    const energy = await create(owner, complete({ statut: 'publie', titre: `Solaire ${tag}` }));
    const works = await create(
      owner,
      complete({
        statut: 'publie',
        titre: `Route ${tag}`,
        secteur: 'btp',
        typeEntite: 'entreprise',
        localisation: 'Abidjan, Côte d’Ivoire',
      }),
    );
    const hidden = await create(owner, draft({ titre: `Brouillon ${tag}` }));
    const ids = async (query: string) =>
      (await list(null, `?q=${encodeURIComponent(tag)}${query}`)).items.map((i) => i.id);
    expect((await ids('')).sort()).toEqual([energy.id, works.id].sort());
    expect(await ids('&secteur=btp')).toEqual([works.id]);
    expect(await ids('&typeEntite=gouvernement')).toEqual([energy.id]);
    expect(await ids('&location=abidjan')).toEqual([works.id]);
    expect(await ids('&statut=brouillon')).toEqual([]);
    expect(await ids('&statut=archive')).toEqual([]);
    expect(await ids('')).not.toContain(hidden.id);
    // The search reads the description's words, not its tags.
    expect((await list(null, `?q=${encodeURIComponent(`${tag} lots`)}`)).total).toBe(2);
    expect((await list(null, `?q=${encodeURIComponent(`${tag} strong`)}`)).total).toBe(0);
  });

  it('refuses a visitor asking for their own tenders', async () => {
    expect((await api.call(null, 'GET', '/tenders?mine=true')).statusCode).toBe(401);
  });

  it('gives the feed sidebar the 3 latest published public tenders', async () => {
    const made: string[] = [];
    for (const n of [1, 2, 3, 4])
      made.push((await create(owner, complete({ statut: 'publie', titre: `Dernier ${n}` }))).id);
    await create(owner, complete({ statut: 'publie', niveauConfidentialite: 'prive' }));
    await create(owner, draft());
    const latest = (await api.call(null, 'GET', '/tenders/latest')).json() as { items: { id: string }[] };
    expect(latest.items.map((item) => item.id)).toEqual(made.slice(1).reverse());
  });
});

describe('the deadline reminder', () => {
  it('mails the owner once, a few days before the deadline', async () => {
    const soon = await create(owner, complete({ statut: 'publie', dateLimiteCandidature: inDays(2) }));
    const later = await create(owner, complete({ statut: 'publie', dateLimiteCandidature: inDays(20) }));
    const reminders = async () =>
      (await t.database.db.select().from(mailOutbox)).filter(
        (mail) => mail.toAddress === owner.email && mail.kind === 'notification_tender_deadline_reminder',
      );
    const before = (await reminders()).length;
    await t.app.jobs.runTick('tender-deadline-reminders', new Date());
    await t.app.jobs.runTick('tender-deadline-reminders', new Date(Date.now() + 60_000));
    const sent = await reminders();
    expect(sent.length - before).toBe(1);
    expect(sent.at(-1)?.subject ?? '').toContain('Date limite');
    const rows = await t.database.db.select().from(appelsOffres).where(eq(appelsOffres.id, later.id));
    expect(rows[0]?.rappelEnvoyeAt).toBeNull();
    const [reminded] = await t.database.db.select().from(appelsOffres).where(eq(appelsOffres.id, soon.id));
    expect(reminded?.rappelEnvoyeAt).not.toBeNull();
  });
});

describe('the share preview', () => {
  it('describes a public tender and nothing else', async () => {
    const published = await create(owner, complete({ statut: 'publie', titre: 'Audit des comptes 2026' }));
    const page = await t.app.inject({ method: 'GET', url: `/appels-offres/${published.id}` });
    if (page.statusCode === 200 && page.body.includes('<html')) {
      expect(page.body).toContain('Audit des comptes 2026');
    }
    const meta = await t.app.services.tenders.shareMeta(published.id, 'Sankofa');
    expect(meta?.title).toBe('Audit des comptes 2026 | Sankofa');
    const hidden = await create(owner, draft());
    expect(await t.app.services.tenders.shareMeta(hidden.id, 'Sankofa')).toBeUndefined();
  });
});
