import path from 'node:path';
import { signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';

// The e2e server lists this address in ADMIN_EMAILS, so the journey holds even when another test or a
// retry made an admin first; the first-member rule itself is covered by the API tests.
const founder = 'fondatrice@sankofa.test';

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
