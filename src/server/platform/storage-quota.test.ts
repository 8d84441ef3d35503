import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appelsOffresFichiers, microblogMedia } from '../db/schema';
import { image } from '../features/feed/feed-test-support';
import { insertAnnex, insertDraftTender } from '../features/tenders/tender-test-support';
import { testClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser } from '../test/factories';
import { storedBytesOf } from './storage-quota';

const megabyte = 1024 * 1024;
const quotaMessage =
  "Votre espace de stockage est plein : supprimez des fichiers (annexes, médias) avant d'en envoyer de nouveaux.";
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;
let api: ReturnType<typeof testClient>;
beforeAll(async () => {
  // A 5 MB quota (STORAGE_QUOTA_MB in production).
  t = await buildTestApp({ storageQuotaBytes: 5 * megabyte });
  api = testClient(t, '/api/v1');
});
afterAll(async () => {
  await t.close();
});

/** A member who already keeps `bytes` of annexes on a draft tender of theirs. */
const memberKeeping = async (bytes: number) => {
  const member = await createUser(t.app, t.database.db);
  const tenderId = await insertDraftTender(t.database.db, member.id);
  await insertAnnex(t.database.db, tenderId, member.id, `${member.id}/${tenderId}/ancienne.pdf`, bytes);
  return { member, tenderId };
};

describe('the storage quota per member (issue 32 §5)', () => {
  it('refuses a tender annex past the quota in French, and stores nothing', async () => {
    const { member, tenderId } = await memberKeeping(5 * megabyte - 10);
    const refused = await api.upload(
      member,
      `/tenders/${tenderId}/files`,
      'cahier.pdf',
      pdf,
      'application/pdf',
    );
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toEqual({ code: 'storage_quota_exceeded', message: quotaMessage });
    const kept = await t.database.db
      .select()
      .from(appelsOffresFichiers)
      .where(eq(appelsOffresFichiers.appelOffreId, tenderId));
    expect(kept).toHaveLength(1);
    expect(await storedBytesOf(t.database.db, member.id)).toBe(5 * megabyte - 10);
  });

  it('lets a member with room upload, and counts the file', async () => {
    const { member, tenderId } = await memberKeeping(megabyte);
    const done = await api.upload(member, `/tenders/${tenderId}/files`, 'cahier.pdf', pdf, 'application/pdf');
    expect(done.statusCode, done.body).toBe(201);
    expect(await storedBytesOf(t.database.db, member.id)).toBe(megabyte + pdf.length);
  });

  it('counts an article’s images with annexes, and refuses one past the quota', async () => {
    const { member } = await memberKeeping(5 * megabyte - 100);
    const refused = await api.upload(member, '/blog/images', 'photo.png', await image(), 'image/png');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.code).toBe('storage_quota_exceeded');
    const { member: roomy } = await memberKeeping(megabyte);
    const done = await api.upload(roomy, '/blog/images', 'photo.png', await image(), 'image/png');
    expect(done.statusCode, done.body).toBe(201);
    expect(await storedBytesOf(t.database.db, roomy.id)).toBeGreaterThan(megabyte);
  });

  it('counts feed media with annexes, and refuses a picture past the quota', async () => {
    const { member } = await memberKeeping(5 * megabyte - 100);
    const refused = await api.upload(member, '/feed/media', 'photo.png', await image(), 'image/png');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.code).toBe('storage_quota_exceeded');
    expect(
      await t.database.db.select().from(microblogMedia).where(eq(microblogMedia.userId, member.id)),
    ).toEqual([]);
  });
});
