import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageVariantsOf } from '../../common/image-variants';
import { createLocalStorage } from '../plugins/storage';
import { avatarWidths, storeImage, withImageVariants } from './image-variants';

const root = mkdtempSync(path.join(tmpdir(), 'image-variants-'));
const storage = withImageVariants(
  createLocalStorage(root, { media: 'public', avatars: 'public', 'group-media': 'private' }),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const picture = (format: 'png' | 'jpeg' | 'gif', width: number, height = width) =>
  sharp({ create: { width, height, channels: 3, background: '#026f62' } })
    .toFormat(format)
    .toBuffer();
const fileOf = (bucket: string, key: string) =>
  path.join(root, bucket === 'group-media' ? 'private' : 'public', bucket, key);

describe('storeImage', () => {
  it('stores WebP copies at each narrower width, named by the original', async () => {
    const key = await storeImage(storage, 'media', 'u/a', {
      data: await picture('jpeg', 1200, 600),
      ext: 'jpg',
    });
    expect(key).toBe('u/a.w1200v480-960.jpg');
    expect(imageVariantsOf(key)?.variants.map((copy) => copy.path)).toEqual([
      'u/a.w480.webp',
      'u/a.w960.webp',
    ]);
    for (const [copyKey, width] of [
      ['u/a.w480.webp', 480],
      ['u/a.w960.webp', 960],
    ] as const) {
      const meta = await sharp(fileOf('media', copyKey)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width / 2]);
    }
    expect(existsSync(fileOf('media', 'u/a.w1440.webp'))).toBe(false);
  });

  it("an avatar's widths", async () => {
    const key = await storeImage(
      storage,
      'avatars',
      'u/b',
      { data: await picture('jpeg', 600), ext: 'jpg' },
      avatarWidths,
    );
    expect(key).toBe('u/b.w600v128-320.jpg');
    expect((await sharp(fileOf('avatars', 'u/b.w128.webp')).metadata()).width).toBe(128);
  });

  it('no copies for a small image, a GIF or a private bucket', async () => {
    expect(await storeImage(storage, 'media', 'u/c', { data: await picture('png', 480), ext: 'png' })).toBe(
      'u/c.png',
    );
    expect(await storeImage(storage, 'media', 'u/d', { data: await picture('gif', 800), ext: 'gif' })).toBe(
      'u/d.gif',
    );
    expect(
      await storeImage(storage, 'group-media', 'g/e', { data: await picture('png', 800), ext: 'png' }),
    ).toBe('g/e.png');
    expect(existsSync(fileOf('group-media', 'g/e.png'))).toBe(true);
    expect(existsSync(fileOf('group-media', 'g/e.w480.webp'))).toBe(false);
  });

  it('removing the original removes its copies, and only them', async () => {
    const key = await storeImage(storage, 'media', 'u/f', { data: await picture('png', 1000), ext: 'png' });
    const other = await storeImage(storage, 'media', 'u/g', { data: await picture('png', 1000), ext: 'png' });
    await storage.delete('media', key);
    for (const file of ['u/f.w1000v480-960.png', 'u/f.w480.webp', 'u/f.w960.webp']) {
      expect(existsSync(fileOf('media', file))).toBe(false);
    }
    expect(existsSync(fileOf('media', other))).toBe(true);
    expect(existsSync(fileOf('media', 'u/g.w480.webp'))).toBe(true);
  });
});

describe('imageVariantsOf', () => {
  it('reads a URL, keeps its query, ignores a plain name', () => {
    expect(imageVariantsOf('/storage/media/u/a.w2048v320-640-1280.jpg?v=2')).toEqual({
      width: 2048,
      variants: [
        { width: 320, path: '/storage/media/u/a.w320.webp?v=2' },
        { width: 640, path: '/storage/media/u/a.w640.webp?v=2' },
        { width: 1280, path: '/storage/media/u/a.w1280.webp?v=2' },
      ],
    });
    expect(imageVariantsOf('/storage/media/u/a.jpg')).toBeUndefined();
    expect(imageVariantsOf('https://example.com/photo.w900v320.gif')).toBeUndefined();
  });
});
