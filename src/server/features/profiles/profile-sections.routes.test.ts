/** Profile routes: editing a profile by section (personal, professional, bio, categories), its completeness and the edit mode. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profileProfessionalCategories } from '../../db/schema';
import { testClient, validationMessages } from '../../test/api-client';
import { type CreatedUser, createUser } from '../../test/factories';
import { dakar, paris, specialitiesOf } from '../../test/profile-factories';
import { testAppForFile } from '../../test/suite';

const t = testAppForFile();
const { call } = testClient(t, '/api/v1');

const db = () => t.database.db;

const patchSection = (user: CreatedUser, section: string, payload: unknown) =>
  call(user, 'PATCH', `/profiles/me/sections/${section}`, payload as object);

describe('section "personal"', () => {
  it('requires the full name', async () => {
    const user = await createUser(t.app, db());
    const res = await patchSection(user, 'personal', { fullName: '   ' });
    expect(res.statusCode).toBe(400);
    expect(validationMessages(res).fullName).toBe('Le nom complet est obligatoire');
  });

  it('prepends https:// to a website without protocol', async () => {
    const user = await createUser(t.app, db());
    const res = await patchSection(user, 'personal', { fullName: 'Awa Diop', website: 'awa-diop.sn' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Awa Diop', website: 'https://awa-diop.sn' });
    expect(res.json().sections.personal).toBe(true);
  });

  it.each(['http://awa-diop.sn', 'ftp://awa-diop.sn', 'javascript:alert(1)'])(
    'refuses the non-https website %s',
    async (website) => {
      const user = await createUser(t.app, db());
      const res = await patchSection(user, 'personal', { fullName: 'Awa Diop', website });
      expect(res.statusCode).toBe(400);
      expect(validationMessages(res).website).toBe("L'URL du site web doit utiliser le protocole HTTPS.");
    },
  );

  it('clears the website with an empty value and keeps it when absent', async () => {
    const user = await createUser(t.app, db());
    await patchSection(user, 'personal', { fullName: 'Awa', website: 'https://awa.sn' });
    const kept = await patchSection(user, 'personal', { fullName: 'Awa Diop' });
    expect(kept.json().website).toBe('https://awa.sn');
    const cleared = await patchSection(user, 'personal', { fullName: 'Awa Diop', website: '' });
    expect(cleared.json().website).toBeNull();
  });
});

describe('section "professional"', () => {
  it('requires the title and the location', async () => {
    const user = await createUser(t.app, db());
    const res = await patchSection(user, 'professional', { title: '' });
    expect(res.statusCode).toBe(400);
    expect(validationMessages(res)).toEqual({
      title: 'Le titre professionnel est obligatoire',
      location: 'La localisation est obligatoire',
    });
  });

  it('requires both a city and a country', async () => {
    const user = await createUser(t.app, db());
    const res = await patchSection(user, 'professional', {
      title: 'Juriste',
      location: { ville: 'Dakar', pays: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(validationMessages(res).location).toBe(
      'Veuillez sélectionner une ville et un pays pour la localisation.',
    );
  });

  it('stores the location in the spec shape, filling the country code from the French name', async () => {
    const user = await createUser(t.app, db());
    const statuses = (await call(null, 'GET', '/professional-statuses')).json().items;
    const status = statuses.find((s: { label: string }) => s.label === 'Consultant(e)');
    const res = await patchSection(user, 'professional', {
      title: 'Consultante',
      company: 'Diop Conseil',
      professionalStatusId: status.id,
      location: { ville: 'Abidjan', pays: "Côte d'Ivoire" },
      isOpenToWork: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Consultante',
      company: 'Diop Conseil',
      professionalStatus: { id: status.id, label: 'Consultant(e)' },
      location: {
        ville: 'Abidjan',
        pays: "Côte d'Ivoire",
        country_code: 'CI',
        adresse_complete: "Abidjan, Côte d'Ivoire",
      },
      countryCode: 'CI',
      isOpenToWork: true,
    });
  });

  it('refuses an unknown professional status', async () => {
    const user = await createUser(t.app, db());
    const res = await patchSection(user, 'professional', {
      title: 'Juriste',
      location: dakar,
      professionalStatusId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(validationMessages(res).professionalStatusId).toBe('Statut professionnel inconnu.');
  });
});

describe('section "bio"', () => {
  it('requires a bio of at most 1500 characters', async () => {
    const user = await createUser(t.app, db());
    const empty = await patchSection(user, 'bio', { bio: ' ' });
    expect(validationMessages(empty).bio).toBe('La biographie est obligatoire');
    const long = await patchSection(user, 'bio', { bio: 'a'.repeat(1501) });
    expect(long.statusCode).toBe(400);
    expect(validationMessages(long).bio).toBe('La biographie ne peut pas dépasser 1500 caractères.');
    const ok = await patchSection(user, 'bio', { bio: 'a'.repeat(1500) });
    expect(ok.statusCode).toBe(200);
  });
});

describe('section "categories" and the category picker', () => {
  it('serves the seeded tree: the sectors of 002 §3, each with specialities', async () => {
    const res = await call(null, 'GET', '/professional-categories');
    expect(res.statusCode).toBe(200);
    const tree = res.json().items as { name: string; parentId: null; children: { parentId: string }[] }[];
    expect(tree.length).toBeGreaterThanOrEqual(40);
    expect(tree.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Informatique', 'Finance', 'Médical', 'BTP']),
    );
    for (const sector of tree) {
      expect(sector.parentId).toBeNull();
      expect(sector.children.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('lists active statuses by label', async () => {
    const items = (await call(null, 'GET', '/professional-statuses')).json().items;
    const labels = items.map((s: { label: string }) => s.label);
    expect(labels).toEqual(expect.arrayContaining(['Salarié(e)', 'Étudiant(e)', 'Retraité(e)']));
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(labels.indexOf('Étudiant(e)')).toBeLessThan(labels.indexOf('Fonctionnaire'));
  });

  it('saves up to 7 categories and refuses an 8th with the spec message', async () => {
    const user = await createUser(t.app, db());
    const ids = [
      ...(await specialitiesOf(db(), 'Informatique')),
      ...(await specialitiesOf(db(), 'Finance')),
    ].map((c) => c.id);
    const seven = await patchSection(user, 'categories', { categoryIds: ids.slice(0, 7) });
    expect(seven.statusCode).toBe(200);
    expect(seven.json().categories).toHaveLength(7);
    expect(seven.json().categories[0]).toMatchObject({ parentName: expect.any(String) });

    const eight = await call(user, 'PUT', '/profiles/me/categories', { categoryIds: ids.slice(0, 8) });
    expect(eight.statusCode).toBe(400);
    expect(validationMessages(eight).categoryIds).toBe(
      'Vous ne pouvez sélectionner que 7 catégories professionnelles maximum.',
    );
    const stored = await db()
      .select()
      .from(profileProfessionalCategories)
      .where(eq(profileProfessionalCategories.profileId, user.id));
    expect(stored).toHaveLength(7);
  });

  it('requires at least one category in the section, and refuses unknown ids', async () => {
    const user = await createUser(t.app, db());
    const none = await patchSection(user, 'categories', { categoryIds: [] });
    expect(validationMessages(none).categoryIds).toBe(
      'Veuillez sélectionner au moins une catégorie professionnelle.',
    );
    const unknown = await patchSection(user, 'categories', {
      categoryIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(validationMessages(unknown).categoryIds).toBe('Catégorie professionnelle inconnue.');
  });

  it('replaces the set and lets the picker empty it', async () => {
    const user = await createUser(t.app, db());
    const [a, b] = await specialitiesOf(db(), 'Droit');
    await patchSection(user, 'categories', { categoryIds: [a?.id] });
    const replaced = await call(user, 'PUT', '/profiles/me/categories', { categoryIds: [b?.id, b?.id] });
    expect(replaced.json().categories.map((c: { id: string }) => c.id)).toEqual([b?.id]);
    const emptied = await call(user, 'PUT', '/profiles/me/categories', { categoryIds: [] });
    expect(emptied.json().categories).toEqual([]);
  });
});

describe('is_complete', () => {
  it('turns true once name, title, location, bio and a category are saved, and the session says so', async () => {
    const user = await createUser(t.app, db());
    const [category] = await specialitiesOf(db(), 'Éducation');
    await patchSection(user, 'personal', { fullName: 'Awa Diop' });
    await patchSection(user, 'professional', { title: 'Enseignante', location: dakar });
    let view = (await patchSection(user, 'bio', { bio: 'Professeure de mathématiques.' })).json();
    expect(view.isComplete).toBe(false);
    view = (await patchSection(user, 'categories', { categoryIds: [category?.id] })).json();
    expect(view.isComplete).toBe(true);
    expect(view.sections).toEqual({ personal: true, professional: true, bio: true, categories: true });
    const session = await call(user, 'GET', '/auth/session');
    expect(session.json().user.isComplete).toBe(true);

    const emptied = await call(user, 'PUT', '/profiles/me/categories', { categoryIds: [] });
    expect(emptied.json().isComplete).toBe(false);
  });
});

describe('other sections and the edit mode', () => {
  it("answers 'Section non trouvée' for another section name", async () => {
    const user = await createUser(t.app, db());
    const res = await patchSection(user, 'hobbies', { x: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'section_not_found', message: 'Section non trouvée' });
  });

  it('edit mode requires full name, title and location', async () => {
    const user = await createUser(t.app, db());
    const res = await call(user, 'PATCH', '/profiles/me', {});
    expect(res.statusCode).toBe(400);
    expect(validationMessages(res)).toEqual({
      fullName: 'Le nom complet est obligatoire',
      title: 'Le titre professionnel est obligatoire',
      location: 'La localisation est obligatoire',
    });
  });

  it('edit mode saves every field at once', async () => {
    const user = await createUser(t.app, db());
    const res = await call(user, 'PATCH', '/profiles/me', {
      fullName: 'Kofi Mensah',
      title: 'Architecte',
      company: 'Mensah & Co',
      location: paris,
      bio: 'Architecte entre Accra et Paris.',
      website: 'mensah.archi',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Kofi Mensah',
      company: 'Mensah & Co',
      website: 'https://mensah.archi',
      location: { ville: 'Paris', country_code: 'FR' },
      bio: 'Architecte entre Accra et Paris.',
    });
  });

  it('never lets a visitor write a profile', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/v1/profiles/me'],
      ['PATCH', '/api/v1/profiles/me/sections/personal'],
      ['PUT', '/api/v1/profiles/me/categories'],
      ['POST', '/api/v1/profiles/me/avatar'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect([400, 401]).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().error.code).toBe('validation_failed');
    }
    const personal = await call(null, 'PATCH', '/profiles/me/sections/personal', { fullName: 'Intrus' });
    expect(personal.statusCode).toBe(401);
  });
});
