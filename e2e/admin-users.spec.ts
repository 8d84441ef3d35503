import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAsAdmin, signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { capture } from './support/screens';
import { enrolTotpByApi } from './support/two-factor';

// The e2e server lists this address in ADMIN_EMAILS (playwright.config.ts); not the founder of
// admin.spec.ts, whose journey starts before she is admin.
const founder = 'gestionnaire@sankofa.test';

const signInAsFounder = (page: Page) => signInAsAdmin(page, founder);

test.describe('member administration', () => {
  test('an admin finds a member by name, suspends them (their open tab is signed out), edits and exports the list', async ({
    page,
    browser,
  }) => {
    // The member, signed in on their own device with the site open.
    const memberContext = await browser.newContext({ locale: 'fr-FR' });
    const memberPage = await memberContext.newPage();
    const memberEmail = uniqueEmail('suspendue');
    const memberName = `Aïssatou Cissé ${Date.now().toString(36)}`;
    await signUpAndConfirm(memberPage, memberEmail);
    const named = await memberPage.request.patch('/api/v1/profiles/me/sections/personal', {
      data: { fullName: memberName },
    });
    expect(named.ok()).toBe(true);
    await memberPage.goto('/settings/security');
    await expect(memberPage.getByRole('button', { name: 'Menu du compte' })).toBeVisible();

    await signInAsFounder(page);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await expect(page.getByText('Nouveaux ce mois')).toBeVisible();
    await expect(page.getByTestId('counter-total')).not.toHaveText('—');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: 'test-results/screens/admin-users.png', fullPage: true });

    // Accents and case do not matter.
    await page.getByLabel('Rechercher un membre').fill('aissatou cisse');
    const row = page.getByRole('row').filter({ hasText: memberName });
    await expect(row).toBeVisible();
    await expect(row.getByText('Actif', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Actions : ${memberName}` }).click();
    await page.getByRole('menuitem', { name: 'Suspendre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspendre 1 membre(s) ?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Suspendre' }).click();
    await expect(page.getByText('Action "Suspendre" appliquée à 1 utilisateur(s)')).toBeVisible();
    await expect(row.getByText('Suspendu', { exact: true })).toBeVisible();

    // The member's open tab loses its session at once (the socket is closed by the server).
    await expect(memberPage.getByRole('button', { name: 'Menu du compte' })).toHaveCount(0, {
      timeout: 15_000,
    });
    expect((await (await memberPage.request.get('/api/v1/auth/session')).json()).user).toBeNull();
    await memberContext.close();

    // Inline edit of the name.
    await row.getByRole('button', { name: `Modifier : ${memberName}` }).click();
    const nameField = page.getByRole('textbox', { name: 'Nom complet' });
    await nameField.fill(`${memberName} Diop`);
    // Featuring says what the member's own privacy choices keep off the landing.
    await expect(page.getByRole('checkbox', { name: 'Mis en avant' })).toHaveAccessibleDescription(
      "Affiché sur l'accueil s'il reste dans l'annuaire et accepte le référencement.",
    );
    await capture(page, 'admin-users-editing');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`Modifications de ${memberName} Diop enregistrées.`)).toBeVisible();

    // The export is the filtered list.
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Suspendus' }).click();
    await expect(page).toHaveURL(/status=suspended/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^utilisateurs-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    expect(text.startsWith('\uFEFFNom;Email;Rôle;')).toBe(true);
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${memberName} Diop;${memberEmail};Membre;`);
    expect(lines[1]).toMatch(/;Suspendu;Non;Non$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await expect(page.getByRole('link', { name: `${memberName} Diop` })).toBeVisible();
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: 'test-results/screens/admin-users-mobile.png', fullPage: true });
  });

  test('an admin deletes a member by e-mail after seeing what goes with them', async ({ page, browser }) => {
    const memberContext = await browser.newContext({ locale: 'fr-FR' });
    const memberPage = await memberContext.newPage();
    const memberEmail = uniqueEmail('partante');
    await signUpAndConfirm(memberPage, memberEmail);
    await memberContext.close();

    await signInAsFounder(page);
    await page.goto('/admin/delete-user');
    await expect(page.getByRole('heading', { level: 1, name: 'Supprimer un utilisateur' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Adresse email du membre' });
    await field.fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Veuillez saisir une adresse email valide.')).toBeVisible();
    await field.fill(memberEmail);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Compte trouvé')).toBeVisible();
    await expect(page.getByText(/Sera supprimé avec le compte : 0 publication/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: 'test-results/screens/admin-delete-user.png', fullPage: true });
    await page.getByRole('button', { name: "Supprimer l'utilisateur" }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement ce compte ?' });
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page.getByText('Utilisateur supprimé avec succès.')).toBeVisible();

    // The address is free again: nobody uses it any more.
    await field.fill(memberEmail);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText("Aucun compte n'utilise cette adresse.")).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: 'test-results/screens/admin-delete-user-mobile.png', fullPage: true });
  });

  test('a member is refused the users screen and its API', async ({ page }) => {
    await signUpAndConfirm(page, uniqueEmail('curieux'));
    expect((await page.request.get('/api/v1/admin/users')).status()).toBe(403);
    await page.goto('/admin/users');
    await expect(page).not.toHaveURL(/\/admin/);
  });

  test('a moderator who opens an admin-only screen reads why, not a silent redirect (001 §2.12)', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('moderatrice');
    const context = await browser.newContext({ locale: 'fr-FR' });
    const moderator = await context.newPage();
    try {
      await signUpAndConfirm(moderator, email);
      // Staff open the back office with a second factor only.
      await enrolTotpByApi(moderator.request, email);
      const me = (await (await moderator.request.get('/api/v1/auth/session')).json()) as {
        user: { id: string };
      };

      await signInAsFounder(page);
      const promoted = await page.request.patch(`/api/v1/admin/users/${me.user.id}`, {
        data: { role: 'moderateur' },
      });
      expect(promoted.ok()).toBe(true);

      await moderator.goto('/admin/delete-user');
      await expect(moderator.getByRole('alert')).toHaveText('Accès refusé : réservé aux administrateurs.');
      await expect(moderator).toHaveURL(/\/admin\/delete-user$/);
      await expectNoSeriousA11yViolations(moderator);
      // A screen without its own text says the general one; the way back leads to a screen they open.
      await moderator.goto('/admin/pricing');
      await expect(moderator.getByRole('alert')).toHaveText(
        "Vous n'avez pas les autorisations nécessaires pour accéder à cette page",
      );
      await moderator.getByRole('link', { name: "Retour à l'administration" }).click();
      await expect(moderator).not.toHaveURL(/\/admin\/pricing$/);
    } finally {
      await context.close();
    }
  });
});
