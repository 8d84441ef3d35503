import { describe, expect, it } from 'vitest';
import type { ArticleIdea, ArticleIdeaList } from '../../../common/contracts/article-ideas';
import { callFromAnywhere } from '../../test/api-client';
import { testAppForFile, userFixture } from '../../test/suite';

/*
 * Article ideas (001 §2.6, §5, §7.1): the team's working list, newest first, searched in the title and
 * draft, filtered by occasion; an empty date or occasion is stored as null. `pages.edit` only (who may
 * open the screen per role: security/admin-screens.test.ts).
 */

const t = testAppForFile();
const contentManager = userFixture(t, { role: 'contentmanager' });
const member = userFixture(t);
const call = callFromAnywhere(t, '/api/v1/admin/article-ideas');

const create = async (body: Record<string, unknown>) => {
  const res = await call(contentManager, 'POST', '', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ArticleIdea;
};

const list = async (query = '') => {
  const res = await call(contentManager, 'GET', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ArticleIdeaList;
};

describe('article ideas', () => {
  it('stores an idea, empty date and occasion as null, and lists the newest first', async () => {
    const first = await create({
      title: 'Portrait de femmes entrepreneures',
      draft: 'Trois parcours',
      idealDate: '',
      occasion: '  ',
    });
    expect(first).toMatchObject({ idealDate: null, occasion: null, draft: 'Trois parcours' });
    const second = await create({
      title: 'Journée de l’Afrique',
      draft: '',
      idealDate: '2027-05-25',
      occasion: 'Journée de l’Afrique',
    });
    expect(second.idealDate).toBe('2027-05-25');
    const all = await list();
    expect(all.items.map((idea) => idea.id)).toEqual([second.id, first.id]);
    expect(all.occasions).toEqual(['Journée de l’Afrique']);
  });

  it('searches the title and the draft, accents and case aside, and filters by occasion', async () => {
    await create({
      title: 'Les diasporas et l’investissement',
      draft: 'Épargne, transferts, ÉCONOMIE locale',
    });
    expect((await list('?q=economie')).items.map((idea) => idea.title)).toEqual([
      'Les diasporas et l’investissement',
    ]);
    expect((await list('?q=PORTRAIT')).items).toHaveLength(1);
    expect((await list('?q=introuvable')).items).toEqual([]);
    const byOccasion = await list(`?occasion=${encodeURIComponent('Journée de l’Afrique')}`);
    expect(byOccasion.items.map((idea) => idea.title)).toEqual(['Journée de l’Afrique']);
  });

  it('edits and deletes an idea; an unknown one is 404', async () => {
    const idea = await create({ title: 'Brouillon', draft: 'à reprendre' });
    const edited = await call(contentManager, 'PATCH', `/${idea.id}`, {
      title: 'Brouillon repris',
      draft: 'repris',
      idealDate: '2027-01-10',
      occasion: 'Nouvel an',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Brouillon repris',
      idealDate: '2027-01-10',
      occasion: 'Nouvel an',
    });
    expect((await call(contentManager, 'DELETE', `/${idea.id}`)).statusCode).toBe(200);
    expect((await call(contentManager, 'DELETE', `/${idea.id}`)).statusCode).toBe(404);
    const missing = await call(contentManager, 'PATCH', `/${idea.id}`, { title: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('asks for a title and a real date, in French, without saving anything', async () => {
    const before = (await list()).items.length;
    const noTitle = await call(contentManager, 'POST', '', { title: '   ', draft: 'texte' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.details[0].message).toBe('Le titre est obligatoire.');
    const badDate = await call(contentManager, 'POST', '', { title: 'Idée', idealDate: '2027-13-45' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.details[0].message).toBe('La date idéale n’est pas une date valide.');
    expect((await list()).items).toHaveLength(before);
  });

  it('is closed to members (403) and visitors (401)', async () => {
    expect((await call(member, 'GET', '')).statusCode).toBe(403);
    expect((await call(member, 'POST', '', { title: 'Intrus' })).statusCode).toBe(403);
    expect((await call(null, 'GET', '')).statusCode).toBe(401);
  });
});
