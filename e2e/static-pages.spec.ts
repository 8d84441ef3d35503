import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { waitForMail, waitForMailContaining } from './support/mail';
import { capture } from './support/screens';

// Listed in ADMIN_EMAILS by playwright.config.ts.
const founder = 'editrice@sankofa.test';

const signInAsFounder = (page: Page) => signInAsAdmin(page, founder);

test.describe('static pages', () => {
  test('an admin edits the terms page in the editor and a visitor reads the change', async ({
    page,
    browser,
  }) => {
    await signInAsFounder(page);
    await page.goto('/page/terms');
    await page.getByRole('link', { name: 'Modifier cette page' }).click();
    await expect(page).toHaveURL(/\/admin\/static-pages\?edit=terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier la page' })).toBeVisible();

    const editor = page.getByRole('textbox', { name: 'Contenu' });
    await expect(editor).toBeVisible();
    // The page's stored text is in the editor before anything is typed (typed text would be replaced).
    await expect(editor).not.toBeEmpty();
    const stamp = Date.now().toString(36);
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Mise à jour ${stamp}`);
    await expect(editor).toContainText(`Mise à jour ${stamp}`);
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('readonly');
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-static-page-edit');
    await page.getByRole('button', { name: 'Gras' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/admin-static-page-toolbar.png' });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Page enregistrée')).toBeVisible();

    // A visitor reads it.
    const visitorContext = await browser.newContext({ locale: 'fr-FR' });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/page/terms');
    await expect(visitor.getByText(`Mise à jour ${stamp}`)).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Modifier cette page' })).toHaveCount(0);
    await visitorContext.close();

    // The list: a footer page has no delete.
    await page.goto('/admin/static-pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Pages statiques' })).toBeVisible();
    const terms = page.getByRole('row').filter({ hasText: 'terms' });
    await expect(terms.getByText('Pied de page')).toBeVisible();
    await expect(terms.getByRole('button', { name: /Supprimer la page/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-static-pages');

    // A page of the admin's own is deleted after confirmation.
    const titre = `Page éphémère ${stamp}`;
    const created = await page.request.post('/api/v1/admin/static-pages', {
      data: { titre, slug: `ephemere-${stamp}`, contenuHtml: '<p>Bientôt partie.</p>' },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: `Supprimer la page ${titre}` }).click();
    await expect(page.getByText('Supprimer cette page ?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Page supprimée')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: titre })).toHaveCount(0);
  });

  test('a page saved with a script payload runs nothing', async ({ page, browser }) => {
    await signInAsFounder(page);
    const slug = `piege-${Date.now().toString(36)}`;
    const created = await page.request.post('/api/v1/admin/static-pages', {
      data: {
        titre: 'Page piégée',
        slug,
        contenuHtml:
          '<p>Texte sûr</p><script>window.__pwned = "script"</script>' +
          '<img src="x" onerror="window.__pwned = \'img\'">' +
          '<p onmouseover="window.__pwned = \'hover\'">survol</p>' +
          '<a href="javascript:window.__pwned=\'link\'">lien piégé</a>' +
          '<svg onload="window.__pwned = \'svg\'"></svg>' +
          '<iframe srcdoc="<script>parent.__pwned = \'iframe\'</script>"></iframe>',
        published: true,
      },
    });
    expect(created.status()).toBe(201);

    const visitorContext = await browser.newContext({ locale: 'fr-FR' });
    const visitor = await visitorContext.newPage();
    const dialogs: string[] = [];
    visitor.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visitor.goto(`/page/${slug}`);
    await expect(visitor.getByText('Texte sûr')).toBeVisible();
    await visitor.getByText('survol').hover();
    await visitor.getByText('lien piégé').click();
    expect(await visitor.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(await visitor.locator('article script, article iframe, article svg, article img').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await visitorContext.close();
  });

  test('an admin adds a FAQ question; a visitor finds it by searching and opens its anchor', async ({
    page,
    browser,
  }) => {
    await signInAsFounder(page);
    await page.goto('/admin/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await page.getByRole('button', { name: 'Nouvelle question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle question' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Question et réponse obligatoires').first()).toBeVisible();
    const stamp = Date.now().toString(36);
    await dialog.getByLabel('Question').fill(`Où trouver un mentor ${stamp} ?`);
    await dialog.getByRole('textbox', { name: 'Réponse' }).click();
    await page.keyboard.type('Dans la rubrique Mentorat, bientôt.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Question enregistrée')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Où trouver un mentor ${stamp} ?` })).toBeVisible();
    await capture(page, 'admin-faq');

    const visitorContext = await browser.newContext({ locale: 'fr-FR' });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/faq');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    await capture(visitor, 'faq');
    await visitor.getByLabel('Rechercher une question').fill(`MENTOR ${stamp}`);
    await expect(visitor.locator('article section')).toHaveCount(1);
    await visitor
      .getByRole('link', { name: `Lien vers cette question : Où trouver un mentor ${stamp} ?` })
      .click();
    await expect(visitor).toHaveURL(new RegExp(`/faq#ou-trouver-un-mentor-${stamp}$`));
    await visitor.goto(`/faq#ou-trouver-un-mentor-${stamp}`);
    await expect(visitor.getByRole('heading', { level: 2, name: new RegExp(stamp) })).toBeInViewport();
    await visitorContext.close();
  });

  test('a visitor sends the contact form and the admin address receives it; the typed address gets nothing', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const sender = `visiteuse.${stamp}@example.com`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Veuillez choisir un domaine de contact.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('combobox', { name: 'Domaine' }).click();
    await page.getByRole('option', { name: 'Partenariat / Presse' }).click();
    await page.getByLabel('Votre adresse email').fill(sender);
    await page.getByLabel('Sujet').fill(`Partenariat ${stamp}`);
    await page.getByLabel('Message').fill('Bonjour, nous aimerions présenter Sankofa à notre association.');
    await capture(page, 'contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Votre message a été envoyé avec succès!')).toBeVisible();

    const toAdmin = await waitForMailContaining('fondatrice@sankofa.test', `Partenariat_${stamp}`);
    expect(toAdmin).toMatch(new RegExp(`Reply-To: ${sender.replace('.', '\\.')}`, 'i'));
    expect(toAdmin).toContain('nous aimerions pr');
    // No copy to an address a visitor typed: the form relays nothing (issue 33).
    await expect(waitForMail(sender, 1, 2000)).rejects.toThrow();
  });

  test('an admin adds a social link and the footer shows it', async ({ page }) => {
    await signInAsFounder(page);
    await page.goto('/admin/social-links');
    await expect(page.getByRole('heading', { level: 1, name: 'Réseaux sociaux' })).toBeVisible();
    await page.getByRole('button', { name: 'Nouveau lien' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau lien' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Nom et URL obligatoires').first()).toBeVisible();
    const stamp = Date.now().toString(36);
    await dialog.getByLabel('Nom').fill(`TikTok ${stamp}`);
    await dialog.getByLabel('Adresse (https://…)').fill(`https://www.tiktok.com/@sankofa${stamp}`);
    await dialog.getByRole('combobox', { name: 'Icône' }).click();
    await page.getByRole('option', { name: 'TikTok' }).click();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Lien enregistré')).toBeVisible();
    await capture(page, 'admin-social-links');
    await page.goto('/');
    await expect(
      page.locator('footer').locator(`a[href="https://www.tiktok.com/@sankofa${stamp}"]`),
    ).toBeVisible();
  });

  test('an admin notes an article idea, finds it by search and occasion, edits and deletes it', async ({
    page,
  }) => {
    await signInAsFounder(page);
    await page.goto('/admin/article-ideas');
    await expect(page.getByRole('heading', { level: 1, name: "Idées d'articles" })).toBeVisible();
    await page.getByRole('button', { name: 'Nouvelle idée' }).click();
    const dialog = page.getByRole('dialog', { name: "Nouvelle idée d'article" });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le titre est obligatoire.')).toBeVisible();
    const stamp = Date.now().toString(36);
    const title = `Portrait d’entrepreneures ${stamp}`;
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel('Brouillon').fill('Trois parcours entre Dakar et Montréal.');
    await dialog.getByLabel('Date idéale de publication').fill('2027-03-08');
    await dialog.getByLabel('Occasion').fill(`Journée des droits des femmes ${stamp}`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Idée ajoutée !')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();

    // The search reads the draft too, accents and case aside; the occasion is a filter.
    await page.getByLabel('Rechercher une idée').fill('MONTREAL');
    await expect(row).toBeVisible();
    await page.getByLabel('Rechercher une idée').fill('');
    await page.getByRole('combobox', { name: 'Occasion' }).click();
    await page.getByRole('option', { name: `Journée des droits des femmes ${stamp}` }).click();
    await expect(page).toHaveURL(/occasion=/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-article-ideas');

    await page.getByRole('button', { name: `Modifier : ${title}` }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'idée" });
    await edit.getByLabel('Titre').fill(`${title} (repris)`);
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Idée modifiée !')).toBeVisible();
    await page.getByRole('button', { name: `Supprimer : ${title} (repris)` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Idée supprimée')).toBeVisible();
    await expect(page.getByText('Aucune idée ne correspond à votre recherche.')).toBeVisible();
  });
});
