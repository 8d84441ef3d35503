import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { type CreatedUser, createUser, multipartFile } from '../test/factories';

let t: TestApp;
let member: CreatedUser;
let admin: CreatedUser;
/** A 16,000 × 16,000 PNG: a few hundred KB on the wire, 768 MB once decoded. */
let bomb: Buffer;
/** A GIF of 300 frames of 10 × 10. */
let longAnimation: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  member = await createUser(t.app, t.database.db);
  admin = await createUser(t.app, t.database.db, { role: 'admin' });
  bomb = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  // Frames differ (identical ones are merged by the encoder).
  const frames = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      sharp({
        create: {
          width: 10,
          height: 10,
          channels: 3,
          background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 13) % 256 },
        },
      })
        .png()
        .toBuffer(),
    ),
  );
  longAnimation = await sharp(frames, { join: { animated: true } })
    .gif({ loop: 0 })
    .toBuffer();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const upload = (url: string, user: CreatedUser, file: Buffer, name = 'image.png') => {
  const body = multipartFile(name, file, 'image/png');
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: user.cookie },
  });
};

const message =
  'Cette image est trop grande : 40 mégapixels et 12 000 pixels de côté au plus (200 images pour une animation). Réduisez-la, puis réessayez.';

describe('decompression bombs (issue 11 §7)', () => {
  it('is small on the wire', () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
  });

  it.each([
    ['the avatar', '/api/v1/profiles/me/avatar', () => member],
    ['a feed media', '/api/v1/feed/media', () => member],
    ['the site logo', '/api/v1/admin/settings/assets/siteLogo', () => admin],
  ])('refuses a 16,000 × 16,000 PNG as %s, and keeps answering', async (_label, url, who) => {
    const started = Date.now();
    const res = await upload(url, who(), bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'image_dimensions_too_large', message });
    // Refused from the header: no second spent decoding 256 megapixels.
    expect(Date.now() - started).toBeLessThan(5_000);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('refuses an animation of more frames than allowed', async () => {
    const meta = await sharp(longAnimation).metadata();
    expect(meta.pages).toBe(300);
    const res = await upload('/api/v1/feed/media', member, longAnimation, 'anim.gif');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('image_dimensions_too_large');
  });

  it('still takes an ordinary photo', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    expect((await upload('/api/v1/feed/media', member, photo, 'photo.jpg')).statusCode).toBe(201);
  });
});
