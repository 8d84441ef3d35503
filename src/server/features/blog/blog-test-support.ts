import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { BlogPostDetail, BlogPostPage } from '../../../common/contracts/blog';
import { notifications } from '../../db/schema';
import { testClient } from '../../test/api-client';
import type { CreatedUser } from '../../test/factories';
import { memberFixture, testAppForFile, userFixture } from '../../test/suite';
import { image } from '../feed/feed-test-support';

/**
 * The blog routes' tests: the app for this file, its members (an author, two readers, a content
 * manager), the member categories, and helpers that write, read and list articles.
 */
export const blogTestApp = () => {
  const t = testAppForFile();
  const api = testClient(t, '/api/v1');
  const author = memberFixture(t, 'Awa Diop', 'Ingénieure');
  const reader = memberFixture(t, 'Kofi Mensah');
  const third = memberFixture(t, 'Fatou Sow');
  const staff = userFixture(t, { role: 'contentmanager' });
  const categoryIds: string[] = [];

  beforeAll(async () => {
    const listed = (await api.call(null, 'GET', '/blog-categories')).json().items as { id: string }[];
    categoryIds.push(...listed.map((c) => c.id));
  });

  let counter = 0;
  const body = (overrides: Record<string, unknown> = {}) => ({
    title: `Article numéro ${++counter}`,
    content: '<p>Un texte sur la diaspora et les affaires.</p>',
    ...overrides,
  });
  const create = async (
    user: CreatedUser,
    overrides: Record<string, unknown> = {},
  ): Promise<BlogPostDetail> => {
    // This file's members write dozens of articles in a minute: past a person's window (20 an hour),
    // which security/write-limits.test.ts tests.
    await t.app.services.rateLimits.lift('content:POST /blog/posts', user.id);
    const res = await api.call(user, 'POST', '/blog/posts', body(overrides));
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    // Publication times are read to the millisecond: two articles created in the same one would tie, and
    // their order (by id, random) would make a "newest first" expectation flaky.
    const created: BlogPostDetail = res.json();
    while (Date.now() <= Date.parse(created.createdAt))
      await new Promise((resolve) => setTimeout(resolve, 1));
    return created;
  };
  const read = (user: CreatedUser | null, slug: string) =>
    api.call(user, 'GET', `/blog/posts/by-slug/${slug}`);
  const list = async (user: CreatedUser | null, query = ''): Promise<BlogPostPage> => {
    const res = await api.call(user, 'GET', `/blog/posts${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const uploadImage = async (user: CreatedUser) => {
    const res = await api.upload(user, '/blog/images', 'photo.png', await image());
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { url: string }).url;
  };
  const notificationsOf = (userId: string, type: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  return {
    t,
    api,
    author,
    reader,
    third,
    staff,
    categoryIds,
    body,
    create,
    read,
    list,
    uploadImage,
    notificationsOf,
  };
};
