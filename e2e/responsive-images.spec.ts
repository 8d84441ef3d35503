import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpAndConfirm } from './support/accounts';
import { expect, test, uniqueEmail } from './support/fixtures';

/** A photo-like picture (soft blobs of colour, as a JPEG from a phone): 2400 × 1600. */
const photo = async () =>
  sharp(randomBytes(60 * 40 * 3), { raw: { width: 60, height: 40, channels: 3 } })
    .resize(2400, 1600, { kernel: 'cubic' })
    .jpeg({ quality: 92 })
    .toBuffer();

/** Sends a file from the page (its session, its origin) to an upload endpoint; answers the JSON. */
const uploadFrom = async (page: Page, endpoint: string, bytes: Buffer, name: string) =>
  page.evaluate(
    async ({ endpoint, data, name }) => {
      const form = new FormData();
      form.append('file', new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))]), name);
      const res = await fetch(endpoint, { method: 'POST', body: form });
      if (!res.ok) throw new Error(`${endpoint}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { endpoint, data: bytes.toString('base64'), name },
  );

/**
 * The stored images a fresh page at this width downloads on /feed, with their sizes in bytes; `photo`
 * is the address of the post's photo (other journeys' posts may be on the feed too).
 */
const imagesDownloaded = async (
  browser: Browser,
  page: Page,
  width: number,
  screenshot: string,
  photo: string,
) => {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    storageState: await page.context().storageState(),
    serviceWorkers: 'block',
  });
  const viewer = await context.newPage();
  const downloads = new Map<string, number>();
  viewer.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/storage/')) downloads.set(url.pathname, (await response.body()).length);
  });
  await viewer.goto('/feed');
  const image = viewer.locator(`img[src$="${new URL(photo, 'http://localhost').pathname}"]`);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  await viewer.screenshot({ path: screenshot, fullPage: false });
  const current = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  await context.close();
  return { current, downloads };
};

test.describe('images in several widths', () => {
  test('a 390 px phone downloads the small copies, a 1280 px screen a larger one', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signUpAndConfirm(page, uniqueEmail('images'));
    await page.goto('/feed');
    const avatar = await uploadFrom(page, '/api/v1/profiles/me/avatar', await photo(), 'moi.jpg');
    expect(avatar.avatarUrl).toMatch(/\.w600v128-320\.jpg$/);
    const media = await uploadFrom(page, '/api/v1/feed/media', await photo(), 'vacances.jpg');
    expect(media.url).toMatch(/\.w2048v480-960-1440\.jpg$/);
    const posted = await page.evaluate(async (id) => {
      const res = await fetch('/api/v1/feed/posts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Retour de Dakar', mediaIds: [id] }),
      });
      return res.status;
    }, media.id);
    expect(posted).toBe(201);
    const original = (await page.request.get(media.url)).body();
    const originalAvatar = (await page.request.get(avatar.avatarUrl)).body();

    const phone = await imagesDownloaded(browser, page, 390, 'test-results/images-390.png', media.url);
    expect(phone.current).toMatch(/\.w480\.webp$/);
    const phoneBytes = phone.downloads.get(phone.current) ?? Number.POSITIVE_INFINITY;
    expect(phoneBytes).toBeLessThan(100_000);
    // Nothing else of the photo's: not the original, not a larger copy.
    expect(
      [...phone.downloads.keys()].filter((p) => p.includes(media.url.split('/').pop().split('.')[0])),
    ).toEqual([phone.current]);
    const phoneAvatar = [...phone.downloads.entries()].find(([p]) => p.startsWith('/storage/avatars/'));
    expect(phoneAvatar?.[0]).toMatch(/\.w128\.webp$/);

    const desktop = await imagesDownloaded(browser, page, 1280, 'test-results/images-1280.png', media.url);
    expect(desktop.current).toMatch(/\.w960\.webp$/);
    const desktopBytes = desktop.downloads.get(desktop.current) ?? 0;
    expect(desktopBytes).toBeGreaterThan(phoneBytes);

    console.log(
      JSON.stringify({
        photoOriginal: (await original).length,
        photo390: phoneBytes,
        photo1280: desktopBytes,
        avatarOriginal: (await originalAvatar).length,
        avatar390: phoneAvatar?.[1],
      }),
    );
  });
});
