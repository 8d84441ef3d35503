/** Mentor routes: becoming a mentor, the directory, the profile form's old box, and the share preview. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MentorDetail, MentorPage } from '../../../common/contracts/mentors';
import { profiles } from '../../db/schema';
import type { CreatedUser } from '../../test/factories';
import { withWebApp } from '../../test/web-app';
import { errorOf } from '../feed/feed-test-support';
import { mentorTestApp } from './mentor-test-support';

const { t, api, body, becomeMentor } = mentorTestApp();

/** The member's privacy choices: the defaults but for `patch`. */
const savePrivacy = (user: CreatedUser, patch: { hiddenFromDirectory?: boolean; noindex?: boolean }) =>
  api.call(user, 'PUT', '/privacy/settings', {
    emailVisibility: 'connections',
    locationVisibility: 'everyone',
    hiddenFromDirectory: false,
    noindex: false,
    ...patch,
  });

describe('becoming a mentor', () => {
  it('saves the record, flags the profile, edits it and stops', async () => {
    const awa = await api.member('Awa Diop', 'Directrice financière');
    const mentor = await becomeMentor(awa);
    expect(mentor).toMatchObject({
      profile: { id: awa.id, fullName: 'Awa Diop', title: 'Directrice financière' },
      domains: ['Finance', 'Entrepreneuriat'],
      languages: ['Français', 'Wolof'],
      tariff: '40.00',
      capacity: 2,
      activeMentees: 0,
      available: true,
      isSelf: true,
    });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, awa.id));
    expect(profile?.isMentor).toBe(true);

    const edited = await becomeMentor(awa, {
      tariff: null,
      capacity: 3,
      domains: ['Finance', ' finance ', ''],
    });
    expect(edited.id).toBe(mentor.id);
    expect(edited).toMatchObject({ tariff: null, capacity: 3, domains: ['Finance'] });

    const mine = (await api.call(awa, 'GET', '/mentors/me')).json() as { mentor: MentorDetail | null };
    expect(mine.mentor?.id).toBe(mentor.id);

    expect((await api.call(awa, 'DELETE', '/mentors/me')).statusCode).toBe(204);
    const [after] = await t.database.db.select().from(profiles).where(eq(profiles.id, awa.id));
    expect(after?.isMentor).toBe(false);
    // Out of the directory; a visitor reads «Mentor introuvable.»
    const gone = await api.call(null, 'GET', `/mentors/${mentor.id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).error.message).toBe('Mentor introuvable.');
    // Saving again makes them a mentor again, same record.
    expect((await becomeMentor(awa)).id).toBe(mentor.id);
  });

  it('refuses bad input with French texts, and a visitor with 401', async () => {
    const moussa = await api.member('Moussa Ba');
    const res = await api.call(moussa, 'PUT', '/mentors/me', {
      ...body(),
      bio: '  ',
      domains: [],
      tariff: -5,
      capacity: 0,
    });
    expect(res.statusCode).toBe(400);
    const details = errorOf(res).error.details ?? [];
    expect(details.find((d) => d.path === 'bio')?.message).toBe('Présentez-vous en quelques lignes.');
    expect(details.find((d) => d.path === 'domains')?.message).toBe(
      "Indiquez au moins un domaine d'expertise.",
    );
    expect(details.find((d) => d.path === 'tariff')?.message).toBe(
      'Le tarif doit être un montant en euros entre 0 et 10 000.',
    );
    expect(details.find((d) => d.path === 'capacity')?.message).toBe(
      'Le nombre de mentorés doit être compris entre 1 et 50.',
    );
    expect((await api.call(null, 'PUT', '/mentors/me', body())).statusCode).toBe(401);
    expect((await api.call(null, 'DELETE', '/mentors/me')).statusCode).toBe(401);
    expect((await api.call(null, 'GET', '/mentors/me')).statusCode).toBe(401);
    // Stopping without a record.
    expect((await api.call(moussa, 'DELETE', '/mentors/me')).statusCode).toBe(404);
  });
});

describe('the directory', () => {
  it('lists real mentors only, 12 a page, with name, domain and country filters', async () => {
    const created: MentorDetail[] = [];
    for (let i = 0; i < 13; i++) {
      const user = await api.member(`Zeïnab Annuaire ${i}`);
      await t.database.db
        .update(profiles)
        .set({ countryCode: i % 2 ? 'SN' : 'CI' })
        .where(eq(profiles.id, user.id));
      created.push(await becomeMentor(user, { domains: [i === 3 ? 'Agronomie' : 'Numérique'] }));
    }
    const page1 = (await api.call(null, 'GET', '/mentors?q=zeinab%20annuaire')).json() as MentorPage;
    expect(page1).toMatchObject({ total: 13, totalPages: 2, pageSize: 12 });
    expect(page1.items).toHaveLength(12);
    // Newest first.
    expect(page1.items[0]?.id).toBe(created[12]?.id);
    const page2 = (await api.call(null, 'GET', '/mentors?q=zeinab%20annuaire&page=2')).json() as MentorPage;
    expect(page2.items.map((m) => m.id)).toEqual([created[0]?.id]);

    const agro = (await api.call(null, 'GET', '/mentors?domain=Agronomie')).json() as MentorPage;
    expect(agro.items.map((m) => m.id)).toEqual([created[3]?.id]);
    const senegal = (await api.call(null, 'GET', '/mentors?q=annuaire&country=sn')).json() as MentorPage;
    expect(senegal.total).toBe(6);
    expect(senegal.items.every((m) => m.profile.countryCode === 'SN')).toBe(true);

    const options = (await api.call(null, 'GET', '/mentors/filters')).json() as {
      domains: string[];
      countries: string[];
    };
    expect(options.domains).toEqual(expect.arrayContaining(['Numérique', 'Agronomie']));
    expect(options.countries).toEqual(expect.arrayContaining(['SN', 'CI']));

    // A blocked member's record is not listed.
    const blockedId = created[5]?.profile.id ?? '';
    await t.database.db.update(profiles).set({ isBlocked: true }).where(eq(profiles.id, blockedId));
    const afterBlock = (
      await api.call(null, 'GET', '/mentors?q=zeinab%20annuaire&page=2')
    ).json() as MentorPage;
    expect(afterBlock.total).toBeLessThanOrEqual(13);
    const all = [
      ...((await api.call(null, 'GET', '/mentors?q=zeinab%20annuaire%205')).json() as MentorPage).items,
    ];
    expect(all.find((m) => m.id === created[5]?.id)).toBeUndefined();
  });

  it('leaves out a mentor whose account deletion is pending: the list, its filters and the page', async () => {
    const fatou = await api.member('Fatou Départ', 'Juriste');
    await t.database.db.update(profiles).set({ countryCode: 'ML' }).where(eq(profiles.id, fatou.id));
    const mentor = await becomeMentor(fatou, { domains: ['Droit des départs'] });
    const options = async () =>
      (await api.call(null, 'GET', '/mentors/filters')).json() as { domains: string[]; countries: string[] };
    expect(await options()).toMatchObject({
      domains: expect.arrayContaining(['Droit des départs']),
      countries: expect.arrayContaining(['ML']),
    });

    await t.database.db.update(profiles).set({ isLeaving: true }).where(eq(profiles.id, fatou.id));
    const listed = (await api.call(null, 'GET', '/mentors?q=fatou%20depart')).json() as MentorPage;
    expect(listed.total).toBe(0);
    expect(await options()).toEqual({
      domains: expect.not.arrayContaining(['Droit des départs']),
      countries: expect.not.arrayContaining(['ML']),
    });
    expect((await api.call(null, 'GET', `/mentors/${mentor.id}`)).statusCode).toBe(404);
  });

  it("counts for each viewer the mentors they see: one count shared by all, less the viewer's blocks", async () => {
    const users: CreatedUser[] = [];
    const made: MentorDetail[] = [];
    for (let i = 0; i < 3; i++) {
      users.push(await api.member(`Yacine Compte ${i}`));
      made.push(await becomeMentor(users[i] as CreatedUser));
    }
    const viewer = await api.member('Viewer Compte');
    const other = await api.member('Autre Compte');
    const totalFor = async (who: CreatedUser | null) =>
      ((await api.call(who, 'GET', '/mentors?q=yacine%20compte')).json() as MentorPage).total;
    expect(await totalFor(viewer)).toBe(3);
    expect(await totalFor(other)).toBe(3);

    // The viewer blocks one mentor, and another mentor blocks the viewer: both leave the viewer's total
    // at once (the shared count is still cached), and no one else's.
    const blockOf = async (by: CreatedUser, profileId: string) =>
      expect((await api.call(by, 'POST', '/privacy/blocks', { profileId })).statusCode).toBeLessThan(300);
    await blockOf(viewer, made[0]?.profile.id ?? '');
    await blockOf(users[1] as CreatedUser, viewer.id);
    expect(await totalFor(viewer)).toBe(1);
    const seen = ((await api.call(viewer, 'GET', '/mentors?q=yacine%20compte')).json() as MentorPage).items;
    expect(seen.map((m) => m.id)).toEqual([made[2]?.id]);
    expect(await totalFor(other)).toBe(3);
    expect(await totalFor(null)).toBe(3);

    // Lifting the viewer's block shows that mentor again at once; the other member's block stays.
    const lifted = await api.call(viewer, 'DELETE', `/privacy/blocks/${made[0]?.profile.id}`);
    expect(lifted.statusCode).toBeLessThan(300);
    expect(await totalFor(viewer)).toBe(2);
  });
});

describe('the profile form and the mentor record (plan 002 decision 14)', () => {
  it('ignores the old "Mentor" box: the badge and the directory follow the mentor record only', async () => {
    const ama = await api.member('Ama Boateng', 'Architecte');
    const isMentorOf = async () =>
      (await t.database.db.select().from(profiles).where(eq(profiles.id, ama.id)))[0]?.isMentor;
    const section = await api.call(ama, 'PATCH', '/profiles/me/sections/professional', {
      title: 'Architecte',
      location: { ville: 'Accra', pays: 'Ghana' },
      isMentor: true,
    });
    expect(section.statusCode).toBe(200);
    const whole = await api.call(ama, 'PATCH', '/profiles/me', {
      fullName: 'Ama Boateng',
      title: 'Architecte',
      location: { ville: 'Accra', pays: 'Ghana' },
      isMentor: true,
    });
    expect(whole.statusCode).toBe(200);
    expect(await isMentorOf()).toBe(false);
    const listed = (await api.call(null, 'GET', '/mentors?q=Boateng')).json() as MentorPage;
    expect(listed.total).toBe(0);

    const mentor = await becomeMentor(ama);
    expect(await isMentorOf()).toBe(true);
    // Another filter: the first one's count is kept a minute.
    expect(
      ((await api.call(null, 'GET', '/mentors?q=Ama%20Boateng')).json() as MentorPage).items[0]?.id,
    ).toBe(mentor.id);
    // Unticking through the profile changes nothing either: only stopping does.
    await api.call(ama, 'PATCH', '/profiles/me/sections/professional', {
      title: 'Architecte',
      location: { ville: 'Accra', pays: 'Ghana' },
      isMentor: false,
    });
    expect(await isMentorOf()).toBe(true);
    await api.call(ama, 'DELETE', '/mentors/me');
    expect(await isMentorOf()).toBe(false);
  });
});

describe("a mentor who chose not to appear in the network's directory", () => {
  it('is not listed among the mentors, keeps their page, and is told so on their form', async () => {
    const ines = await api.member('Inès Retrait', 'Juriste');
    const mentor = await becomeMentor(ines);
    const listedIds = async (q: string) =>
      ((await api.call(null, 'GET', `/mentors?q=${q}`)).json() as MentorPage).items.map((m) => m.id);
    expect(await listedIds('ines%20retrait')).toEqual([mentor.id]);
    const mine = async () =>
      ((await api.call(ines, 'GET', '/mentors/me')).json() as { hiddenFromDirectory: boolean })
        .hiddenFromDirectory;
    expect(await mine()).toBe(false);

    const saved = await savePrivacy(ines, { hiddenFromDirectory: true });
    expect(saved.statusCode).toBe(200);
    // Another filter than the first (a filter's count is kept a minute): the list itself is read fresh.
    expect(await listedIds('retrait')).toEqual([]);
    expect(await listedIds('ines%20retrait')).toEqual([]);
    expect((await api.call(null, 'GET', `/mentors/${mentor.id}`)).statusCode).toBe(200);
    expect(await mine()).toBe(true);
  });
});

describe('share preview', () => {
  it('renders a listed mentor into the HTML of /mentors/{id}, and nothing once they stopped', async () => {
    const kwame = await api.member('Kwame <Mensah>', 'Banquier');
    const mentor = await becomeMentor(kwame, { domains: ['Banque', 'Levée de fonds'] });
    await withWebApp(t, async (app) => {
      const res = await app.inject({ method: 'GET', url: `/mentors/${mentor.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('property="og:title"');
      expect(res.body).toContain('Kwame &lt;Mensah&gt; · Mentor');
      expect(res.body).toContain('Banque, Levée de fonds. Vingt ans dans la finance');
      await api.call(kwame, 'DELETE', '/mentors/me');
      const stopped = await app.inject({ method: 'GET', url: `/mentors/${mentor.id}` });
      expect(stopped.body).not.toContain('Kwame &lt;Mensah&gt;');
    });
  });

  it('previews nothing for a mentor whom staff suspended, as their page answers 404', async () => {
    const sekou = await api.member('Sékou Camara', 'Consultant');
    const mentor = await becomeMentor(sekou);
    await t.database.db.update(profiles).set({ isSuspended: true }).where(eq(profiles.id, sekou.id));
    expect((await api.call(null, 'GET', `/mentors/${mentor.id}`)).statusCode).toBe(404);
    await withWebApp(t, async (app) => {
      const res = await app.inject({ method: 'GET', url: `/mentors/${mentor.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Sékou Camara');
      expect(res.body).not.toContain('Vingt ans dans la finance');
    });
  });

  it("keeps search engines off the page of a mentor who refused indexing, in the HTML and in the API's answer", async () => {
    const binta = await api.member('Binta Sow', 'Ingénieure');
    const mentor = await becomeMentor(binta);
    const read = async () =>
      ((await api.call(null, 'GET', `/mentors/${mentor.id}`)).json() as MentorDetail).noindex;
    expect(await read()).toBe(false);
    const saved = await savePrivacy(binta, { noindex: true });
    expect(saved.statusCode).toBe(200);
    expect(await read()).toBe(true);
    await withWebApp(t, async (app) => {
      const res = await app.inject({ method: 'GET', url: `/mentors/${mentor.id}` });
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      // The preview itself stays: sharing a link is the member's own act, indexing is not.
      expect(res.body).toContain('Binta Sow · Mentor');
    });
  });
});
