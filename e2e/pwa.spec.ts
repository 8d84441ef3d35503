import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';

/** A photo of noise: its JPEG stays large (a few hundred KB), so a slow upload takes a while. */
const noisyPhoto = async () => ({
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: await sharp(randomBytes(800 * 800 * 3), { raw: { width: 800, height: 800, channels: 3 } })
    .png()
    .toBuffer(),
});

test.describe('the app on a phone (PWA)', () => {
  test('is installable, works offline with the offline page, and comes back online', async ({
    page,
    context,
  }) => {
    await signUpAndConfirm(page, uniqueEmail('pwa'));
    await page.goto('/feed');

    // The manifest: its names, start URL, display and icons.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      short_name: 'Sankofa',
      start_url: '/feed',
      display: 'standalone',
      theme_color: '#026f62',
    });
    const sizes = (manifest.icons as { sizes: string; purpose: string }[]).map(
      (i) => `${i.sizes} ${i.purpose}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    expect((await page.request.get('/icons/icon-512.png')).headers()['content-type']).toBe('image/png');

    // The service worker registers after the page has loaded, and takes this page.
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // Offline: a page that cannot load is the offline page, in the member's language.
    await context.setOffline(true);
    await page.goto('/network');
    await expect(page.getByRole('heading', { name: 'Vous êtes hors connexion' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => localStorage.setItem('sankofa.language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('sankofa.language', 'fr'));
    await page.reload();

    // Back online: "Réessayer" loads the page.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page).toHaveURL(/\/network$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Vous êtes hors connexion');
    await expect(page.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
  });
});

test.describe('uploads on a poor connection', () => {
  // page.route sees no request of a page a service worker controls.
  test.use({ serviceWorkers: 'block' });

  test('an avatar upload shows its progress and can be cancelled', async ({ page }) => {
    test.slow();
    await signUpAndConfirm(page, uniqueEmail('pwa-avatar'));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A server that takes its time (DevTools cannot throttle an upload): the transfer stays open long
    // enough to watch and to cancel.
    const isAvatarUpload = (url: URL) => url.pathname === '/api/v1/profiles/me/avatar';
    await page.route(isAvatarUpload, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await route.continue().catch(() => undefined);
    });

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Ajouter une photo' }).click();
    await (await chooser).setFiles(await noisyPhoto());
    const dialog = page.getByRole('dialog', { name: 'Recadrer votre photo' });
    await dialog.getByRole('button', { name: 'Enregistrer la photo' }).click();

    // Held by the route, nothing is sent yet: the bar is there at 0 %, its share written beside it.
    const progress = dialog.getByRole('progressbar', { name: /Envoi de la photo… \d+ %/ });
    await expect(progress).toBeAttached();
    await expect(dialog.getByText(/Envoi de la photo… \d+ %/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Annuler l’envoi' }).click();
    await expect(dialog.getByText('Envoi annulé : la photo n’a pas été enregistrée.')).toBeVisible();
    await expect(progress).not.toBeAttached();
    const me = await (await page.request.get('/api/v1/profiles/me')).json();
    expect(me.avatarUrl).toBeNull();

    // At full speed, the same dialog saves it.
    await page.unroute(isAvatarUpload);
    await dialog.getByRole('button', { name: 'Enregistrer la photo' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('img', { name: /^Photo de profil de / })).toHaveAttribute(
      'src',
      /\/storage\/avatars\//,
    );
  });

  test("an article's image shows its progress (the shared bar of covers, annexes, blog images) and can be cancelled", async ({
    page,
  }) => {
    test.slow();
    await signUpAndConfirm(page, uniqueEmail('pwa-blog'));
    let held = true;
    await page.route(
      (url) => url.pathname === '/api/v1/blog/images',
      async (route) => {
        if (held) await new Promise((resolve) => setTimeout(resolve, 20_000));
        await route.continue().catch(() => undefined);
      },
    );
    await page.goto('/blog/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvel article' })).toBeVisible();
    const picker = page.locator('input[type="file"]').first();
    await picker.setInputFiles(await noisyPhoto());
    const progress = page.getByTestId('upload-progress');
    await expect(progress.getByText(/^Envoi de photo\.png… \d+ %$/)).toBeVisible();
    await expect(progress.getByRole('progressbar')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await progress.getByRole('button', { name: 'Annuler l’envoi' }).click();
    await expect(page.getByText('Envoi annulé : photo.png n’a pas été enregistré.')).toBeVisible();
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole('button', { name: "Retirer l'image" })).toHaveCount(0);

    // Sent again without a hold: the image is there.
    held = false;
    await picker.setInputFiles(await noisyPhoto());
    await expect(page.getByRole('button', { name: "Retirer l'image" })).toBeVisible();
  });

  test('a feed photo upload shows its share and stops when removed', async ({ page }) => {
    test.slow();
    await signUpAndConfirm(page, uniqueEmail('pwa-feed'));
    let received = 0;
    await page.route(
      (url) => url.pathname === '/api/v1/feed/media',
      async (route) => {
        received += 1;
        await new Promise((resolve) => setTimeout(resolve, 20_000));
        await route.continue().catch(() => undefined);
      },
    );
    await page.goto('/feed');
    await page.getByRole('button', { name: /Quoi de neuf/ }).click();
    const composer = page.getByRole('dialog', { name: 'Créer une publication' });
    await composer.getByTestId('composer-file-input').setInputFiles(await noisyPhoto());
    const preview = composer
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: 'photo.png' }) });
    await expect(preview).toHaveAttribute('aria-busy', 'true');
    await expect(preview.getByText(/^\d+ %$/)).toBeVisible();
    expect(received).toBe(1);
    await composer.getByRole('button', { name: 'Retirer photo.png' }).click();
    await expect(preview).toHaveCount(0);
    await expect(composer.getByRole('alert')).toHaveCount(0);
  });
});
