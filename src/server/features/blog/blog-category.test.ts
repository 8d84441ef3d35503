import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogCategories } from '../../db/schema';
import { blogCategorySeeds } from '../../db/seed/blog-categories';
import { seedReference } from '../../db/seed/reference';
import { testAppForFile } from '../../test/suite';

const t = testAppForFile();

const list = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/blog-categories' });
  expect(res.statusCode).toBe(200);
  return res.json().items as { id: string; name: string; slug: string }[];
};

describe('blog categories', () => {
  it('a visitor reads the reference list in French order, each with its slug', async () => {
    const items = await list();
    expect(items.map((c) => c.name)).toEqual([...blogCategorySeeds].sort(new Intl.Collator('fr').compare));
    // 'Éducation' sorts with the E's, not after 'Technologie'.
    const names = items.map((c) => c.name);
    expect(names.indexOf('Éducation')).toBeLessThan(names.indexOf('Entrepreneuriat'));
    expect(items.find((c) => c.name === 'Énergie')?.slug).toBe('energie');
  });

  it('a category the team removed is not seeded again at the next start', async () => {
    await t.database.db.delete(blogCategories).where(eq(blogCategories.name, 'Atelier'));
    await seedReference(t.app);
    expect((await list()).map((c) => c.name)).not.toContain('Atelier');
  });

  it('tells which of the ids a form sent are categories', async () => {
    const { id } = (await list())[0] ?? { id: '' };
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await t.app.services.blogCategories.existingIds([id, unknown, id])).toEqual([id]);
  });
});
