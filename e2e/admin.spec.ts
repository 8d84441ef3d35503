import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInAsAdmin, signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { capture } from './support/screens';
import { enrolTotpByApi } from './support/two-factor';

// The e2e server lists this address in ADMIN_EMAILS, so the journey holds even when another test or a
// retry made an admin first; the first-member rule itself is covered by the API tests.
const founder = 'fondatrice@sankofa.test';

const signInAsFounder = (page: Page) => signInAsAdmin(page, founder);

test.describe('admin bootstrap and dashboard', () => {
  test('a member becomes admin through /admin-setup, toggles a setting and uploads the header logo', async ({
    page,
  }) => {
    await signUpAndConfirm(page, founder).catch(async () => {
      // Already signed up by an earlier attempt: sign in instead.
      await page.request.post('/api/v1/auth/sign-in', {
        data: { email: founder, password: 'motdepasse-solide' },
      });
    });
    await page.goto('/admin-setup');
    await expect(page.getByRole('heading', { name: 'Configuration administrateur' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Devenir administrateur' }).click();
    await expect(
      page.getByText(/Vous avez été défini comme administrateur avec succès\.|Vous êtes déjà administrateur/),
    ).toBeVisible();
    // The back office opens to staff with a second factor only (issue 33 §4).
    const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
      user: { secondFactor: boolean };
    };
    if (!session.user.secondFactor) await enrolTotpByApi(page.request, founder);
    await page.getByRole('link', { name: 'Aller au tableau de bord' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const logging = page.getByRole('switch', { name: 'Journalisation des actions' });
    const wasOn = await logging.isChecked();
    await logging.click();
    await expect(logging).toBeChecked({ checked: !wasOn });
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Journalisation des actions' })).toBeChecked({
      checked: !wasOn,
    });

    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('button', { name: /Logo du site/ })
      .first()
      .click();
    await (await chooser).setFiles(path.join(import.meta.dirname, 'support/logo.png'));
    await expect(page.getByText('« Logo du site » : image enregistrée.')).toBeVisible();

    await page.getByRole('link', { name: 'Retour au site' }).click();
    await expect(page.locator('header img[src^="/storage/public-assets/website-logo-"]')).toBeVisible();

    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeVisible();
  });

  test('a second member is refused admin rights and sent away from the admin area', async ({ page }) => {
    await signUpAndConfirm(page, uniqueEmail('membre'));
    await page.goto('/admin-setup');
    await expect(page.getByRole('button', { name: 'Devenir administrateur' })).toBeDisabled();
    await expect(page.getByText(/Un administrateur existe déjà/)).toBeVisible();

    await page.goto('/admin/dashboard');
    await expect(page).not.toHaveURL(/\/admin/);
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  });
});

test.describe('site configuration', () => {
  test('an admin renames the site and sets its contact address on /admin/settings; a member cannot', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInAsFounder(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Configuration du site' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Configuration du site' })).toBeVisible();
    await expect(page.getByText('Serveur SMTP')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const name = page.getByRole('textbox', { name: 'Nom du site' });
    const address = page.getByRole('textbox', { name: 'Adresse de contact' });
    const previous = await name.inputValue();
    try {
      await name.fill('');
      await address.fill('pas-une-adresse');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Le nom du site est requis.')).toBeVisible();
      await expect(page.getByText('Veuillez saisir une adresse email valide.')).toBeVisible();
      await name.fill('Sankofa Démo');
      await address.fill('bonjour@sankofa.test');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Configuration enregistrée.')).toBeVisible();
      await capture(page, 'admin-settings');
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Nom du site' })).toHaveValue('Sankofa Démo');

      // The contact page shows the address.
      await page.goto('/contact');
      await expect(page.getByRole('link', { name: 'bonjour@sankofa.test' })).toHaveAttribute(
        'href',
        'mailto:bonjour@sankofa.test',
      );

      // A member who is not an admin is refused by the server.
      const octet = () => Math.floor(Math.random() * 250) + 1;
      const other = await browser.newContext({
        baseURL,
        locale: 'fr-FR',
        extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
      });
      const member = await other.newPage();
      await signUpAndConfirm(member, uniqueEmail('curieuse'));
      const refused = await member.request.patch('/api/v1/admin/site-settings', {
        data: { siteName: 'Pris en otage', contactEmail: '' },
      });
      expect(refused.status()).toBe(403);
      await other.close();
    } finally {
      const restored = await page.request.patch('/api/v1/admin/site-settings', {
        data: { siteName: previous || 'Sankofa', contactEmail: '' },
      });
      expect(restored.ok()).toBe(true);
    }
  });
});

test.describe('admin lists', () => {
  test('an admin searches the action log, pages through it, and reload and back keep the list', async ({
    page,
    browser,
    baseURL,
  }) => {
    // 25 refused admin calls by a member: each leaves a log row carrying the marker in its path.
    const marker = `journal-${Date.now().toString(36)}`;
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const intruder = await browser.newContext({
      baseURL,
      locale: 'fr-FR',
      extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
    });
    const intruderPage = await intruder.newPage();
    await signUpAndConfirm(intruderPage, uniqueEmail('curieux'));
    for (let index = 0; index < 25; index++) {
      const refused = await intruderPage.request.get(`/api/v1/admin/settings?essai=${marker}-${index}`);
      expect(refused.status()).toBe(403);
    }
    await intruder.close();

    await signInAsFounder(page);
    await page.goto('/admin/logs');
    await expect(page.getByRole('heading', { level: 1, name: "Journaux d'activité" })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(marker);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${marker}`));
    await expect(page.getByText('1–20 sur 25')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(21);
    await expectNoSeriousA11yViolations(page);

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText('21–25 sur 25')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(6);

    // The list lives in the URL: a reload shows the same search and page.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue(marker);
    await expect(page.getByText('21–25 sur 25')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Back returns to the first page of the same search.
    await page.goBack();
    await expect(page.getByText('1–20 sur 25')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue(marker);

    // Ticking rows opens the bulk bar.
    await page.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }).check();
    const bulk = page.getByRole('region', { name: 'Actions sur la sélection' });
    await expect(bulk.getByText('20 lignes sélectionnées')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await bulk.getByRole('button', { name: 'Tout désélectionner' }).click();
    await expect(bulk).toHaveCount(0);
  });
});
