import type { Page } from '@playwright/test';
import { signInAsAdmin, signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import { capture } from './support/screens';

// Listed in ADMIN_EMAILS by playwright.config.ts.
const founder = 'gestionnaire@sankofa.test';

const signInAsFounder = (page: Page) => signInAsAdmin(page, founder);

test.describe('newsletter and testimonials', () => {
  test('a visitor subscribes to the newsletter and confirms through the mailed link', async ({ page }) => {
    const email = uniqueEmail('lectrice');
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toContainText('Newsletter');
    await expect(
      page.getByRole('main').getByRole('link', { name: "conditions d'utilisation", exact: true }),
    ).toHaveAttribute('href', '/page/terms');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'politique de confidentialité' }),
    ).toHaveAttribute('href', '/page/privacy');
    await expectNoSeriousA11yViolations(page);

    // The consent box is required, with the spec's text.
    await page.getByLabel('Adresse email').fill(email);
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText('Vous devez accepter de recevoir des emails')).toBeVisible();
    await capture(page, 'newsletter-errors');

    await page.getByLabel("J'accepte de recevoir des emails").check();
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText('Merci ! Vous êtes bien inscrit.')).toBeVisible();
    await capture(page, 'newsletter');

    const mail = await waitForMail(email);
    expect(mail).toMatch(/List-Unsubscribe:\s+<http/);
    await page.goto(linkIn(mail, 'confirmation='));
    await expect(
      page.getByText(`Votre inscription est confirmée : la newsletter sera envoyée à ${email}.`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The admin sees the address confirmed, finds it, and the list exports.
    await signInAsFounder(page);
    await page.goto('/admin/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await page.getByLabel('Rechercher un email').fill(email.split('@')[0] ?? email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(page).toHaveURL(/q=/);
    await expect(row.getByText('Confirmé', { exact: true })).toBeVisible();
    await expect(page.locator('[data-refreshing]')).toHaveCount(0);
    await expect(page.getByTestId('counter-total')).not.toHaveText('—');
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-newsletter');

    // The badge toggles; the delete asks twice.
    await row.getByRole('button', { name: new RegExp(`Changer le statut de ${email}`) }).click();
    await expect(page.getByText('Statut mis à jour avec succès')).toBeVisible();
    await expect(row.getByText('Non confirmé', { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter les confirmés (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    await row.getByRole('button', { name: `Supprimer ${email}` }).click();
    await expect(row.getByRole('button', { name: 'Annuler' })).toBeVisible();
    await row.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText('Abonné supprimé avec succès')).toBeVisible();
    await expect(page.getByText('Aucun abonné ne correspond à cette recherche.')).toBeVisible();
  });

  test("a member's testimonial is approved and appears on /temoignages", async ({ page, browser }) => {
    // A visitor is asked to sign in.
    await page.goto('/temoignages');
    await expect(page.getByRole('heading', { level: 1, name: 'Témoignages' })).toBeVisible();
    await expect(page.getByText('Veuillez vous connecter pour ajouter un témoignage')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const memberContext = await browser.newContext({ locale: 'fr-FR' });
    const member = await memberContext.newPage();
    const memberName = `Kwame Mensah ${Date.now().toString(36)}`;
    await signUpAndConfirm(member, uniqueEmail('temoin'));
    expect(
      (
        await member.request.patch('/api/v1/profiles/me/sections/personal', {
          data: { fullName: memberName },
        })
      ).ok(),
    ).toBe(true);
    await member.goto('/temoignages');
    const words = `Grâce à la communauté j'ai trouvé un mentor ${Date.now().toString(36)}`;
    await member.getByRole('button', { name: 'Envoyer mon témoignage' }).click();
    await expect(member.getByText('Veuillez saisir votre témoignage')).toBeVisible();
    await expect(member.getByText('Veuillez attribuer une note')).toBeVisible();
    await member.getByLabel('Votre témoignage').fill(words);
    // Each star is a visually hidden radio under the star drawn by its label: the click lands on the label.
    const fifth = await member.getByRole('radio', { name: '5 sur 5' }).getAttribute('id');
    await member.locator(`label[for="${fifth}"]`).click();
    await member.getByRole('button', { name: 'Envoyer mon témoignage' }).click();
    await expect(
      member.getByText("Merci pour votre témoignage ! Il sera examiné par notre équipe avant d'être publié."),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(member);
    await capture(member, 'testimonials-member');
    await memberContext.close();

    // Pending: not public yet.
    await page.reload();
    await expect(page.getByText(words)).toHaveCount(0);

    await signInAsFounder(page);
    await page.goto('/admin/testimonials?status=pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Témoignages' })).toBeVisible();
    await page.getByLabel('Rechercher dans les témoignages').fill(words.slice(-12));
    const row = page.getByRole('row').filter({ hasText: words });
    await expect(page).toHaveURL(/q=/);
    await expect(row).toBeVisible();
    await expect(page.locator('[data-refreshing]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-testimonials');
    await row.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Êtes-vous sûr de vouloir supprimer ce témoignage ?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
    await row.getByRole('button', { name: 'Approuver' }).click();
    await expect(page.getByText('Témoignage approuvé')).toBeVisible();

    await page.goto('/temoignages');
    const card = page.getByRole('figure').filter({ hasText: words });
    await expect(card).toBeVisible();
    await expect(card.getByText(memberName)).toBeVisible();
    await expect(card.getByRole('img', { name: '5 sur 5' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'testimonials');
  });
});
