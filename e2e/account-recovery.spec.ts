import type { Browser } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { linkIn, waitForMailContaining } from './support/mail';
import { newMember } from './support/people';
import { askExportWithoutRecentProof } from './support/reauth';

/** A member in their own browser context (own client IP, so limits per IP stay apart). */
const member = (browser: Browser, prefix: string, width = 1280) =>
  newMember(browser, { prefix, context: { viewport: { width, height: 900 } } });

const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
};

test.describe('password recovery and re-authentication (issue 33)', () => {
  test.setTimeout(90_000);

  test('a member who forgot the password gets back in by mail alone', async ({ browser }) => {
    for (const width of [1280, 390]) {
      const awa = await member(browser, `oubli${width}`, width);
      const { page } = awa;
      try {
        await page.context().clearCookies();
        await page.goto('/?auth=login');
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Email').fill(awa.email);
        await dialog.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
        await expect(dialog.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
        await expect(dialog.getByLabel('Email')).toHaveValue(awa.email);
        await expectNoSeriousA11yViolations(page);
        await shot(page, `recovery-forgot-${width}`);
        await dialog.getByRole('button', { name: 'Recevoir le lien' }).click();
        await expect(dialog.getByText(`Si un compte utilise ${awa.email}`)).toBeVisible();

        const mail = await waitForMailContaining(awa.email, '/reset-password');
        await page.goto(linkIn(mail, '/reset-password'));
        await expect(page.getByRole('heading', { name: 'Choisir un nouveau mot de passe' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shot(page, `recovery-reset-${width}`);
        await page
          .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
          .fill('baobab-sous-la-pluie');
        await page.getByLabel('Confirmer le nouveau mot de passe').fill('baobab-sous-la-pluie');
        await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();

        await expect(page).toHaveURL(/\?auth=login$/);
        await expect(
          page.getByText('Mot de passe modifié. Connectez-vous avec votre nouveau mot de passe.'),
        ).toBeVisible();
        await dialog.getByLabel('Email').fill(awa.email);
        await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill('baobab-sous-la-pluie');
        await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
        await expect(dialog).toBeHidden();
        expect((await (await page.request.get('/api/v1/auth/session')).json()).user.email).toBe(awa.email);
        await waitForMailContaining(awa.email, '/settings/security');

        // The link worked once.
        await page.goto(linkIn(mail, '/reset-password'));
        await page
          .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
          .fill('encore-un-autre-baobab');
        await page.getByLabel('Confirmer le nouveau mot de passe').fill('encore-un-autre-baobab');
        await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
        await expect(page.getByText(/Ce lien de réinitialisation n'est plus valable/)).toBeVisible();
      } finally {
        await awa.context.close();
      }
    }
  });

  test('a sensitive change asks who you are, then goes through', async ({ browser }) => {
    const kofi = await member(browser, 'reauth');
    const { page } = kofi;
    try {
      // The export is refused once for want of a recent proof: the identity dialog opens.
      const dialog = await askExportWithoutRecentProof(page);
      await expect(dialog).toBeVisible();
      await expect(
        dialog
          .getByRole('button', { name: 'M’envoyer un lien' })
          .or(dialog.getByRole('button', { name: "M'envoyer un lien" })),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'reauth-dialog');
      await dialog.getByLabel('Votre mot de passe').fill('pas-le-bon-secret');
      await dialog.getByRole('button', { name: 'Confirmer' }).click();
      await expect(dialog.getByText('Mot de passe incorrect.')).toBeVisible();
      await dialog.getByLabel('Votre mot de passe').fill(kofi.password);
      await dialog.getByRole('button', { name: 'Confirmer' }).click();
      await expect(dialog).toBeHidden();
      // The export was sent again once proven.
      await expect
        .poll(async () => (await (await page.request.get('/api/v1/account/exports')).json()).items.length)
        .toBe(1);
    } finally {
      await kofi.context.close();
    }
  });
});
