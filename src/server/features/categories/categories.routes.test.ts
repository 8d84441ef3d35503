import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminProfessionalCategory } from '../../../common/contracts/categories';
import { companies, companyProfessionalCategories, contentCategories, profiles } from '../../db/schema';
import { seedReference } from '../../db/seed/reference';
import { callFromAnywhere } from '../../test/api-client';
import { place } from '../../test/profile-factories';
import { testAppForFile, userFixture } from '../../test/suite';
import { contentCategorySeeds } from './content-category.service';

const t = testAppForFile();
const admin = userFixture(t, { role: 'admin' });
const editor = userFixture(t, { role: 'contentmanager' });
const member = userFixture(t);
const call = callFromAnywhere(t);

const proList = async (q?: string): Promise<AdminProfessionalCategory[]> => {
  const res = await call(
    admin,
    'GET',
    `/admin/professional-categories${q ? `?q=${encodeURIComponent(q)}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};
const createPro = async (name: string, parentId: string | null = null, description?: string) => {
  const res = await call(admin, 'POST', '/admin/professional-categories', { name, parentId, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminProfessionalCategory;
};

describe('professional categories (001 §2.7)', () => {
  it('is the admins’ only, with the screen’s own text for other staff', async () => {
    expect((await call(null, 'GET', '/admin/professional-categories')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/admin/professional-categories')).statusCode).toBe(403);
    const refused = await call(editor, 'POST', '/admin/professional-categories', { name: 'Piraterie' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      "Vous n'avez pas les autorisations nécessaires pour accéder à cette page",
    );
  });

  it('lists each sector in French order followed by its specialities, and searches accent-blind', async () => {
    const items = await proList();
    const sectors = items.filter((item) => item.parentId === null);
    expect(sectors.map((s) => s.name)).toEqual(
      [...sectors.map((s) => s.name)].sort(new Intl.Collator('fr', { sensitivity: 'base' }).compare),
    );
    for (const [index, item] of items.entries()) {
      if (item.parentId === null) continue;
      const sector = items
        .slice(0, index)
        .reverse()
        .find((row) => row.parentId === null);
      expect(sector?.id).toBe(item.parentId);
      expect(item.parentName).toBe(sector?.name);
    }
    const found = await proList('SANTE');
    expect(found.some((item) => item.name.startsWith('Santé'))).toBe(true);
    expect(found.length).toBeLessThan(items.length);
  });

  it('refuses an empty name, a taken one, a speciality as parent, itself as parent, and a third level', async () => {
    const empty = await call(admin, 'POST', '/admin/professional-categories', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].message).toBe('Le nom est requis');

    const sector = await createPro('Économie bleue', null, 'Pêche, ports, océans');
    const speciality = await createPro('Aquaculture', sector.id);
    expect(speciality).toMatchObject({ parentName: 'Économie bleue', childCount: 0 });
    const taken = await call(admin, 'POST', '/admin/professional-categories', {
      name: 'Aquaculture',
      parentId: sector.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Une catégorie porte déjà ce nom.');
    // The same name in another sector is another category.
    expect((await proList()).filter((item) => item.name === 'Aquaculture')).toHaveLength(1);

    const third = await call(admin, 'POST', '/admin/professional-categories', {
      name: 'Crevettes',
      parentId: speciality.id,
    });
    expect(third.statusCode).toBe(400);
    expect(third.json().error.code).toBe('category_parent_invalid');
    const self = await call(admin, 'PATCH', `/admin/professional-categories/${sector.id}`, {
      name: 'Économie bleue',
      parentId: sector.id,
    });
    expect(self.statusCode).toBe(400);
    const other = (await proList()).find((item) => item.parentId === null && item.id !== sector.id);
    const sectorUnder = await call(admin, 'PATCH', `/admin/professional-categories/${sector.id}`, {
      name: 'Économie bleue',
      parentId: other?.id,
    });
    expect(sectorUnder.statusCode).toBe(400);
    const unknown = await call(
      admin,
      'PATCH',
      '/admin/professional-categories/00000000-0000-4000-8000-000000000000',
      {
        name: 'Rien',
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("a member's profile follows a rename and a deletion, and loses completeness with its last category", async () => {
    const sector = await createPro('Industries créatives');
    const speciality = await createPro('Animation 3D', sector.id);
    const other = await createPro('Photographie', sector.id);
    await t.database.db
      .update(profiles)
      .set({
        fullName: 'Kofi Mensah',
        title: 'Animateur',
        bio: 'Studio à Accra',
        location: place('Accra', 'Ghana', 'GH'),
      })
      .where(eq(profiles.id, member.id));
    const chose = await call(member, 'PUT', '/profiles/me/categories', { categoryIds: [speciality.id] });
    expect(chose.statusCode, chose.body).toBe(200);
    expect(chose.json().isComplete).toBe(true);
    const [company] = await t.database.db
      .insert(companies)
      .values({ nom: 'Studio Anansi', active: true })
      .returning({ id: companies.id });
    if (!company) throw new Error('no company');
    await t.database.db.insert(companyProfessionalCategories).values([
      { companyId: company.id, professionalCategoryId: speciality.id },
      { companyId: company.id, professionalCategoryId: other.id },
    ]);

    const listed = (await proList()).find((item) => item.id === sector.id);
    expect(listed).toMatchObject({ memberCount: 1, companyCount: 1, childCount: 2 });

    const renamed = await call(admin, 'PATCH', `/admin/professional-categories/${speciality.id}`, {
      name: 'Animation 3D et effets visuels',
      parentId: sector.id,
      description: 'Cinéma, jeux vidéo',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const profile = (await call(null, 'GET', `/profiles/${member.id}`)).json();
    expect(profile.categories.map((c: { name: string }) => c.name)).toEqual([
      'Animation 3D et effets visuels',
    ]);

    const removed = await call(admin, 'DELETE', `/admin/professional-categories/${sector.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ ok: true, profilesUpdated: 1, companiesUpdated: 1 });
    const after = (await call(null, 'GET', `/profiles/${member.id}`)).json();
    expect(after.categories).toEqual([]);
    expect(after.isComplete).toBe(false);
    expect((await proList()).some((item) => [sector.id, speciality.id, other.id].includes(item.id))).toBe(
      false,
    );
    expect(
      await t.database.db
        .select()
        .from(companyProfessionalCategories)
        .where(eq(companyProfessionalCategories.companyId, company.id)),
    ).toEqual([]);
    // The members' picker reads the same tree.
    const tree = (await call(null, 'GET', '/professional-categories')).json().items as { id: string }[];
    expect(tree.some((node) => node.id === sector.id)).toBe(false);
  });

  it('a visitor reads the sectors alone, in French order, as the tree has them; a new one joins them', async () => {
    const sector = await createPro('Économie sociale');
    const speciality = await createPro('Coopératives', sector.id);
    const res = await call(null, 'GET', '/professional-categories/sectors');
    expect(res.statusCode, res.body).toBe(200);
    const sectors = res.json().items as { id: string; name: string }[];
    const tree = (await call(null, 'GET', '/professional-categories')).json().items as {
      id: string;
      name: string;
    }[];
    expect(sectors).toEqual(tree.map(({ id, name }) => ({ id, name })));
    expect(sectors.map((item) => item.id)).toContain(sector.id);
    expect(sectors.map((item) => item.id)).not.toContain(speciality.id);
    const names = sectors.map((item) => item.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr', { sensitivity: 'base' }).compare));
  });

  it('a category the team deleted is not seeded again at the next start', async () => {
    const [first] = (await proList()).filter((item) => item.parentId === null);
    if (!first) throw new Error('no sector');
    await call(admin, 'DELETE', `/admin/professional-categories/${first.id}`);
    await seedReference(t.app);
    expect((await proList()).some((item) => item.name === first.name && item.parentId === null)).toBe(false);
  });
});

describe('content categories (001 §2.8, decision 15)', () => {
  it('the content staff manage them; a member and a visitor cannot', async () => {
    expect((await call(null, 'GET', '/admin/content-categories')).statusCode).toBe(401);
    expect(
      (await call(member, 'POST', '/admin/content-categories', { kind: 'content', name: 'X' })).statusCode,
    ).toBe(403);
    expect((await call(editor, 'GET', '/admin/content-categories')).statusCode).toBe(200);
  });

  it('a visitor reads the content categories in French order', async () => {
    const res = await call(null, 'GET', '/content-categories');
    expect(res.json().items.map((c: { name: string }) => c.name)).toEqual(
      [...contentCategorySeeds].sort(new Intl.Collator('fr', { sensitivity: 'base' }).compare),
    );
  });

  it('adds, renames and deletes a content category; a blank or taken name is refused', async () => {
    const blank = await call(editor, 'POST', '/admin/content-categories', { kind: 'content', name: '  ' });
    expect(blank.json().error.details[0].message).toBe('Le nom est requis');
    const created = await call(editor, 'POST', '/admin/content-categories', {
      kind: 'content',
      name: ' Enquête ',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'content', name: 'Enquête', slug: null });
    const again = await call(editor, 'POST', '/admin/content-categories', {
      kind: 'content',
      name: 'ENQUÊTE',
    });
    expect(again.statusCode).toBe(409);
    const id = created.json().id;
    const clash = await call(editor, 'PATCH', `/admin/content-categories/content/${id}`, { name: 'analyse' });
    expect(clash.statusCode).toBe(409);
    const renamed = await call(editor, 'PATCH', `/admin/content-categories/content/${id}`, {
      name: 'Enquêtes',
    });
    expect(renamed.json()).toMatchObject({ name: 'Enquêtes' });
    // The id names a content category, not a blog one.
    expect((await call(editor, 'DELETE', `/admin/content-categories/blog/${id}`)).statusCode).toBe(404);
    expect((await call(editor, 'DELETE', `/admin/content-categories/content/${id}`)).statusCode).toBe(200);
    const names = (await call(null, 'GET', '/content-categories'))
      .json()
      .items.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Enquêtes');
  });

  it("manages the blog's categories too: GET /blog-categories follows, slug included", async () => {
    const created = await call(editor, 'POST', '/admin/content-categories', {
      kind: 'blog',
      name: 'Économie circulaire',
    });
    expect(created.json()).toMatchObject({ kind: 'blog', slug: 'economie-circulaire' });
    const blog = async () =>
      (await call(null, 'GET', '/blog-categories')).json().items as {
        id: string;
        name: string;
        slug: string;
      }[];
    expect(await blog()).toContainEqual({
      id: created.json().id,
      name: 'Économie circulaire',
      slug: 'economie-circulaire',
    });
    const taken = await call(editor, 'POST', '/admin/content-categories', { kind: 'blog', name: 'Santé' });
    expect(taken.statusCode).toBe(409);
    await call(editor, 'PATCH', `/admin/content-categories/blog/${created.json().id}`, {
      name: 'Économie verte',
    });
    expect((await blog()).find((c) => c.id === created.json().id)).toMatchObject({ slug: 'economie-verte' });
    await call(editor, 'DELETE', `/admin/content-categories/blog/${created.json().id}`);
    expect((await blog()).some((c) => c.id === created.json().id)).toBe(false);
    const list = (await call(editor, 'GET', '/admin/content-categories')).json().items as { kind: string }[];
    expect(list.findIndex((c) => c.kind === 'blog')).toBeGreaterThan(
      list.findLastIndex((c) => c.kind === 'content'),
    );
  });

  it('a content category the team deleted is not seeded again', async () => {
    await t.database.db.delete(contentCategories).where(eq(contentCategories.name, 'Portrait'));
    await seedReference(t.app);
    const names = (await call(null, 'GET', '/content-categories'))
      .json()
      .items.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Portrait');
  });
});
