import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { experiences, portfolioItems, skills } from '../../db/schema';
import { publicFileOf, testClient, validationMessages } from '../../test/api-client';
import { type CreatedUser, createUser } from '../../test/factories';
import { setProfile } from '../../test/profile-factories';
import { testAppForFile, userFixture } from '../../test/suite';

const t = testAppForFile();
const owner = userFixture(t);
const other = userFixture(t);

const png = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#026f62' } })
    .png()
    .toBuffer();

const putImage = (user: CreatedUser, id: string, content: Buffer) =>
  upload(user, `/profiles/me/portfolio/${id}/image`, 'image.png', content, 'image/png', 'PUT');

const fileOf = (url: string) => publicFileOf(t, url);

const { call, upload } = testClient(t, '/api/v1');

/** `YYYY-MM` of a month relative to now (UTC). */
const monthFromNow = (months: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 7);
};

const experience = (overrides: object = {}) => ({
  companyName: 'Orange Côte d’Ivoire',
  role: 'Cheffe de projet',
  startDate: '2019-03',
  endDate: '2021-06',
  current: false,
  location: 'Abidjan',
  description: 'Déploiement du mobile money.',
  ...overrides,
});

describe('experiences', () => {
  it('creates one, storing the month as the first of the month', async () => {
    const res = await call(owner, 'POST', '/profiles/me/experiences', experience());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ startDate: '2019-03', endDate: '2021-06', current: false });
    const [row] = await t.database.db.select().from(experiences).where(eq(experiences.id, res.json().id));
    expect(row?.startDate).toBe('2019-03-01');
    expect(row?.endDate).toBe('2021-06-01');
  });

  it('requires company, role and start date', async () => {
    const res = await call(owner, 'POST', '/profiles/me/experiences', {
      companyName: ' ',
      role: '',
      startDate: '',
    });
    expect(res.statusCode).toBe(400);
    expect(validationMessages(res)).toEqual({
      companyName: "Le nom de l'entreprise est obligatoire",
      role: 'Le poste est obligatoire',
      startDate: 'La date de début est obligatoire',
    });
  });

  it('refuses a start date in the future, then accepts this month', async () => {
    const future = await call(
      owner,
      'POST',
      '/profiles/me/experiences',
      experience({ startDate: monthFromNow(2), endDate: null }),
    );
    expect(future.statusCode).toBe(400);
    expect(validationMessages(future).startDate).toBe('La date de début ne peut pas être dans le futur.');
    const now = await call(
      owner,
      'POST',
      '/profiles/me/experiences',
      experience({ startDate: monthFromNow(-1), endDate: null, current: true }),
    );
    expect(now.statusCode).toBe(201);
  });

  it('refuses a start after the end', async () => {
    const res = await call(
      owner,
      'POST',
      '/profiles/me/experiences',
      experience({ startDate: '2022-05', endDate: '2022-04' }),
    );
    expect(res.statusCode).toBe(400);
    expect(validationMessages(res).startDate).toBe('La date de début ne peut pas être après la date de fin.');
  });

  it("'En cours' clears the end date", async () => {
    const res = await call(
      owner,
      'POST',
      '/profiles/me/experiences',
      experience({ current: true, endDate: '2021-01' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ current: true, endDate: null });
  });

  it('refuses a malformed month and a year outside 1950 to now + 5', async () => {
    for (const startDate of ['2020-13', '03/2020', '1949-12']) {
      const res = await call(
        owner,
        'POST',
        '/profiles/me/experiences',
        experience({ startDate, endDate: null }),
      );
      expect(validationMessages(res).startDate).toBe('Veuillez choisir un mois et une année valides.');
    }
  });

  it('lists them newest start first, for the owner and for anyone', async () => {
    const member = await createUser(t.app, t.database.db);
    for (const startDate of ['2015-01', '2020-09', '2018-04']) {
      await call(member, 'POST', '/profiles/me/experiences', experience({ startDate, endDate: null }));
    }
    const own = await call(member, 'GET', '/profiles/me/experiences');
    expect(own.json().items.map((e: { startDate: string }) => e.startDate)).toEqual([
      '2020-09',
      '2018-04',
      '2015-01',
    ]);
    const seen = await call(null, 'GET', `/profiles/${member.id}/experiences`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().items).toHaveLength(3);
  });

  it('edits and deletes one; another member gets 404 on both and nothing changes', async () => {
    const created = (await call(owner, 'POST', '/profiles/me/experiences', experience())).json();
    const stolen = await call(
      other,
      'PATCH',
      `/profiles/me/experiences/${created.id}`,
      experience({ role: 'Pirate' }),
    );
    expect(stolen.statusCode).toBe(404);
    const stolenDelete = await call(other, 'DELETE', `/profiles/me/experiences/${created.id}`);
    expect(stolenDelete.statusCode).toBe(404);
    const [kept] = await t.database.db.select().from(experiences).where(eq(experiences.id, created.id));
    expect(kept?.role).toBe('Cheffe de projet');

    const edited = await call(
      owner,
      'PATCH',
      `/profiles/me/experiences/${created.id}`,
      experience({ role: 'Directrice' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().role).toBe('Directrice');
    const deleted = await call(owner, 'DELETE', `/profiles/me/experiences/${created.id}`);
    expect(deleted.json()).toEqual({ ok: true });
    const again = await call(owner, 'DELETE', `/profiles/me/experiences/${created.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses a visitor', async () => {
    const res = await call(null, 'POST', '/profiles/me/experiences', experience());
    expect(res.statusCode).toBe(401);
  });
});

describe('education', () => {
  const entry = (overrides: object = {}) => ({
    institution: 'Université Cheikh Anta Diop',
    degree: 'Master',
    fieldOfStudy: 'Économie',
    startDate: '2012-10',
    endDate: '2014-07',
    ...overrides,
  });

  it('requires institution, degree, field of study and start date', async () => {
    const res = await call(owner, 'POST', '/profiles/me/education', {});
    expect(validationMessages(res)).toEqual({
      institution: "L'établissement est obligatoire",
      degree: 'Le diplôme est obligatoire',
      fieldOfStudy: "Le domaine d'études est obligatoire",
      startDate: 'La date de début est obligatoire',
    });
  });

  it('checks the order of dates and clears the end when current', async () => {
    const bad = await call(
      owner,
      'POST',
      '/profiles/me/education',
      entry({ startDate: '2015-01', endDate: '2014-01' }),
    );
    expect(validationMessages(bad).startDate).toBe('La date de début ne peut pas être après la date de fin.');
    const current = await call(owner, 'POST', '/profiles/me/education', entry({ current: true }));
    expect(current.json()).toMatchObject({ current: true, endDate: null });
  });

  it('lists newest start first and is owned like experiences', async () => {
    const member = await createUser(t.app, t.database.db);
    const first = (
      await call(
        member,
        'POST',
        '/profiles/me/education',
        entry({ startDate: '2008-09', endDate: '2011-06' }),
      )
    ).json();
    await call(member, 'POST', '/profiles/me/education', entry({ startDate: '2011-09', endDate: '2013-06' }));
    const list = await call(member, 'GET', '/profiles/me/education');
    expect(list.json().items.map((e: { startDate: string }) => e.startDate)).toEqual(['2011-09', '2008-09']);
    expect((await call(other, 'PATCH', `/profiles/me/education/${first.id}`, entry())).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/profiles/me/education/${first.id}`)).statusCode).toBe(404);
    const edited = await call(
      member,
      'PATCH',
      `/profiles/me/education/${first.id}`,
      entry({ degree: 'Licence', startDate: '2008-09', endDate: '2011-06' }),
    );
    expect(edited.json().degree).toBe('Licence');
    expect((await call(member, 'DELETE', `/profiles/me/education/${first.id}`)).statusCode).toBe(200);
  });
});

describe('skills', () => {
  it('requires a name of at most 80 characters and a known category; proficiency 1–5, 3 by default', async () => {
    const empty = await call(owner, 'POST', '/profiles/me/skills', { name: '', category: 'Cuisine' });
    expect(validationMessages(empty)).toEqual({
      name: 'Le nom de la compétence est obligatoire',
      category: 'Veuillez choisir une catégorie de compétence.',
    });
    const long = await call(owner, 'POST', '/profiles/me/skills', {
      name: 'x'.repeat(81),
      category: 'Technical',
    });
    expect(validationMessages(long).name).toBe('La compétence doit faire au maximum 80 caractères.');
    for (const proficiency of [0, 6, 2.5]) {
      const res = await call(owner, 'POST', '/profiles/me/skills', {
        name: 'SQL',
        category: 'Technical',
        proficiency,
      });
      expect(validationMessages(res).proficiency).toBe('Le niveau doit être compris entre 1 et 5.');
    }
    const ok = await call(owner, 'POST', '/profiles/me/skills', {
      name: 'x'.repeat(80),
      category: 'Technical',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().proficiency).toBe(3);
  });

  it('allows 7 skills per category and refuses the 8th on the server', async () => {
    const member = await createUser(t.app, t.database.db);
    for (let i = 0; i < 7; i++) {
      const res = await call(member, 'POST', '/profiles/me/skills', {
        name: `Langue ${i}`,
        category: 'Languages',
      });
      expect(res.statusCode).toBe(201);
    }
    const eighth = await call(member, 'POST', '/profiles/me/skills', {
      name: 'Wolof',
      category: 'Languages',
    });
    expect(eighth.statusCode).toBe(409);
    expect(eighth.json().error).toMatchObject({
      code: 'skill_category_full',
      message: 'Vous ne pouvez ajouter que 7 compétences par catégorie.',
    });
    // Another category still has room; moving a skill into the full one is refused too.
    const tool = (
      await call(member, 'POST', '/profiles/me/skills', { name: 'Figma', category: 'Tools' })
    ).json();
    const moved = await call(member, 'PATCH', `/profiles/me/skills/${tool.id}`, {
      name: 'Figma',
      category: 'Languages',
    });
    expect(moved.statusCode).toBe(409);
    // Editing a skill within its full category is fine.
    const list = (await call(member, 'GET', '/profiles/me/skills')).json().items;
    const language = list.find((s: { category: string }) => s.category === 'Languages');
    const renamed = await call(member, 'PATCH', `/profiles/me/skills/${language.id}`, {
      name: 'Lingala',
      category: 'Languages',
      proficiency: 5,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Lingala', proficiency: 5 });
  });

  it('holds the limit under concurrent adds', async () => {
    const member = await createUser(t.app, t.database.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(member, 'POST', '/profiles/me/skills', { name: `Outil ${i}`, category: 'Tools' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(7);
    const stored = await t.database.db.select().from(skills).where(eq(skills.profileId, member.id));
    expect(stored).toHaveLength(7);
  });

  it('lists by category then name, including older names longer than 80', async () => {
    const member = await createUser(t.app, t.database.db);
    await call(member, 'POST', '/profiles/me/skills', { name: 'TypeScript', category: 'Technical' });
    await call(member, 'POST', '/profiles/me/skills', { name: 'Anglais', category: 'Languages' });
    await call(member, 'POST', '/profiles/me/skills', { name: 'Docker', category: 'Technical' });
    await call(member, 'POST', '/profiles/me/skills', { name: 'Négociation', category: 'Soft Skills' });
    await t.database.db
      .insert(skills)
      .values({ profileId: member.id, name: 'A'.repeat(120), category: 'Tools' });
    const items = (await call(null, 'GET', `/profiles/${member.id}/skills`)).json().items;
    expect(
      items.map((s: { category: string; name: string }) => `${s.category}/${s.name.slice(0, 10)}`),
    ).toEqual([
      'Languages/Anglais',
      'Soft Skills/Négociatio',
      'Technical/Docker',
      'Technical/TypeScript',
      `Tools/${'A'.repeat(10)}`,
    ]);
    expect(items[4].name).toHaveLength(120);
  });

  it('answers 404 to another member on edit and delete', async () => {
    const skill = (
      await call(owner, 'POST', '/profiles/me/skills', { name: 'Python', category: 'Technical' })
    ).json();
    expect(
      (await call(other, 'PATCH', `/profiles/me/skills/${skill.id}`, { name: 'Perl', category: 'Technical' }))
        .statusCode,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/profiles/me/skills/${skill.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/profiles/me/skills/${skill.id}`)).statusCode).toBe(200);
  });
});

describe('portfolio', () => {
  it('requires title and type, and a valid URL', async () => {
    const res = await call(owner, 'POST', '/profiles/me/portfolio', {
      title: '',
      type: 'Poster',
      url: 'pas une url',
    });
    expect(validationMessages(res)).toEqual({
      title: 'Le titre est obligatoire',
      type: 'Veuillez choisir un type : Projet, Publication, Certification, Prix ou Autre.',
      url: "L'URL n'est pas valide.",
    });
  });

  it('never stores an image address: the image is uploaded, re-encoded and served here (issue 33)', async () => {
    const member = await createUser(t.app, t.database.db);
    const tracker = 'https://traceur.example/pixel.png';
    const created = await call(member, 'POST', '/profiles/me/portfolio', {
      title: 'Pont de Saint-Louis',
      type: 'Project',
      imageUrl: tracker,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ imageUrl: null, imageLink: null });
    const id: string = created.json().id;
    const edited = await call(member, 'PATCH', `/profiles/me/portfolio/${id}`, {
      title: 'Pont de Saint-Louis',
      type: 'Project',
      imageUrl: tracker,
    });
    expect(edited.json()).toMatchObject({ imageUrl: null, imageLink: null });

    const first = await putImage(member, id, await png());
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl: string = first.json().imageUrl;
    expect(firstUrl).toMatch(new RegExp(`^/storage/media/portfolio/${member.id}/[0-9a-f-]{36}\\.png$`));
    expect(existsSync(fileOf(firstUrl))).toBe(true);
    const shown = (await call(other, 'GET', `/profiles/${member.id}/portfolio`)).json().items[0];
    expect(shown).toMatchObject({ imageUrl: firstUrl, imageLink: null });

    // Another member cannot put an image on it; a file that is not an image is refused.
    expect((await putImage(other, id, await png())).statusCode).toBe(404);
    const text = await putImage(member, id, Buffer.from('<html>pas une image</html>'));
    expect(text.statusCode).toBe(415);

    // A new image replaces the file; removing it, or the item, removes the file.
    const second = (await putImage(member, id, await png())).json().imageUrl;
    expect(existsSync(fileOf(firstUrl))).toBe(false);
    const removed = await call(member, 'DELETE', `/profiles/me/portfolio/${id}/image`);
    expect(removed.json()).toMatchObject({ imageUrl: null, imageLink: null });
    expect(existsSync(fileOf(second))).toBe(false);
    const third = (await putImage(member, id, await png())).json().imageUrl;
    expect((await call(member, 'DELETE', `/profiles/me/portfolio/${id}`)).statusCode).toBe(200);
    expect(existsSync(fileOf(third))).toBe(false);
  });

  it('offers an address stored before uploads as a link, never as an image to load (issue 33)', async () => {
    const member = await createUser(t.app, t.database.db);
    const old = 'https://ancien-hebergeur.example/affiche.jpg';
    await t.database.db
      .insert(portfolioItems)
      .values({ profileId: member.id, title: 'Affiche', type: 'Publication', imageUrl: old });
    const [item] = (await call(null, 'GET', `/profiles/${member.id}/portfolio`)).json().items;
    expect(item).toMatchObject({ imageUrl: null, imageLink: old });
    // Removing it drops the address (nothing of ours to delete).
    const removed = await call(member, 'DELETE', `/profiles/me/portfolio/${item.id}/image`);
    expect(removed.json()).toMatchObject({ imageUrl: null, imageLink: null });
  });

  it('accepts every spec type, lists newest first and is owned', async () => {
    const member = await createUser(t.app, t.database.db);
    const created: string[] = [];
    for (const type of ['Project', 'Publication', 'Certification', 'Award', 'Other']) {
      const res = await call(member, 'POST', '/profiles/me/portfolio', {
        title: `Élément ${type}`,
        type,
        url: 'https://exemple.org/projet',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().imageUrl).toBeNull();
      created.push(res.json().id);
    }
    // Distinct creation times, so the order is the one asked for, not the insert order.
    for (const [i, id] of created.entries()) {
      await t.database.db
        .update(portfolioItems)
        .set({ createdAt: new Date(Date.UTC(2024, 0, 1 + i)) })
        .where(eq(portfolioItems.id, id));
    }
    const items = (await call(member, 'GET', '/profiles/me/portfolio')).json().items;
    expect(items.map((p: { id: string }) => p.id)).toEqual([...created].reverse());

    const first = created[0];
    expect(
      (await call(other, 'PATCH', `/profiles/me/portfolio/${first}`, { title: 'X', type: 'Other' }))
        .statusCode,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/profiles/me/portfolio/${first}`)).statusCode).toBe(404);
    const edited = await call(member, 'PATCH', `/profiles/me/portfolio/${first}`, {
      title: 'Prix Jeune Talent',
      type: 'Award',
    });
    expect(edited.json()).toMatchObject({ title: 'Prix Jeune Talent', type: 'Award', url: null });
  });
});

describe('reading another member’s lists', () => {
  it('checks the profile id and hides blocked members', async () => {
    const bad = await call(null, 'GET', '/profiles/abc/portfolio');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_profile_id');
    const blocked = await createUser(t.app, t.database.db);
    await setProfile(t.database.db, blocked.id, { isBlocked: true });
    expect((await call(other, 'GET', `/profiles/${blocked.id}/experiences`)).statusCode).toBe(404);
  });

  it('refuses a malformed item id', async () => {
    const res = await call(owner, 'DELETE', '/profiles/me/skills/abc');
    expect(res.statusCode).toBe(400);
    expect(validationMessages(res).itemId).toBe('Identifiant invalide.');
  });
});
