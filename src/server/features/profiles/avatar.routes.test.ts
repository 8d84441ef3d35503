import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantsOf } from '../../../common/image-variants';
import { profiles } from '../../db/schema';
import { publicFileOf, testClient } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, sessionUserOf } from '../../test/factories';
import { setProfile } from '../../test/profile-factories';

let t: TestApp;
let member: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  member = await createUser(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const image = (format: 'png' | 'webp' | 'gif', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .toFormat(format)
    .toBuffer();

const upload = (cookie: string, filename: string, content: Buffer, type?: string) =>
  testClient(t).upload({ cookie }, '/api/v1/profiles/me/avatar', filename, content, type);

const fileOf = (url: string) => publicFileOf(t, url);

describe('avatar upload', () => {
  it('accepts a PNG whatever its name, stores a square JPEG under avatars/{userId}/ and clears the recrop flag', async () => {
    await setProfile(t.database.db, member.id, { avatarNeedsRecrop: true });
    const res = await upload(member.cookie, 'photo.txt', await image('png'), 'text/plain');
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(new RegExp(`^/storage/avatars/${member.id}/[0-9a-f-]{36}\\.w300v128\\.jpg$`));
    const stored = readFileSync(fileOf(avatarUrl));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 300 });
    // Its 128 px WebP copy for the small avatars (issue 40 §4).
    const copy = await sharp(
      readFileSync(fileOf(avatarUrl.replace(/\.w300v128\.jpg$/, '.w128.webp'))),
    ).metadata();
    expect(copy).toMatchObject({ format: 'webp', width: 128, height: 128 });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(row).toMatchObject({ avatarUrl, avatarNeedsRecrop: false });
    expect((await sessionUserOf(t.app, member.cookie))?.avatarUrl).toBe(avatarUrl);
  });

  it('accepts WebP and removes the previous file', async () => {
    const first = (await upload(member.cookie, 'a.png', await image('png'))).json().avatarUrl;
    const second = await upload(member.cookie, 'b.webp', await image('webp', 200, 500));
    expect(second.statusCode).toBe(200);
    expect(existsSync(fileOf(first))).toBe(false);
    const firstCopies = imageVariantsOf(first)?.variants ?? [];
    expect(firstCopies).toHaveLength(1);
    for (const copy of firstCopies) expect(existsSync(fileOf(copy.path))).toBe(false);
    expect(existsSync(fileOf(second.json().avatarUrl))).toBe(true);
    expect((await sharp(readFileSync(fileOf(second.json().avatarUrl))).metadata()).width).toBe(200);
  });

  it('refuses a text file named .jpg, in the spec words', async () => {
    const res = await upload(
      member.cookie,
      'photo.jpg',
      Buffer.from('ceci n’est pas une image'),
      'image/jpeg',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'avatar_not_image',
      message: 'Veuillez sélectionner un fichier image',
    });
  });

  it('refuses a GIF and a truncated PNG', async () => {
    expect((await upload(member.cookie, 'a.gif', await image('gif'))).json().error.code).toBe(
      'avatar_not_image',
    );
    const broken = (await image('png')).subarray(0, 60);
    expect((await upload(member.cookie, 'a.png', broken)).json().error.code).toBe('avatar_not_image');
  });

  it('refuses an image over 5 MB', async () => {
    const big = Buffer.concat([await image('png'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(member.cookie, 'grande.png', big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'avatar_too_large',
      message: "La taille de l'image doit être inférieure à 5MB",
    });
  });

  it('requires a session', async () => {
    const res = await testClient(t).upload(null, '/api/v1/profiles/me/avatar', 'a.png', await image('png'));
    expect(res.statusCode).toBe(401);
  });
});
