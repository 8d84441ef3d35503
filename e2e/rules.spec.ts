import type { Browser } from '@playwright/test';
import { signInAsAdmin, signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { linkIn, waitForMailContaining } from './support/mail';
import { capture } from './support/screens';

// In ADMIN_EMAILS on the e2e server (playwright.config.ts), so the address may make itself admin.
const admin = 'regles@sankofa.test';

/**
 * The mail without its headers: the helper undoes quoted-printable over the whole message, which turns the
 * `token=24…` of the List-Unsubscribe header into `token$…`; the body's link is the one to follow.
 */
const bodyOf = (mail: string) => mail.slice(mail.search(/\r?\n\r?\n/));

/** A fresh visitor's page (no account, no session), for the mails' links. */
const visitor = async (browser: Browser) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  return { page: await context.newPage(), close: () => context.close() };
};

test.describe('business rules and prospection', () => {
  test('an admin creates a rule and runs it; the member gets the reminder and unsubscribes; the history shows it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const memberEmail = uniqueEmail('regle');
    const memberContext = await browser.newContext({ locale: 'fr-FR' });
    const memberPage = await memberContext.newPage();
    await signUpAndConfirm(memberPage, memberEmail);
    const named = await memberPage.request.patch('/api/v1/profiles/me/sections/personal', {
      data: { fullName: 'Adjoa Mensah' },
    });
    expect(named.ok()).toBe(true);

    await signInAsAdmin(page, admin);
    await page.goto('/admin/rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des règles métier' })).toBeVisible();
    await page.getByRole('button', { name: 'Nouvelle règle' }).first().click();
    const editor = page.getByRole('dialog', { name: 'Nouvelle règle métier' });
    const name = `Rappel e2e ${stamp}`;
    await editor.getByRole('textbox', { name: 'Nom' }).fill(name);
    await editor.getByRole('tab', { name: 'Planification' }).click();
    await editor.getByRole('textbox', { name: /Intervalles de rappel/ }).fill('0, 7, x');
    await editor.getByRole('tab', { name: "Templates d'emails" }).click();
    await expect(editor.getByRole('textbox', { name: /^Objet — Rappel intermédiaire/ })).toHaveValue(
      'Rappel {step} : complétez votre profil',
    );
    await expectNoSeriousA11yViolations(page);
    await editor.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(editor).toBeHidden();
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Rappels après 0, 7 jours');
    await expect(card).toContainText('Active');
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-rules');

    await page.getByRole('button', { name: `Exécuter maintenant la règle ${name}` }).click();
    await expect(page.getByText(/Règle exécutée : \d+ email\(s\) envoyé\(s\)/)).toBeVisible({
      timeout: 30_000,
    });
    const mail = bodyOf(await waitForMailContaining(memberEmail, '/desabonnement?token=', 30_000));
    expect(mail).toContain("Bonjour Adjoa Mensah, votre profil n'est pas encore complet.");

    await page.getByRole('tab', { name: "Historique d'exécution" }).click();
    // The history shows the 50 latest executions, and the run reached every incomplete profile of the
    // journeys' database (more than 50 in a full run, all within the same second): the mail above proves
    // Adjoa's; here the newest rows are this rule's first step, executed.
    const row = page.getByRole('row').filter({ hasText: name }).first();
    await expect(row).toContainText('Étape 1');
    await expect(row).toContainText('Exécuté');
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-rules-history');
    await page.getByRole('tab', { name: 'Statistiques' }).click();
    await expect(page.getByText('Taux de réussite')).toBeVisible();

    // The mail's link works in a browser without a session.
    const stranger = await visitor(browser);
    try {
      // Opening the link changes nothing (link scanners follow links); the button does.
      await stranger.page.goto(linkIn(mail, '/desabonnement'));
      await stranger.page.getByRole('button', { name: 'Me désabonner' }).click();
      await expect(
        stranger.page.getByText(/C'est fait : vous ne recevrez plus les emails « .+ »/),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(stranger.page);
    } finally {
      await stranger.close();
      await memberContext.close();
    }

    // Deactivated, then deleted: nothing more is sent; the history keeps 'Règle supprimée'.
    await page.getByRole('tab', { name: /Règles configurées/ }).click();
    await page.getByRole('button', { name: `Désactiver la règle ${name}` }).click();
    await expect(card).toContainText('Inactive');
    await expect(page.getByRole('button', { name: `Exécuter maintenant la règle ${name}` })).toBeDisabled();
    await page.getByRole('button', { name: `Supprimer la règle ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer la règle' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(card).toBeHidden();
  });

  test('an admin adds a prospect and mails a template; the prospect unsubscribes without an account', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const prospectEmail = uniqueEmail('prospect');
    const nom = `Kofi Annan ${stamp}`;
    await signInAsAdmin(page, admin);
    await page.goto('/admin/prospection');
    await expect(page.getByRole('heading', { level: 1, name: 'Prospection' })).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter un prospect' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau prospect' });
    await form.getByRole('textbox', { name: 'Nom' }).fill(nom);
    await form.getByRole('textbox', { name: 'Email' }).fill(prospectEmail);
    await form.getByRole('textbox', { name: 'Entreprise' }).fill('Baobab SARL');
    await form.getByRole('textbox', { name: 'Ville' }).fill('Accra');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Nouveau template' }).click();
    const template = page.getByRole('dialog', { name: 'Template' });
    const templateName = `Premier contact ${stamp}`;
    await template.getByRole('textbox', { name: 'Nom du template' }).fill(templateName);
    await template.getByRole('textbox', { name: 'Objet' }).fill('Bonjour {nom}');
    await template
      .getByRole('textbox', { name: 'Message' })
      .fill('Rejoignez les entrepreneurs de {ville} chez');
    await template.getByRole('button', { name: 'Insérer {entreprise} dans le message' }).click();
    await template.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(template).toBeHidden();
    await expect(page.getByRole('heading', { name: templateName })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Prospects' }).click();
    await page.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(stamp);
    await page.getByRole('checkbox', { name: `Sélectionner ${nom}` }).check();
    await page.getByRole('button', { name: 'Envoyer un template' }).click();
    const send = page.getByRole('dialog', { name: 'Envoyer un email' });
    await send.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: templateName }).click();
    await expect(send).toContainText('Rejoignez les entrepreneurs de Accra chez Baobab SARL');
    await send.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText(/1 email\(s\) envoyé\(s\)/)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: nom })).toContainText('Contacté');
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-prospection');

    // A CSV import: one line taken, the known address and a bad one left out with their reasons.
    const imported = `import-${Date.now().toString(36)}@example.com`;
    await page.getByRole('button', { name: 'Importer un CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer des prospects' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'prospects.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `\uFEFFnom;entreprise;poste;ville;email\r\nAïcha Importée;Karité SA;CEO;Lomé;${imported}\r\nDoublon;;;;${prospectEmail}\r\nSans Adresse;;;;pas-une-adresse\r\n`,
      ),
    });
    await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
    await expect(dialog.getByText('1 importés, 2 ignorés')).toBeVisible();
    await expect(dialog).toContainText('Déjà un prospect');
    await expect(dialog).toContainText("Format d'email invalide");
    await capture(page, 'admin-prospection-import');
    // The form's own button (the dialog's corner button is named Fermer too).
    await dialog.locator('form').getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();

    const mail = bodyOf(await waitForMailContaining(prospectEmail, '/desabonnement?token='));
    expect(mail).toContain('Rejoignez les entrepreneurs de Accra chez Baobab SARL');
    const stranger = await visitor(browser);
    try {
      await stranger.page.goto(linkIn(mail, '/desabonnement'));
      await stranger.page.getByRole('button', { name: 'Me désabonner' }).click();
      await expect(
        stranger.page.getByText(
          "C'est fait : vous ne recevrez plus les emails « les messages de présentation ».",
          {
            exact: false,
          },
        ),
      ).toBeVisible();
      await capture(stranger.page, 'prospection-unsubscribed');
    } finally {
      await stranger.close();
    }
    await page.reload();
    await page.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(stamp);
    await expect(page.getByRole('row').filter({ hasText: nom })).toContainText('Désinscrit');
    await page.getByRole('tab', { name: 'Historique' }).click();
    await expect(page.getByRole('row').filter({ hasText: nom })).toContainText(templateName);
  });
});
