import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { runJob } from './support/jobs';
import { waitForMailContaining } from './support/mail';
import { newMember } from './support/people';

/** A member in their own browser context (own client IP). */
const member = (browser: Browser, prefix: string, width = 1280) =>
  newMember(browser, { prefix, context: { viewport: { width, height: 900 } } });

test.describe('settings hub, data export and account deletion (issue 22)', () => {
  test.setTimeout(120_000);

  test('a member changes her password (her other browser is signed out) and downloads her data', async ({
    browser,
  }) => {
    const awa = await member(browser, 'awa');
    const kofi = await member(browser, 'kofi');
    try {
      // A second browser, signed in with Awa's account.
      const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const signedIn = await other.request.post('/api/v1/auth/sign-in', {
        data: { email: awa.email, password: awa.password },
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' },
      });
      expect(signedIn.status()).toBe(200);
      const sent = await awa.page.request.post('/api/v1/messages', {
        data: { recipientId: kofi.id, content: 'Le balafon de demain, tu viens ?', clientId: randomUUID() },
      });
      expect(sent.status()).toBe(201);

      const { page } = awa;
      await page.goto('/settings');
      await expect(page).toHaveURL(/\/settings\/account$/);
      await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
      await expect(page.getByText(`Adresse actuelle : ${awa.email}`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: 'test-results/screens/settings-account.png', fullPage: true });

      const menu = page.getByRole('navigation', { name: 'Rubriques des paramètres' });
      await menu.getByRole('link', { name: 'Sécurité' }).click();
      await expect(page.getByText('Firefox sur Linux')).toBeVisible();
      await page.getByLabel('Mot de passe actuel').fill(awa.password);
      await page
        .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
        .fill('kora-balafon-djembe');
      await page.getByLabel('Confirmer le nouveau mot de passe').fill('kora-balafon-djembe');
      await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
      await expect(page.getByText(/Votre mot de passe a été modifié/)).toBeVisible();
      await expect(page.getByText('Firefox sur Linux')).toHaveCount(0);
      expect((await (await other.request.get('/api/v1/auth/session')).json()).user).toBeNull();
      await other.close();
      await expectNoSeriousA11yViolations(page);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: 'test-results/screens/settings-security.png', fullPage: true });

      await menu.getByRole('link', { name: 'Notifications' }).click();
      const digest = page.getByRole('switch', { name: /Recevoir chaque lundi/ });
      await digest.click();
      await expect(digest).toBeChecked();
      await expectNoSeriousA11yViolations(page);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: 'test-results/screens/settings-notifications.png', fullPage: true });

      await menu.getByRole('link', { name: 'Mes données' }).click();
      await page.getByRole('button', { name: 'Télécharger mes données' }).click();
      const download = page.getByRole('link', { name: 'Télécharger le ZIP' });
      await expect(download).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Prêt', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: 'test-results/screens/settings-data.png', fullPage: true });
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      const zip = unzipSync(new Uint8Array(readFileSync(await file.path())));
      const messages = JSON.parse(new TextDecoder().decode(zip['donnees/messages.json'])) as {
        content: string;
      }[];
      expect(messages.map((message) => message.content)).toContain('Le balafon de demain, tu viens ?');
      expect(new TextDecoder().decode(zip['index.html'])).toContain('Mes données Sankofa');
      // The in-app notification's mail links to 'Mes données'.
      await waitForMailContaining(awa.email, '/settings/data');
    } finally {
      await awa.context.close();
      await kofi.context.close();
    }
  });

  test('the language chosen in the settings follows the member when she signs in on another browser', async ({
    browser,
  }) => {
    const kofi = await member(browser, 'kofi');
    const other = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    try {
      await kofi.page.goto('/settings/language');
      await kofi.page.getByRole('radio', { name: 'English' }).check();
      await expect(kofi.page.locator('html')).toHaveAttribute('lang', 'en');

      const page = await other.newPage();
      await page.goto('/login?redirect=/settings');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill(kofi.email);
      await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill(kofi.password);
      await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: 'test-results/screens/settings-language-after-sign-in.png' });
    } finally {
      await other.close();
      await kofi.context.close();
    }
  });

  test('a member deletes her account: signed out at once, signing in again cancels it, and the daily job removes it', async ({
    browser,
  }) => {
    const ama = await member(browser, 'ama', 390);
    try {
      const { page } = ama;
      await page.goto('/settings/data');
      await expect(page.getByRole('heading', { name: 'Supprimer mon compte' })).toBeVisible();
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: 'test-results/screens/settings-data-mobile.png', fullPage: true });
      await page.getByLabel('Confirmez avec votre mot de passe').fill('pas-le-bon');
      await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
      await expect(page.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();

      await page.getByLabel('Confirmez avec votre mot de passe').fill(ama.password);
      await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
      await expect(page).toHaveURL(/\/account-deleted\?due=/);
      await expect(
        page.getByRole('heading', { name: 'Suppression de votre compte programmée' }),
      ).toBeVisible();
      await expect(page.getByText(/Votre compte sera supprimé le/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: 'test-results/screens/account-deleted-mobile.png', fullPage: true });
      expect((await (await page.request.get('/api/v1/auth/session')).json()).user).toBeNull();
      await waitForMailContaining(ama.email, 'Votre compte Sankofa et toutes ses');

      // Signing in during the 14 days cancels the deletion.
      const back = await page.request.post('/api/v1/auth/sign-in', {
        data: { email: ama.email, password: ama.password },
      });
      expect(back.status()).toBe(200);
      await page.goto('/settings/account');
      await expect(page.getByText(`Adresse actuelle : ${ama.email}`)).toBeVisible();

      // Asked again and left alone: the daily job, run 15 days later, removes the account for good.
      await page.goto('/settings/data');
      await page.getByLabel('Confirmez avec votre mot de passe').fill(ama.password);
      await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
      await expect(page).toHaveURL(/\/account-deleted\?due=/);
      expect(await runJob('account-deletions', new Date(Date.now() + 15 * 86_400_000))).toBe(true);
      const gone = await page.request.post('/api/v1/auth/sign-in', {
        data: { email: ama.email, password: ama.password },
      });
      expect(gone.status()).toBe(401);
      expect((await page.request.get(`/api/v1/profiles/${ama.id}`)).status()).toBe(404);
      await page.goto(`/profile/${ama.id}`);
      await expect(page.getByText(/introuvable/i).first()).toBeVisible();
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: 'test-results/screens/account-gone-mobile.png', fullPage: true });
    } finally {
      await ama.context.close();
    }
  });
});
