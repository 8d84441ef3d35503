import { existsSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedMedia, PostItem } from '../../../common/contracts/feed';
import { imageVariantsOf } from '../../../common/image-variants';
import { microblogMedia } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser } from '../../test/factories';
import { errorOf, feedClient, image } from './feed-test-support';

let t: TestApp;
let feed: ReturnType<typeof feedClient>;
let member: CreatedUser;
let other: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  feed = feedClient(t);
  member = await createUser(t.app, t.database.db);
  other = await createUser(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** A minimal PDF (file-type reads the %PDF- header). */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A WebM header (EBML magic with the webm doctype). */
const webm = Buffer.concat([
  Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
  ]),
  Buffer.from([0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.from([0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02]),
  Buffer.alloc(64),
]);

describe('media upload', () => {
  it('re-encodes an image without its metadata, whatever its name, under media/{userId}/', async () => {
    const withExif = await sharp(await image('jpeg', 3000, 1500))
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret GPS' } } })
      .jpeg()
      .toBuffer();
    expect(withExif.includes(Buffer.from('Secret GPS'))).toBe(true);
    const res = await feed.upload(member, 'vacances.txt', withExif, 'text/plain');
    expect(res.statusCode).toBe(201);
    const media = res.json() as FeedMedia;
    expect(media).toMatchObject({
      kind: 'image',
      mime: 'image/jpeg',
      name: 'vacances.jpg',
      width: 2048,
      height: 1024,
    });
    // Its name announces its WebP copies (issue 40 §4), each stored beside it at its width.
    expect(media.url).toMatch(
      new RegExp(`^/storage/media/${member.id}/[0-9a-f-]{36}\\.w2048v480-960-1440\\.jpg$`),
    );
    const stored = readFileSync(feed.fileOf(media.url));
    expect(stored.includes(Buffer.from('Secret GPS'))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: media.url })).statusCode).toBe(200);
    const copies = imageVariantsOf(media.url)?.variants ?? [];
    expect(copies.map((copy) => copy.width)).toEqual([480, 960, 1440]);
    for (const copy of copies) {
      const res = await t.app.inject({ method: 'GET', url: copy.path });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width: copy.width,
        height: copy.width / 2,
      });
      expect(res.rawPayload.length).toBeLessThan(stored.length);
    }
  });

  it('stores a small image without copies, under its plain name', async () => {
    const res = await feed.upload(member, 'petite.png', await image('png', 300, 200));
    const media = res.json() as FeedMedia;
    expect(media.url).toMatch(/\/[0-9a-f-]{36}\.png$/);
    expect(imageVariantsOf(media.url)).toBeUndefined();
  });

  it('stores a PDF and a WebM as sent', async () => {
    const doc = await feed.upload(member, 'C:\\docs\\rapport annuel.pdf', pdf);
    expect(doc.statusCode).toBe(201);
    expect(doc.json()).toMatchObject({
      kind: 'document',
      mime: 'application/pdf',
      name: 'rapport annuel.pdf',
      width: null,
    });
    expect(readFileSync(feed.fileOf(doc.json().url)).equals(pdf)).toBe(true);
    const video = await feed.upload(member, 'clip.webm', webm);
    expect(video.statusCode).toBe(201);
    expect(video.json()).toMatchObject({ kind: 'video', mime: 'video/webm' });
  });

  it('refuses a file whose bytes are not an accepted type, even named .png', async () => {
    const html = await feed.upload(
      member,
      'photo.png',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image/png',
    );
    expect(html.statusCode).toBe(415);
    expect(errorOf(html).error).toMatchObject({
      code: 'feed_media_unsupported',
      message: expect.stringContaining("Ce type de fichier n'est pas accepté"),
    });
    const zip = await feed.upload(member, 'archive.pdf', Buffer.from('504b0304140000000800', 'hex'));
    expect(zip.statusCode).toBe(415);
  });

  it('refuses a file above 10 MB with the spec message, accepts one just under', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await feed.upload(member, 'gros.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).error).toEqual({
      code: 'feed_media_too_large',
      message: 'Certains fichiers dépassent la taille maximale de 10 Mo.',
    });
    const fits = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 - pdf.length)]);
    expect((await feed.upload(member, 'juste.pdf', fits)).statusCode).toBe(201);
  });

  it('answers file_missing without a file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feed/media',
      payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b', cookie: member.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error.code).toBe('file_missing');
  });

  it('answers a body cut mid-upload, or without a boundary, with a French 400 (not a 500)', async () => {
    for (const [payload, type] of [
      [
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
        'multipart/form-data; boundary=b',
      ],
      ['abc', 'multipart/form-data'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/feed/media',
        payload,
        headers: { 'content-type': type, cookie: member.cookie },
      });
      expect(res.statusCode, type).toBe(400);
      expect(errorOf(res).error).toEqual({
        code: 'upload_incomplete',
        message: "Le fichier n'est pas arrivé en entier : réessayez l'envoi.",
      });
    }
  });
});

describe('media of a post', () => {
  it('removes the files of a post when it is deleted', async () => {
    const a = (await feed.upload(member, 'grande.png', await image('png', 1000, 500))).json() as FeedMedia;
    const b = await feed.upload(member, 'doc.pdf', pdf);
    const { id } = await feed.post(member, 'Avec pièces jointes', [a.id, b.json().id]);
    const copies = (imageVariantsOf(a.url)?.variants ?? []).map((copy) => feed.fileOf(copy.path));
    expect(copies).toHaveLength(2);
    for (const file of [feed.fileOf(a.url), ...copies]) expect(existsSync(file)).toBe(true);
    expect((await feed.call(member, 'DELETE', `/feed/posts/${id}`)).statusCode).toBe(204);
    // The copies go with the original.
    for (const file of [feed.fileOf(a.url), ...copies]) expect(existsSync(file)).toBe(false);
    expect(existsSync(feed.fileOf(b.json().url))).toBe(false);
    const rows = await t.database.db.select().from(microblogMedia).where(eq(microblogMedia.id, a.id));
    expect(rows).toHaveLength(0);
  });

  it('on edit, removes the media left out (file too) and adds new ones, up to 4', async () => {
    const first = await feed.uploadId(member);
    const second = await feed.uploadId(member);
    const { id } = await feed.post(member, 'Album', [first.id, second.id]);
    const third = await feed.uploadId(member);
    const res = await feed.call(member, 'PATCH', `/feed/posts/${id}`, {
      content: 'Album revu',
      mediaIds: [third.id, second.id],
    });
    expect(res.statusCode).toBe(200);
    const item = res.json() as PostItem;
    expect(item.media.map((m) => m.id)).toEqual([third.id, second.id]);
    expect(item.edited).toBe(true);
    expect(existsSync(feed.fileOf(first.url))).toBe(false);
    expect(existsSync(feed.fileOf(second.url))).toBe(true);
    const extra = [];
    for (let i = 0; i < 3; i++) extra.push((await feed.uploadId(member)).id);
    const five = await feed.call(member, 'PATCH', `/feed/posts/${id}`, {
      content: 'Trop',
      mediaIds: [third.id, second.id, ...extra],
    });
    expect(five.statusCode).toBe(400);
    expect(errorOf(five).error.details?.[0]?.message).toBe('Maximum 4 médias par post.');
  });

  it("lets a member drop their own unattached upload, not another's nor an attached one", async () => {
    const mine = await feed.uploadId(member);
    expect((await feed.call(other, 'DELETE', `/feed/media/${mine.id}`)).statusCode).toBe(404);
    expect((await feed.call(member, 'DELETE', `/feed/media/${mine.id}`)).statusCode).toBe(204);
    expect(existsSync(feed.fileOf(mine.url))).toBe(false);
    const used = await feed.uploadId(member);
    await feed.post(member, 'Garde', [used.id]);
    expect((await feed.call(member, 'DELETE', `/feed/media/${used.id}`)).statusCode).toBe(404);
  });

  it('cleans unattached uploads older than a day, files included', async () => {
    const stale = await feed.uploadId(other);
    const fresh = await feed.uploadId(other);
    await t.database.db
      .update(microblogMedia)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(microblogMedia.id, stale.id));
    // The next upload of the same member sweeps their own stale ones.
    await feed.uploadId(other);
    expect(existsSync(feed.fileOf(stale.url))).toBe(false);
    expect(existsSync(feed.fileOf(fresh.url))).toBe(true);
  });
});
