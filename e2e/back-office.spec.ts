import { signInAsAdmin, signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { capture } from './support/screens';

// In ADMIN_EMAILS on the e2e server (playwright.config.ts).
const admin = 'boite@sankofa.test';

test.describe('the back office of issue 38', () => {
  test('a visitor writes through /contact; an admin reads, answers and archives it in the inbox', async ({
    page,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const subject = `Partenariat ${stamp}`;
    const sent = await page.request.post('/api/v1/contact', {
      data: {
        domain: 'Partenariat / Presse',
        email: uniqueEmail('presse'),
        subject,
        message: 'Bonjour,\nnous organisons un forum à Dakar et aimerions vous inviter.',
      },
    });
    expect(sent.ok()).toBe(true);

    await signInAsAdmin(page, admin);
    await page.goto('/admin/contact-messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages de contact' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('Nouveau');
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-contact-messages');

    await page.getByRole('button', { name: `Ouvrir le message : ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog).toContainText('nous organisons un forum à Dakar');
    await expect(dialog.getByRole('link', { name: 'Répondre par email' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-contact-message-open');
    await dialog.getByRole('button', { name: 'Marquer comme répondu' }).click();
    await expect(page.getByText('Message marqué comme répondu')).toBeVisible();
    await expect(dialog).toContainText('Répondu');
    await dialog.getByRole('button', { name: 'Archiver' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeHidden();

    await page.getByRole('combobox', { name: 'Afficher' }).click();
    await page.getByRole('option', { name: 'Archivé' }).click();
    await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('Archivé');
  });

  test('the payments list and the member’s plan', async ({ page, browser }) => {
    await signInAsAdmin(page, admin);
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();
    await expect(
      page.getByText(/Aucun paiement pour le moment|Payé|En attente|Expiré|Échoué/).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-payments');

    const context = await browser.newContext({ locale: 'fr-FR' });
    const member = await context.newPage();
    try {
      await signUpAndConfirm(member, uniqueEmail('offre'));
      await member.goto('/settings/account');
      await expect(member.getByText('Mon offre')).toBeVisible();
      await expect(member.getByText("Vous n'avez pas d'offre payante pour le moment.")).toBeVisible();
      await expect(member.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute('href', '/pricing');
      await expectNoSeriousA11yViolations(member);
      await capture(member, 'settings-account-plan');
    } finally {
      await context.close();
    }
  });

  test('prospection campaigns and the company rule in the editor', async ({ page }) => {
    const stamp = Date.now().toString(36);
    await signInAsAdmin(page, admin);
    await page.goto('/admin/prospection');
    await page.getByRole('tab', { name: 'Campagnes' }).click();
    for (const name of ['Tech', 'Finance', 'Startup'])
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Nouvelle campagne' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle campagne' });
    await form.getByRole('textbox', { name: 'Nom de la campagne' }).fill(`Agritech ${stamp}`);
    await form.getByRole('textbox', { name: 'Description' }).fill('Coopératives et startups agricoles.');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(`Agritech ${stamp}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-prospection-campaigns');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByText('Délai de réponse (médiane)')).toBeVisible();
    await capture(page, 'admin-prospection-analytics');

    await page.goto('/admin/rules');
    await page.getByRole('button', { name: 'Nouvelle règle' }).first().click();
    const editor = page.getByRole('dialog', { name: 'Nouvelle règle métier' });
    await editor.getByRole('combobox', { name: 'Type de règle' }).click();
    await page.getByRole('option', { name: 'Entreprise inactive' }).click();
    await expect(
      editor.getByRole('textbox', { name: 'Sans mise à jour de la fiche depuis (jours)' }),
    ).toBeVisible();
    await editor.getByRole('tab', { name: "Templates d'emails" }).click();
    await expect(editor.getByRole('textbox', { name: /^Objet — Rappel intermédiaire/ })).toHaveValue(
      'Rappel {step} : la fiche de {full_name} est-elle à jour ?',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
