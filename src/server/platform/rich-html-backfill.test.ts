import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogTestApp } from '../features/blog/blog-test-support';
import { rowsOf } from '../lib/db';

const { t, author, create } = blogTestApp();

const storedContent = async (id: string) =>
  String(
    rowsOf(await t.database.db.execute(sql`select content from blog_posts where id = ${id}`))[0]?.content,
  );

const store = (id: string, content: string) =>
  t.database.db.execute(sql`update blog_posts set content = ${content} where id = ${id}`);

describe('rich text stored before links got rel="nofollow" (stop 62)', () => {
  it('is cleaned again by the area’s job, a site path and an address left alone; then the job is done', async () => {
    const older = await create(author);
    const inTab = await create(author);
    await store(
      older.id,
      '<p>Voir <a href="https://spam.example/x">ici</a> et <a href="/page/terms">CGU</a></p>',
    );
    await store(
      inTab.id,
      '<p><a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a></p>',
    );

    expect(await t.app.jobs.runTick('blog-links-nofollow', new Date('2026-12-01T10:00:00Z'))).toBe(true);
    expect(await storedContent(older.id)).toBe(
      '<p>Voir <a href="https://spam.example/x" rel="nofollow">ici</a> et <a href="/page/terms">CGU</a></p>',
    );
    expect(await storedContent(inTab.id)).toBe(
      '<p><a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow">a</a></p>',
    );

    // Nothing left: the next run records it, and the runs after it read only that.
    await t.app.jobs.runTick('blog-links-nofollow', new Date('2026-12-01T10:10:00Z'));
    expect(await t.app.services.settings.get('seed_version:blog-links-nofollow')).toBe('1');
    await store(older.id, '<p><a href="https://late.example">late</a></p>');
    await t.app.jobs.runTick('blog-links-nofollow', new Date('2026-12-01T10:20:00Z'));
    expect(await storedContent(older.id)).toBe('<p><a href="https://late.example">late</a></p>');
  });

  it('has the same job for the descriptions of calls for tenders', async () => {
    expect(await t.app.jobs.runTick('tender-links-nofollow', new Date('2026-12-01T10:00:00Z'))).toBe(true);
    expect(await t.app.services.settings.get('seed_version:tender-links-nofollow')).toBe('1');
  });
});
