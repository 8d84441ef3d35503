import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { waitForMailContaining } from './support/mail';
import { capture } from './support/screens';

// Listed in ADMIN_EMAILS by playwright.config.ts.
const founder = 'tarifs@sankofa.test';

const signInAsFounder = (page: Page) => signInAsAdmin(page, founder);

test.describe('pricing, home statistics and test screens', () => {
  // Several screens, real mails and a second browser context per journey.
  test.describe.configure({ timeout: 120_000 });

  test('an admin adds a paid offer and a visitor sees it on /pricing', async ({ page, browser }) => {
    await signInAsFounder(page);
    await page.goto('/admin/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Offres tarifaires' })).toBeVisible();
    await expect(page.getByText("Stripe n'est pas configuré")).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter une offre' }).click();
    // Only one unsaved new card at a time (001 §4).
    await expect(page.getByRole('button', { name: 'Ajouter une offre' })).toBeDisabled();
    const stamp = Date.now().toString(36);
    const form = page.getByRole('form', { name: 'Nouvelle offre' });
    await form.getByLabel('Catégorie').fill(`Premium ${stamp}`);
    await form.getByLabel('Prix affiché').fill('49 € / mois');
    const editor = form.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.type('Accès à tous les services premium');
    await form.getByLabel('Texte du bouton').fill('Devenir premium');
    await form.getByLabel('Montant payé en ligne').fill('49');
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-pricing-new');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Offre ajoutée !')).toBeVisible();
    const card = page.getByTestId('admin-offer').filter({ hasText: `Premium ${stamp}` });
    await expect(card.getByText('Paiement en ligne : 49,00 €')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-pricing');

    // A visitor reads it on the public page, reached from the footer; paying asks them to sign in.
    const visitorContext = await browser.newContext({ locale: 'fr-FR' });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/faq');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Tarification' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Tarification' })).toBeVisible();
    const offer = visitor.getByRole('region', { name: `Premium ${stamp}` });
    await expect(offer.getByText('49 € / mois')).toBeVisible();
    await expect(offer.getByText('Accès à tous les services premium')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Contactez-nous' })).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    await capture(visitor, 'pricing');
    await offer.getByRole('button', { name: 'Devenir premium' }).click();
    await expect(visitor.getByRole('dialog')).toBeVisible();
    await visitorContext.close();

    // Without STRIPE_SECRET_KEY the pay button answers the spec's error.
    await page.goto('/pricing');
    await page
      .getByRole('region', { name: `Premium ${stamp}` })
      .getByRole('button', { name: 'Devenir premium' })
      .click();
    await expect(page.getByText('Erreur lors de la création du paiement')).toBeVisible();

    // Clean up: the offer is deleted after confirmation.
    await page.goto('/admin/pricing');
    await page.getByRole('button', { name: `Supprimer : Premium ${stamp}` }).click();
    await expect(page.getByText('Supprimer cette offre ?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Offre supprimée !')).toBeVisible();
  });

  test('an admin sets a home figure, switches one to live, and the landing shows them', async ({
    page,
    browser,
  }) => {
    await signInAsFounder(page);
    await page.goto('/admin/home-stats');
    await expect(page.getByRole('heading', { level: 1, name: "Statistiques d'accueil" })).toBeVisible();
    const figures = page.getByTestId('home-stat');
    // "Projets" counts the published projects live; the team types its own figure instead.
    const projects = figures.filter({ has: page.locator('input[value="Projets"]') });
    await projects.getByText("Saisi par l'équipe").click();
    await expect(projects.getByText("Non affiché sur l'accueil (valeur 0)")).toBeVisible();
    const value = String(100 + (Date.now() % 800));
    await projects.getByLabel('Valeur').fill(value);

    // "Pays" becomes a figure the team sets; later it is counted live again, as members.
    const countries = figures.filter({ has: page.locator('input[value="Pays"]') });
    await countries.getByText("Saisi par l'équipe").click();
    await countries.getByLabel('Valeur').fill('54');
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-home-stats');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Modifications enregistrées !')).toBeVisible();

    const visitorContext = await browser.newContext({ locale: 'fr-FR' });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const claims = visitor.getByRole('region', { name: 'La communauté en chiffres' });
    // A figure by its label: another one may show the same number (54 members, say).
    const countriesClaim = claims
      .locator('dt', { hasText: /^Pays$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(claims.getByText(`${value}+`)).toBeVisible();
    await expect(countriesClaim).toHaveText('54+');
    await expect(claims.getByText('Projets')).toBeVisible();

    // Switched to live: the figure shows the number of members, whatever was typed.
    await countries.getByText('Compté automatiquement').click();
    await countries.getByRole('combobox', { name: 'Ce que le chiffre compte' }).click();
    await page.getByRole('option', { name: /^Membres/ }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Modifications enregistrées !').first()).toBeVisible();
    const members = (await (await page.request.get('/api/v1/admin/home-stats')).json()).sources.find(
      (source: { key: string }) => source.key === 'members',
    ).count as number;
    await visitor.reload();
    await expect(countriesClaim).toHaveText(`${members}+`);
    await expectNoSeriousA11yViolations(visitor);
    await capture(visitor, 'landing-claims');
    await visitorContext.close();

    // Put "Pays" back on the countries count for the other journeys.
    await countries.getByRole('combobox', { name: 'Ce que le chiffre compte' }).click();
    await page.getByRole('option', { name: /^Pays représentés/ }).click();
    await projects.getByLabel('Valeur').fill('0');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
  });

  test('an admin sends a real test mail and test notifications', async ({ page }) => {
    await signInAsFounder(page);
    await page.goto('/admin/test-notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Tests du système' })).toBeVisible();
    const to = uniqueEmail('essai');
    await page.getByLabel("Adresse de l'e-mail de test").fill(to);
    await page.getByRole('button', { name: "Tester l'envoi d'un e-mail" }).click();
    const log = page.getByTestId('test-log');
    await expect(log.getByText(`E-mail de test envoyé à ${to}.`)).toBeVisible();
    expect(await waitForMailContaining(to, 'Email de test')).toContain('depuis le back-office');
    await page.getByRole('button', { name: 'Tester les notifications', exact: true }).click();
    await expect(log.getByText(/Notification de test envoyée à/)).toBeVisible();
    await page.getByRole('button', { name: 'Vérifier la configuration' }).click();
    await expect(page.getByRole('rowheader', { name: 'Paiement Stripe (STRIPE_SECRET_KEY)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-test-notifications');

    await page.goto('/admin/notification-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Test des notifications admin' })).toBeVisible();
    await page.getByRole('button', { name: 'Tester tout' }).click();
    for (const type of ['blog', 'événement', 'microblog'])
      await expect(
        log.getByText(new RegExp(`Notification « ${type} » envoyée à \\d+ administrateur`)),
      ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-notification-test');
    await page.getByRole('button', { name: 'Effacer' }).click();
    await expect(log.getByText('Aucun test lancé pour le moment.')).toBeVisible();
  });
});
