import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appelsOffresFichiers, groups, microblogMedia, profiles } from '../db/schema';
import { image } from '../features/feed/feed-test-support';
import { insertAnnex, insertDraftTender } from '../features/tenders/tender-test-support';
import { testClient } from '../test/api-client';
import { jobOfferBody, onlineEventBody } from '../test/bodies';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { type CreatedUser, createUser, multipartFile } from '../test/factories';
import { storedBytesOf } from './storage-quota';

const megabyte = 1024 * 1024;
const quotaMessage =
  "Votre espace de stockage est plein : supprimez des fichiers (annexes, médias, images) avant d'en envoyer de nouveaux.";
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

  it('lets uploads sent at once take the member no further than the quota', async () => {
    // Room for two of these six: each in-flight upload must see the others' bytes.
    const file = Buffer.concat([pdf, Buffer.alloc(300 * 1024, 0x20)]);
    const { member, tenderId } = await memberKeeping(5 * megabyte - Math.floor(2.5 * file.length));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.upload(member, `/tenders/${tenderId}/files`, `lot-${i}.pdf`, file, 'application/pdf'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 413, 413, 413, 413]);
    expect(await storedBytesOf(t.database.db, member.id)).toBeLessThanOrEqual(5 * megabyte);
  });

  it('lets feed media and article images sent at once stay within the quota', async () => {
    const picture = await image();
    const sends = [
      (member: CreatedUser) => api.upload(member, '/feed/media', 'photo.png', picture, 'image/png'),
      (member: CreatedUser) => api.upload(member, '/blog/images', 'photo.png', picture, 'image/png'),
    ];
    for (const send of sends) {
      // What one picture keeps, measured on a member with room.
      const roomy = await memberKeeping(megabyte);
      expect((await send(roomy.member)).statusCode).toBe(201);
      const size = (await storedBytesOf(t.database.db, roomy.member.id)) - megabyte;
      // Room for two of these five.
      const { member } = await memberKeeping(5 * megabyte - Math.floor(2.5 * size));
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(member)));
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
      expect(await storedBytesOf(t.database.db, member.id)).toBeLessThanOrEqual(5 * megabyte);
    }
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

/** Uploads one file with PUT (the covers and logos replace the item's picture). */
const put = (member: CreatedUser, url: string, content: Buffer) => {
  const file = multipartFile('image.png', content, 'image/png');
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1${url}`,
    payload: file.payload,
    headers: { ...file.headers, cookie: member.cookie },
  });
};

describe('pictures count in the storage quota: avatar, portfolio, covers and logos (issue 32 §5)', () => {
  it('refuses an avatar past the quota in French, and keeps the profile as it was', async () => {
    const { member } = await memberKeeping(5 * megabyte - 100);
    const refused = await api.upload(member, '/profiles/me/avatar', 'moi.png', await image(), 'image/png');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toEqual({ code: 'storage_quota_exceeded', message: quotaMessage });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(row?.avatarUrl).toBeNull();
    expect(await storedBytesOf(t.database.db, member.id)).toBe(5 * megabyte - 100);
  });

  it('counts the avatar once, in place of the one it replaces', async () => {
    const { member } = await memberKeeping(megabyte);
    const first = await api.upload(member, '/profiles/me/avatar', 'moi.png', await image(), 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const withOne = await storedBytesOf(t.database.db, member.id);
    expect(withOne).toBeGreaterThan(megabyte);
    const again = await api.upload(member, '/profiles/me/avatar', 'moi.png', await image(), 'image/png');
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedBytesOf(t.database.db, member.id)).toBe(withOne);
    // At the quota, with the avatar counted in it, the same picture still replaces it.
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, member.id));
    const avatar = row?.avatarBytes ?? 0;
    expect(avatar).toBeGreaterThan(0);
    const full = await memberKeeping(5 * megabyte - avatar);
    expect(
      (await api.upload(full.member, '/profiles/me/avatar', 'moi.png', await image(), 'image/png'))
        .statusCode,
    ).toBe(200);
    expect(
      (await api.upload(full.member, '/profiles/me/avatar', 'moi.png', await image(), 'image/png'))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a portfolio image past the quota', async () => {
    const { member } = await memberKeeping(5 * megabyte - 100);
    const item = await api.call(member, 'POST', '/profiles/me/portfolio', {
      title: 'Pont de Kumasi',
      type: 'Project',
    });
    expect(item.statusCode, item.body).toBe(201);
    const refused = await put(member, `/profiles/me/portfolio/${item.json().id}/image`, await image());
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toBe(quotaMessage);
  });

  it('refuses a group’s cover or logo past its creator’s quota, and counts one with room', async () => {
    const { member } = await memberKeeping(5 * megabyte - 100);
    const group = await api.call(member, 'POST', '/groups', {
      name: `Groupe ${Math.random()}`,
      description: 'Un groupe',
    });
    expect(group.statusCode, group.body).toBe(201);
    for (const kind of ['cover', 'logo']) {
      const refused = await put(member, `/groups/${group.json().id}/images/${kind}`, await image());
      expect(refused.statusCode, kind).toBe(413);
      expect(refused.json().error.code).toBe('storage_quota_exceeded');
    }
    const [row] = await t.database.db.select().from(groups).where(eq(groups.id, group.json().id));
    expect(row?.coverImageUrl ?? null).toBeNull();
    const { member: roomy } = await memberKeeping(megabyte);
    const other = await api.call(roomy, 'POST', '/groups', {
      name: `Groupe ${Math.random()}`,
      description: 'Un groupe',
    });
    const done = await put(roomy, `/groups/${other.json().id}/images/cover`, await image());
    expect(done.statusCode, done.body).toBe(200);
    expect(await storedBytesOf(t.database.db, roomy.id)).toBeGreaterThan(megabyte);
  });

  it('refuses an event’s cover, a job offer’s logo and a project’s cover past the quota', async () => {
    const { member } = await memberKeeping(5 * megabyte - 100);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const event = await api.call(member, 'POST', '/events', onlineEventBody());
    expect(event.statusCode, event.body).toBe(201);
    const cover = await put(member, `/events/${event.json().id}/cover`, await image());
    expect(cover.statusCode).toBe(413);
    expect(cover.json().error.code).toBe('storage_quota_exceeded');
    const offer = await api.call(member, 'POST', '/job-offers', jobOfferBody(inDays(10).slice(0, 10)));
    expect(offer.statusCode, offer.body).toBe(201);
    const logo = await put(member, `/job-offers/${offer.json().id}/logo`, await image());
    expect(logo.statusCode).toBe(413);
    expect(logo.json().error.code).toBe('storage_quota_exceeded');
    const project = await api.call(member, 'POST', '/projects', { title: 'Forage solaire' });
    expect(project.statusCode, project.body).toBe(201);
    const projectCover = await put(member, `/projects/${project.json().id}/cover`, await image());
    expect(projectCover.statusCode).toBe(413);
    expect(projectCover.json().error.code).toBe('storage_quota_exceeded');
  });
});
