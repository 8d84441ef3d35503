import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { newMember } from './support/people';
import { capture } from './support/screens';

// Listed in ADMIN_EMAILS by playwright.config.ts.
const moderatorEmail = 'moderation@sankofa.test';

/** A member in their own browser context (own client IP), with a name and a place. */
const member = (browser: Browser, prefix: string, fullName: string) =>
  newMember(browser, {
    prefix,
    fullName,
    professional: { title: 'Consultante', location: { ville: 'Lomé', pays: 'Togo', country_code: 'TG' } },
    context: { viewport: { width: 1280, height: 900 } },
  });

test.describe('privacy, blocking and reporting', () => {
  test('a member hides her e-mail, blocks a member who can no longer reach her, then unblocks him', async ({
    browser,
  }) => {
    // Two accounts and three page loads each, on a loaded machine.
    test.slow();
    const tag = Date.now().toString(36).slice(-5);
    const nafi = await member(browser, 'nafi', `Nafi Agbodjan ${tag}`);
    const moussaName = `Moussa Kaboré ${tag}`;
    const moussa = await member(browser, 'moussa', moussaName);
    try {
      // Nafi shows her address to everyone: Moussa, not a connection, sees it.
      await nafi.page.goto('/settings/privacy');
      await expect(nafi.page.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeVisible();
      const emailChoice = nafi.page.getByRole('combobox', { name: 'Qui voit mon adresse e-mail' });
      await emailChoice.click();
      await nafi.page.getByRole('option', { name: 'Tout le monde' }).click();
      await nafi.page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(nafi.page.getByText('Vos choix de confidentialité sont enregistrés.')).toBeVisible();
      await moussa.page.goto(`/profile/${nafi.id}`);
      await expect(moussa.page.getByRole('link', { name: nafi.email })).toBeVisible();

      // Then to her connections only: Moussa no longer sees it.
      await emailChoice.click();
      await nafi.page.getByRole('option', { name: 'Mes connexions uniquement' }).click();
      await nafi.page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(
        nafi.page.getByText('Vos choix de confidentialité sont enregistrés.').first(),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(nafi.page);
      await moussa.page.reload();
      await expect(
        moussa.page.getByRole('heading', { level: 1, name: `Nafi Agbodjan ${tag}` }),
      ).toBeVisible();
      await expect(moussa.page.getByText(nafi.email)).toHaveCount(0);

      // Nafi blocks Moussa from his profile's menu, after a confirmation.
      await nafi.page.goto(`/profile/${moussa.id}`);
      await expect(nafi.page.getByRole('heading', { level: 1, name: moussaName })).toBeVisible();
      await capture(nafi.page, 'privacy-profile-actions');
      await nafi.page.getByRole('button', { name: "Plus d'actions" }).click();
      await nafi.page.getByRole('menuitem', { name: 'Bloquer' }).click();
      const confirm = nafi.page.getByRole('dialog', { name: `Bloquer ${moussaName} ?` });
      await expectNoSeriousA11yViolations(nafi.page);
      await confirm.getByRole('button', { name: 'Bloquer' }).click();
      await expect(nafi.page).toHaveURL(/\/settings\/privacy$/);
      const unblock = nafi.page.getByRole('button', { name: `Débloquer ${moussaName}` });
      await expect(unblock).toBeVisible();
      await capture(nafi.page, 'privacy-settings');

      // Moussa can no longer open her profile, nor write to her.
      await moussa.page.reload();
      await expect(moussa.page.getByRole('heading', { name: 'Profil introuvable' })).toBeVisible();
      const sent = await moussa.page.request.post('/api/v1/messages', {
        data: { recipientId: nafi.id, content: 'Bonjour ?', clientId: randomUUID() },
      });
      expect(sent.status()).toBe(404);

      // She unblocks him from /settings/privacy: her profile is his to see again.
      await unblock.click();
      await expect(nafi.page.getByText("Vous n'avez bloqué aucun membre.")).toBeVisible();
      await moussa.page.reload();
      await expect(
        moussa.page.getByRole('heading', { level: 1, name: `Nafi Agbodjan ${tag}` }),
      ).toBeVisible();
    } finally {
      await nafi.close();
      await moussa.close();
    }
  });

  test('a member reports a post and a moderator finds it in the queue', async ({ browser }) => {
    test.slow();
    const tag = Date.now().toString(36).slice(-5);
    const author = await member(browser, 'auteur', `Koffi Mensah ${tag}`);
    const reader = await member(browser, 'lectrice', `Esi Owusu ${tag}`);
    const moderator = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
    try {
      const created = await author.page.request.post('/api/v1/feed/posts', {
        data: { content: `Gagnez 10 000 € par semaine sans rien faire ${tag}` },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };

      await reader.page.goto(`/feed?post=${id}`);
      await reader.page
        .getByRole('button', { name: `Actions sur la publication de Koffi Mensah ${tag}` })
        .click();
      await reader.page.getByRole('menuitem', { name: 'Signaler' }).click();
      const dialog = reader.page.getByRole('dialog', { name: 'Signaler cette publication' });
      const reason = dialog.getByRole('textbox', { name: 'Raison du signalement' });
      await reason.fill('Arnaque');
      await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
      await expect(dialog.getByText('La raison doit contenir au moins 10 caractères.')).toBeVisible();
      await expectNoSeriousA11yViolations(reader.page);
      await capture(reader.page, 'privacy-report-dialog');
      await reason.fill('Une arnaque évidente, promesse de gains irréalistes.');
      await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
      await expect(reader.page.getByText('Merci, votre signalement a été transmis')).toBeVisible();

      await signInAsAdmin(moderator, moderatorEmail);
      await moderator.goto('/admin/reports?type=post');
      await expect(moderator.getByRole('heading', { level: 1, name: 'Signalements' })).toBeVisible();
      const row = moderator.getByRole('row').filter({ hasText: `sans rien faire ${tag}` });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Une arnaque évidente')).toBeVisible();
      await expect(row.getByRole('button', { name: 'Supprimer le contenu' })).toBeVisible();
      await expectNoSeriousA11yViolations(moderator);
      await capture(moderator, 'admin-reports-all-kinds');
      await row.getByRole('button', { name: 'Ignorer' }).click();
      await expect(moderator.getByText('Signalement ignoré')).toBeVisible();
    } finally {
      await author.close();
      await reader.close();
      await moderator.context().close();
    }
  });
});
