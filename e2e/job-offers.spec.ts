import path from 'node:path';
import { signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { capture } from './support/screens';

/** Desktop and phone captures of the page as it is, when E2E_SCREENSHOTS names a folder. */

test.describe('job offers', () => {
  test('a visitor reads the offers, and depositing one opens the login dialog', async ({ page }) => {
    await page.goto('/emplois');
    await expect(page.getByRole('heading', { level: 1, name: "Offres d'emploi" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mes offres' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Déposer une offre' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    // 'Mes offres' sends a visitor home (002 §2).
    await page.goto('/emplois/mes-offres');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a member posts an offer, finds it in Mes offres, edits and deletes it', async ({ page }) => {
    await signUpAndConfirm(page, uniqueEmail('emploi'));
    const tag = Date.now().toString(36).slice(-5);
    const title = `Développeuse backend ${tag}`;

    await page.goto('/emplois');
    await page.getByRole('link', { name: 'Déposer une offre' }).click();
    await expect(page).toHaveURL(/\/emplois\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: "Nouvelle offre d'emploi" })).toBeVisible();

    // Submitting empty shows the spec's texts on the required fields.
    await page.getByRole('button', { name: "Publier l'offre" }).click();
    await expect(page.getByText('Merci de remplir tous les champs obligatoires.').first()).toBeVisible();
    await expect(page.getByText("L'email de contact est obligatoire.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: /^Intitulé du poste/ }).fill(title);
    await page.getByRole('combobox', { name: /^Entreprise/ }).fill('Wave Sénégal');
    await page.getByRole('combobox', { name: /^Type de contrat/ }).click();
    await page.getByRole('option', { name: 'CDI' }).click();
    await page.getByRole('combobox', { name: /^Localisation/ }).fill('Dakar, Sénégal');
    await page.getByRole('textbox', { name: /^Salaire/ }).fill('1 500 000 FCFA par mois');
    await page
      .getByRole('textbox', { name: /^Description/ })
      .fill('## Missions\n\n- Concevoir des **API**\n- Relire le code');
    await page.getByRole('textbox', { name: /^E-mail de contact/ }).fill('pas-un-mail');
    await page.getByRole('textbox', { name: /^Site web/ }).focus();
    await expect(page.getByText('Veuillez saisir une adresse email valide pour le contact.')).toBeVisible();
    await page.getByRole('textbox', { name: /^E-mail de contact/ }).fill('recrutement@wave.com');
    await page
      .locator('input[type="file"]')
      .setInputFiles(path.join(import.meta.dirname, 'support/logo.png'));
    await expect(page.getByRole('button', { name: 'Retirer le logo' })).toBeVisible();
    await capture(page, 'job-form');
    await page.getByRole('button', { name: "Publier l'offre" }).click();

    await expect(page.getByText('Offre publiée avec succès !')).toBeVisible();
    await expect(page).toHaveURL(/\/emplois$/);
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.locator('img')).toHaveAttribute('src', /^\/storage\/media\/job-offers\//);
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'jobs-list');

    // The detail: badge, rendered description, share and the owner's buttons.
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Expire le /)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Missions' })).toBeVisible();
    await expect(page.getByText('API', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Partager' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'job-detail');

    // Mes offres lists it; Modifier opens the form at /emplois/edit/{id}, which answers /emplois/edit?id=.
    await page.goto('/emplois/mes-offres');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes offres' })).toBeVisible();
    const mine = page.getByRole('article').filter({ hasText: title });
    await expect(mine).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'my-jobs');
    await mine.getByRole('link', { name: `Modifier : ${title}` }).click();
    await expect(page).toHaveURL(/\/emplois\/edit\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier une offre' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Intitulé du poste/ }).fill(`${title} senior`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Offre modifiée avec succès !')).toBeVisible();
    await expect(page).toHaveURL(/\/emplois$/);

    await page.goto('/emplois/mes-offres');
    const edited = page.getByRole('article').filter({ hasText: `${title} senior` });
    await edited.getByRole('button', { name: `Supprimer : ${title} senior` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Supprimer cette offre ? Cette action est irréversible.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Offre supprimée avec succès')).toBeVisible();
    await expect(page.getByText("Vous n'avez publié aucune offre pour le moment.")).toBeVisible();
  });

  test("another member's offer cannot be edited", async ({ page, browser }) => {
    await signUpAndConfirm(page, uniqueEmail('auteur'));
    const created = await page.request.post('/api/v1/job-offers', {
      data: {
        title: 'Comptable',
        company: 'Orange',
        location: 'Abidjan, Côte d’Ivoire',
        type: 'CDD',
        description: 'Tenir les comptes.',
        contact: 'rh@orange.ci',
        expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const octet = () => Math.floor(Math.random() * 250) + 1;
    const context = await browser.newContext({
      locale: 'fr-FR',
      extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
    });
    const other = await context.newPage();
    try {
      await signUpAndConfirm(other, uniqueEmail('autre'));
      await other.goto(`/emplois/${id}`);
      await expect(other.getByText(/^Expire dans 3 jour/)).toBeVisible();
      await expect(other.getByRole('link', { name: 'Modifier' })).toHaveCount(0);
      await other.goto(`/emplois/edit?id=${id}`);
      await expect(
        other.getByText("Vous n'êtes pas autorisé à modifier cette offre d'emploi."),
      ).toBeVisible();
      await expect(other.getByRole('link', { name: "Retour aux offres d'emploi" })).toBeVisible();
      await expectNoSeriousA11yViolations(other);
      await other.goto('/emplois/edit?id=pas-un-id');
      await expect(other.getByText("ID de l'offre d'emploi invalide")).toBeVisible();
      await expect(other.getByRole('button', { name: 'Retour' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
