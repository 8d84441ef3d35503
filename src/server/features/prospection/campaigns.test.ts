import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prospects } from '../../db/schema';
import { callFromAnywhere } from '../../test/api-client';
import { createUser, mailsTo, uniqueEmail } from '../../test/factories';
import { testAppForFile, userFixture } from '../../test/suite';
import { localHour } from '../rules/rule.service';

/*
 * Prospection campaigns (001 §2.18, issue 38): the spec's Tech, Finance and Startup at install, their
 * prospects, the Relance (1 week) and Rappel (2 weeks) the scheduler sends to those who have not
 * replied, and the reply-time KPI.
 */

const t = testAppForFile();
const admin = userFixture(t, { role: 'admin' });

const day = 86_400_000;
const call = callFromAnywhere(t);
const created = async (url: string, payload: object) => {
  const res = await call(admin, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};
const template = (name: string, type: string, subject: string) =>
  created('/admin/prospection/templates', { name, type, subject, body: `${subject} : {poste} à {ville}.` });

/** 09:00 in Paris, `days` days from now (the hour the follow-ups go out). */
const parisNineIn = (days: number) => {
  const at = new Date(Date.now() + days * day);
  at.setUTCMinutes(0, 0, 0);
  for (let hour = 0; hour < 24; hour++) {
    at.setUTCHours(hour);
    if (localHour(at, 'Europe/Paris') === 9) return at;
  }
  throw new Error('no 09:00 in Paris');
};

describe('prospection campaigns', () => {
  it('starts with Tech, Finance and Startup, and is for admins only', async () => {
    const list = await call(admin, 'GET', '/admin/prospection/campaigns');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Finance', 'Startup', 'Tech']),
    );
    const moderator = await createUser(t.app, t.database.db, { role: 'moderateur' });
    expect((await call(moderator, 'GET', '/admin/prospection/campaigns')).statusCode).toBe(403);
    expect((await call(moderator, 'POST', '/admin/prospection/campaigns', { name: 'Agri' })).statusCode).toBe(
      403,
    );
    expect((await call(null, 'GET', '/admin/prospection/campaigns')).statusCode).toBe(401);
    const taken = await call(admin, 'POST', '/admin/prospection/campaigns', { name: 'tech' });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses a follow-up template of the wrong type', async () => {
    const first = await template('Premier contact', 'prospection', 'Bonjour {nom}');
    const res = await call(admin, 'POST', '/admin/prospection/campaigns', {
      name: 'Mauvais modèle',
      relanceTemplateId: first,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].message).toBe('Choisissez un template de type Relance.');
  });

  it('sends the Relance after a week and the Rappel after two, once, only to those who did not reply', async () => {
    const first = await template('Contact Fintech', 'prospection', 'Bonjour {nom}');
    const relance = await template('Relance Fintech', 'relance', 'Relance pour {nom}');
    const rappel = await template('Rappel Fintech', 'rappel', 'Rappel pour {nom}');
    const campaignId = await created('/admin/prospection/campaigns', {
      name: 'Fintech Abidjan',
      relanceTemplateId: relance,
      rappelTemplateId: rappel,
    });
    const add = (nom: string, extra: object = {}) =>
      call(admin, 'POST', '/admin/prospection/prospects', {
        nom,
        email: uniqueEmail('prospect'),
        ville: 'Abidjan',
        campaignId,
        ...extra,
      }).then((res) => {
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ id: string; email: string; campaign: { name: string } }>();
      });
    const silent = await add('Koffi Silencieux');
    const replying = await add('Aya Intéressée');
    const outside = await add('Sans Campagne', { campaignId: null });
    expect(silent.campaign.name).toBe('Fintech Abidjan');
    const sent = await call(admin, 'POST', '/admin/prospection/sends', {
      templateId: first,
      prospectIds: [silent.id, replying.id, outside.id],
    });
    expect(sent.json().sent).toBe(3);
    // Aya answers 30 hours after the contact: « Intéressée », the reply time is measured.
    await t.database.db
      .update(prospects)
      .set({ contactedAt: new Date(Date.now() - 30 * 3_600_000) })
      .where(eq(prospects.id, replying.id));
    const replied = await call(admin, 'PUT', `/admin/prospection/prospects/${replying.id}`, {
      nom: 'Aya Intéressée',
      email: replying.email,
      status: 'interesse',
      campaignId,
    });
    expect(replied.json().respondedAt).not.toBeNull();
    const stats = (await call(admin, 'GET', '/admin/prospection/stats')).json();
    expect(stats.replies).toBe(1);
    expect(stats.medianReplyHours).toBeCloseTo(30, 0);

    const subjects = async (email: string) =>
      (await mailsTo(t.database.db, email, 'prospection')).map((mail) => mail.subject).sort();
    // Day 3: nothing due yet.
    await t.app.jobs.runTick('prospect-follow-ups', parisNineIn(3));
    expect(await subjects(silent.email)).toEqual(['Bonjour Koffi Silencieux']);
    // Day 8: the Relance, to the prospect who did not reply, in a campaign with one.
    await t.app.jobs.runTick('prospect-follow-ups', parisNineIn(8));
    expect(await subjects(silent.email)).toEqual([
      'Bonjour Koffi Silencieux',
      'Relance pour Koffi Silencieux',
    ]);
    expect(await subjects(replying.email)).toEqual(['Bonjour Aya Intéressée']);
    expect(await subjects(outside.email)).toEqual(['Bonjour Sans Campagne']);
    // Day 9: not again.
    await t.app.jobs.runTick('prospect-follow-ups', parisNineIn(9));
    expect(await subjects(silent.email)).toHaveLength(2);
    // Day 15: the Rappel, once.
    await t.app.jobs.runTick('prospect-follow-ups', parisNineIn(15));
    await t.app.jobs.runTick('prospect-follow-ups', parisNineIn(16));
    expect(await subjects(silent.email)).toEqual([
      'Bonjour Koffi Silencieux',
      'Rappel pour Koffi Silencieux',
      'Relance pour Koffi Silencieux',
    ]);
    const history = (await call(admin, 'GET', '/admin/prospection/sends')).json().items;
    expect(history.filter((s: { followUp: string | null }) => s.followUp !== null)).toHaveLength(2);

    const campaigns = (await call(admin, 'GET', '/admin/prospection/campaigns')).json().items;
    const fintech = campaigns.find((c: { id: string }) => c.id === campaignId);
    expect(fintech).toMatchObject({ total: 2, byStatus: { contacte: 1, interesse: 1 } });
    const filtered = (
      await call(admin, 'GET', `/admin/prospection/prospects?campaignId=${campaignId}`)
    ).json();
    expect(filtered.total).toBe(2);
  });
});
