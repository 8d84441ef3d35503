import { beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../../common/limits';
import { prospectSends } from '../../db/schema';
import { callFromAnywhere } from '../../test/api-client';
import {
  type CreatedUser,
  createUser,
  mailsTo,
  oneClickUnsubscribe,
  uniqueEmail,
  unsubscribeTokenIn,
} from '../../test/factories';
import { testAppForFile, userFixture } from '../../test/suite';

const t = testAppForFile();
const admin = userFixture(t, { role: 'admin' });
const member = userFixture(t);
const comite = userFixture(t, { role: 'comite' });
const call = callFromAnywhere(t);

const addProspect = async (nom: string, extra: object = {}) => {
  const res = await call(admin, 'POST', '/admin/prospection/prospects', {
    nom,
    email: uniqueEmail('prospect'),
    entreprise: 'Baobab SARL',
    poste: 'Directrice',
    ville: 'Dakar',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; email: string; status: string }>();
};

let templateId: string;

beforeAll(async () => {
  const template = await call(admin, 'POST', '/admin/prospection/templates', {
    name: 'Premier contact',
    type: 'prospection',
    subject: 'Bonjour {nom} de {entreprise}',
    body: 'En tant que {poste} à {ville}, rejoignez notre communauté.',
  });
  expect(template.statusCode).toBe(201);
  templateId = template.json().id;
});

describe('prospection', () => {
  it('is admin only: a visitor 401, a member and the comite 403', async () => {
    expect((await call(null, 'GET', '/admin/prospection/prospects')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/admin/prospection/prospects')).statusCode).toBe(403);
    expect((await call(comite, 'GET', '/admin/prospection/templates')).statusCode).toBe(403);
    expect(
      (await call(member, 'POST', '/admin/prospection/sends', { templateId, prospectIds: [templateId] }))
        .statusCode,
    ).toBe(403);
    expect((await call(member, 'DELETE', `/admin/prospection/templates/${templateId}`)).statusCode).toBe(403);
  });

  it('adds, lists, edits and deletes prospects; an address is a prospect once', async () => {
    const prospect = await addProspect('Aminata Ndiaye');
    expect(prospect.status).toBe('nouveau');
    const again = await call(admin, 'POST', '/admin/prospection/prospects', {
      nom: 'Doublon',
      email: prospect.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Cette adresse est déjà celle d'un prospect.");
    const bad = await call(admin, 'POST', '/admin/prospection/prospects', { nom: '', email: 'pas-un-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { message: string }) => d.message)).toEqual([
      'Le nom est requis.',
      "Format d'email invalide",
    ]);
    const list = await call(admin, 'GET', '/admin/prospection/prospects?q=Aminata');
    expect(list.json()).toMatchObject({ total: 1, items: [{ nom: 'Aminata Ndiaye', ville: 'Dakar' }] });
    const edited = await call(admin, 'PUT', `/admin/prospection/prospects/${prospect.id}`, {
      nom: 'Aminata Ndiaye',
      email: prospect.email,
      status: 'interesse',
    });
    expect(edited.json()).toMatchObject({ status: 'interesse', entreprise: null });
    expect((await call(admin, 'DELETE', `/admin/prospection/prospects/${prospect.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/admin/prospection/prospects/${prospect.id}`)).statusCode).toBe(404);
  });

  it('sends a template with its variables filled, marks the prospect contacted, keeps the history', async () => {
    const prospect = await addProspect('Kwesi Appiah');
    const sent = await call(admin, 'POST', '/admin/prospection/sends', {
      templateId,
      prospectIds: [prospect.id],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sent: 1, skipped: 0, failed: 0 });
    const [mail] = await mailsTo(t.database.db, prospect.email, 'prospection');
    expect(mail?.subject).toBe('Bonjour Kwesi Appiah de Baobab SARL');
    expect(mail?.text).toContain('En tant que Directrice à Dakar, rejoignez notre communauté.');
    expect(unsubscribeTokenIn(mail?.text)).not.toBe('');
    const list = await call(admin, 'GET', '/admin/prospection/prospects?q=Kwesi');
    expect(list.json().items[0]).toMatchObject({ status: 'contacte' });
    expect(list.json().items[0].contactedAt).not.toBeNull();
    const history = await call(admin, 'GET', '/admin/prospection/sends');
    expect(history.json().items[0]).toMatchObject({
      prospectName: 'Kwesi Appiah',
      templateName: 'Premier contact',
      subject: 'Bonjour Kwesi Appiah de Baobab SARL',
      status: 'outbox',
    });
  });

  it('the unsubscribe link works without an account; the prospect is never mailed again', async () => {
    const prospect = await addProspect('Abena Osei');
    await call(admin, 'POST', '/admin/prospection/sends', { templateId, prospectIds: [prospect.id] });
    const [mail] = await mailsTo(t.database.db, prospect.email, 'prospection');
    const token = unsubscribeTokenIn(mail?.text);
    expect((await oneClickUnsubscribe(t.app, `${token}x`)).statusCode).toBe(404);
    expect((await oneClickUnsubscribe(t.app, token)).statusCode).toBe(204);
    expect((await oneClickUnsubscribe(t.app, token)).statusCode).toBe(204);
    const again = await call(admin, 'POST', '/admin/prospection/sends', {
      templateId,
      prospectIds: [prospect.id],
    });
    expect(again.json()).toMatchObject({ sent: 0, skipped: 1 });
    expect(await mailsTo(t.database.db, prospect.email, 'prospection')).toHaveLength(1);
    const list = await call(admin, 'GET', '/admin/prospection/prospects?q=Abena');
    expect(list.json().items[0].unsubscribedAt).not.toBeNull();
  });

  it('an address that unsubscribed stays unsubscribed when its prospect is deleted and added again', async () => {
    const prospect = await addProspect('Yaw Boateng');
    await call(admin, 'POST', '/admin/prospection/sends', { templateId, prospectIds: [prospect.id] });
    const [mail] = await mailsTo(t.database.db, prospect.email, 'prospection');
    expect((await oneClickUnsubscribe(t.app, unsubscribeTokenIn(mail?.text))).statusCode).toBe(204);
    const sendTo = async (id: string) =>
      (await call(admin, 'POST', '/admin/prospection/sends', { templateId, prospectIds: [id] })).json();

    // Deleted, then added by hand with the address in capitals: unsubscribed from the start.
    expect((await call(admin, 'DELETE', `/admin/prospection/prospects/${prospect.id}`)).statusCode).toBe(204);
    const again = await addProspect('Yaw Boateng', { email: prospect.email.toUpperCase() });
    expect(await sendTo(again.id)).toMatchObject({ sent: 0, skipped: 1 });

    // Deleted, then imported from a CSV.
    expect((await call(admin, 'DELETE', `/admin/prospection/prospects/${again.id}`)).statusCode).toBe(204);
    const imported = await call(admin, 'POST', '/admin/prospection/prospects/import', {
      csv: `nom;email\nYaw Boateng;${prospect.email}\n`,
    });
    expect(imported.json()).toMatchObject({ imported: 1 });
    const listed = await call(admin, 'GET', `/admin/prospection/prospects?q=${prospect.email}`);
    const [row] = listed.json().items as { id: string; unsubscribedAt: string | null }[];
    expect(row?.unsubscribedAt).not.toBeNull();
    expect(await sendTo(row?.id ?? '')).toMatchObject({ sent: 0, skipped: 1 });

    // Another prospect's address changed to it: unsubscribed too.
    const other = await addProspect('Autre Personne');
    expect((await call(admin, 'DELETE', `/admin/prospection/prospects/${row?.id}`)).statusCode).toBe(204);
    const moved = await call(admin, 'PUT', `/admin/prospection/prospects/${other.id}`, {
      nom: 'Autre Personne',
      email: prospect.email,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().unsubscribedAt).not.toBeNull();
    expect(await mailsTo(t.database.db, prospect.email, 'prospection')).toHaveLength(1);
  });

  it('stops at the daily cap: a send that would pass it is refused whole', async () => {
    const first = await addProspect('Yaw Darko');
    const second = await addProspect('Akua Mensah');
    const used = await call(admin, 'GET', '/admin/prospection/stats');
    const already = used.json().sentToday as number;
    // Fill the day up to one below the cap.
    const filler = Array.from({ length: limits.prospection.dailySends - 1 - already }, () => ({
      email: 'rempli@example.com',
      subject: 'Déjà envoyé',
      status: 'sent',
    }));
    await t.database.db.insert(prospectSends).values(filler);
    const refused = await call(admin, 'POST', '/admin/prospection/sends', {
      templateId,
      prospectIds: [first.id, second.id],
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toContain('La limite de 100 emails de prospection par jour');
    expect(await mailsTo(t.database.db, first.email, 'prospection')).toHaveLength(0);
    const one = await call(admin, 'POST', '/admin/prospection/sends', {
      templateId,
      prospectIds: [first.id],
    });
    expect(one.json()).toMatchObject({ sent: 1, remainingToday: 0 });
    expect(
      (await call(admin, 'POST', '/admin/prospection/sends', { templateId, prospectIds: [second.id] }))
        .statusCode,
    ).toBe(429);
    const stats = await call(admin, 'GET', '/admin/prospection/stats');
    expect(stats.json()).toMatchObject({ sentToday: 100, dailyCap: 100 });
  });

  it('edits and deletes templates; a deleted template stays named in the history as deleted', async () => {
    const edited = await call(admin, 'PUT', `/admin/prospection/templates/${templateId}`, {
      name: 'Premier contact',
      type: 'relance',
      subject: 'Relance {nom}',
      body: 'Toujours partant ?',
    });
    expect(edited.json()).toMatchObject({ type: 'relance', subject: 'Relance {nom}' });
    expect((await call(admin, 'DELETE', `/admin/prospection/templates/${templateId}`)).statusCode).toBe(204);
    const history = await call(admin, 'GET', '/admin/prospection/sends?pageSize=100');
    expect(
      history.json().items.some((item: { templateName: string | null }) => item.templateName === null),
    ).toBe(true);
  });
});

describe('prospection: CSV import', () => {
  const importCsv = (user: CreatedUser | null, csv: string) =>
    call(user, 'POST', '/admin/prospection/prospects/import', { csv });

  it('is admin only', async () => {
    const csv = 'nom;email\nAwa;awa-forbidden@example.com\n';
    expect((await importCsv(null, csv)).statusCode).toBe(401);
    expect((await importCsv(member, csv)).statusCode).toBe(403);
    expect((await importCsv(comite, csv)).statusCode).toBe(403);
    const listed = await call(admin, 'GET', '/admin/prospection/prospects?q=awa-forbidden');
    expect(listed.json().items).toEqual([]);
  });

  it('imports valid lines, skips bad ones and duplicates with their reasons (`;`, BOM, CRLF)', async () => {
    const known = await addProspect('Déjà là');
    const csv = [
      '\uFEFFNom;Entreprise;Poste;Ville;E-mail;Statut;Notes',
      'Aminata Koné;Baobab SARL;Directrice;Abidjan;aminata@import.example;Intéressé;x',
      ';Sans Nom SA;;;sans-nom@import.example;;',
      'Mauvaise Adresse;;;;pas-une-adresse;;',
      `Encore Elle;;;;${known.email.toUpperCase()};;`,
      'Aminata Bis;;;;AMINATA@import.example;;',
      '',
      '"Diallo; Ousmane";"=HYPERLINK(""http://x"")";CTO;Dakar;ousmane@import.example;;',
    ].join('\r\n');
    const res = await importCsv(admin, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      imported: 2,
      ignored: [
        { line: 3, email: 'sans-nom@import.example', reason: 'admin.prospection.validation.nom' },
        { line: 4, email: 'pas-une-adresse', reason: 'admin.prospection.validation.email' },
        { line: 5, email: known.email.toUpperCase(), reason: 'admin.prospection.import.reasons.existing' },
        { line: 6, email: 'AMINATA@import.example', reason: 'admin.prospection.import.reasons.repeated' },
      ],
    });
    const listed = await call(admin, 'GET', '/admin/prospection/prospects?q=import.example');
    const items = listed.json().items as { nom: string; entreprise: string; status: string; ville: string }[];
    expect(items.map((p) => [p.nom, p.entreprise, p.status]).sort()).toEqual([
      ['Aminata Koné', 'Baobab SARL', 'interesse'],
      ['Diallo; Ousmane', '=HYPERLINK("http://x")', 'nouveau'],
    ]);
  });

  it('reads `,` files, refuses a file without the nom and email columns or too long', async () => {
    const comma = await importCsv(admin, 'email,nom\nkofi@comma.example,Kofi Mensah\n');
    expect(comma.json()).toEqual({ imported: 1, ignored: [] });
    const header = await importCsv(admin, 'name;mail\nKofi;kofi2@comma.example\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().error.code).toBe('prospect_import_header');
    const lines = Array.from({ length: 2001 }, (_, i) => `P${i};p${i}@long.example`);
    const long = await importCsv(admin, `nom;email\n${lines.join('\n')}`);
    expect(long.statusCode).toBe(413);
    expect(long.json().error.code).toBe('prospect_import_too_large');
    expect((await importCsv(admin, '')).statusCode).toBe(400);
    expect((await importCsv(admin, 'x'.repeat(500_001))).statusCode).toBe(400);
  });
});

describe('prospection: sign-up marks « Inscrit »', () => {
  it('stamps the prospect whose e-mail signs up, once, and no other', async () => {
    const email = uniqueEmail('future-member');
    const prospect = await addProspect('Future Membre', { email: email.toUpperCase() });
    const other = await addProspect('Autre Prospect');
    expect(prospect.status).toBe('nouveau');
    await createUser(t.app, t.database.db, { email });
    const listed = await call(admin, 'GET', '/admin/prospection/prospects');
    const items = listed.json().items as { id: string; status: string; registeredAt: string | null }[];
    const found = items.find((p) => p.id === prospect.id);
    expect(found?.status).toBe('inscrit');
    expect(found?.registeredAt).not.toBeNull();
    expect(items.find((p) => p.id === other.id)).toMatchObject({ status: 'nouveau', registeredAt: null });
    const stats = await call(admin, 'GET', '/admin/prospection/stats');
    expect(stats.json().byStatus.inscrit).toBeGreaterThanOrEqual(1);
  });
});
