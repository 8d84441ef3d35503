import { describe, expect, it } from 'vitest';
import { testimonials } from '../../db/schema';
import { callFromAnywhere } from '../../test/api-client';
import { type CreatedUser, createUser } from '../../test/factories';
import { testAppForFile, userFixture } from '../../test/suite';

const t = testAppForFile();
const admin = userFixture(t, { role: 'admin' });
const moderateur = userFixture(t, { role: 'moderateur' });
const comite = userFixture(t, { role: 'comite' });
const member = userFixture(t);
const call = callFromAnywhere(t);

const submit = async (user: CreatedUser, content: string, rating = 5): Promise<string> => {
  const res = await call(user, 'POST', '/testimonials', { content, rating, status: 'approved' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
};

describe('submitting a testimonial', () => {
  it('asks a visitor to sign in', async () => {
    const res = await call(null, 'POST', '/testimonials', { content: 'Bien', rating: 5 });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a blank text and a missing rating with the spec’s texts', async () => {
    const blank = await call(member, 'POST', '/testimonials', { content: '   ', rating: 4 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0].message).toBe('Veuillez saisir votre témoignage');
    const noRating = await call(member, 'POST', '/testimonials', { content: 'Super réseau', rating: 0 });
    expect(noRating.json().error.details[0].message).toBe('Veuillez attribuer une note');
  });

  it('is always pending, whatever the body says, and stays off the public list', async () => {
    const author = await createUser(t.app, t.database.db);
    const id = await submit(author, 'Une communauté qui m’a ouvert des portes.');
    const row = (await t.database.db.select().from(testimonials)).find((r) => r.id === id);
    expect(row?.status).toBe('pending');
    const list = (await call(null, 'GET', '/testimonials')).json();
    expect(list.items.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it('takes a few a day from one member', async () => {
    const author = await createUser(t.app, t.database.db);
    for (let i = 0; i < 3; i++) await submit(author, `Encore ${i}`);
    const res = await call(author, 'POST', '/testimonials', { content: 'Une de trop', rating: 3 });
    expect(res.statusCode).toBe(429);
  });
});

describe('moderation', () => {
  it('lets admin and moderateur in, refuses comite and members', async () => {
    expect((await call(admin, 'GET', '/admin/testimonials')).statusCode).toBe(200);
    expect((await call(moderateur, 'GET', '/admin/testimonials')).statusCode).toBe(200);
    expect((await call(comite, 'GET', '/admin/testimonials')).statusCode).toBe(403);
    expect((await call(member, 'GET', '/admin/testimonials')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/admin/testimonials')).statusCode).toBe(401);
  });

  it('approves pending ones only, unpublishes approved ones, and the public list follows, 5 a page', async () => {
    const authors = await Promise.all([1, 2, 3].map(() => createUser(t.app, t.database.db)));
    const word = `mot${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(await submit(authors[i % 3] as CreatedUser, `Témoignage ${i} ${word} Éléphant`, (i % 5) + 1));
    for (const id of ids) {
      const res = await call(moderateur, 'POST', `/admin/testimonials/${id}/approve`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('approved');
    }
    const twice = await call(admin, 'POST', `/admin/testimonials/${ids[0]}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('testimonial_not_pending');

    const firstPage = (await call(null, 'GET', '/testimonials')).json();
    expect(firstPage.pageSize).toBe(5);
    expect(firstPage.items).toHaveLength(5);
    expect(firstPage.items[0].id).toBe(ids[6]);
    expect(firstPage.items[0].author.id).toBe(authors[0]?.id);

    // Unpublish: approved → rejected; rejected again is refused.
    const unpublished = await call(admin, 'POST', `/admin/testimonials/${ids[6]}/reject`);
    expect(unpublished.json().status).toBe('rejected');
    expect((await call(admin, 'POST', `/admin/testimonials/${ids[6]}/reject`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/admin/testimonials/${ids[6]}/approve`)).statusCode).toBe(409);
    const after = (await call(null, 'GET', '/testimonials')).json();
    expect(after.items.map((item: { id: string }) => item.id)).not.toContain(ids[6]);

    // Search (accent- and case-insensitive), status filter, 10 a page.
    const found = (await call(admin, 'GET', `/admin/testimonials?q=${word.toUpperCase()}%20elephant`)).json();
    expect(found.total).toBe(7);
    expect(found.pageSize).toBe(10);
    const rejected = (await call(admin, 'GET', `/admin/testimonials?q=${word}&status=rejected`)).json();
    expect(rejected.items.map((item: { id: string }) => item.id)).toEqual([ids[6]]);

    const counters = (await call(admin, 'GET', '/admin/testimonials/counters')).json();
    expect(counters.total).toBe(counters.pending + counters.approved + counters.rejected);
    expect(counters.approved).toBeGreaterThanOrEqual(6);
  });

  it('edits text and rating at any status, and deletes', async () => {
    const id = await submit(await createUser(t.app, t.database.db), 'Texte à corriger', 2);
    await call(admin, 'POST', `/admin/testimonials/${id}/reject`);
    const edited = await call(admin, 'PATCH', `/admin/testimonials/${id}`, {
      content: ' Texte corrigé ',
      rating: 4,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Texte corrigé', rating: 4, status: 'rejected' });
    const bad = await call(admin, 'PATCH', `/admin/testimonials/${id}`, { rating: 9 });
    expect(bad.statusCode).toBe(400);
    expect((await call(admin, 'DELETE', `/admin/testimonials/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/admin/testimonials/${id}`)).statusCode).toBe(404);
  });
});
