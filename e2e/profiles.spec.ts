import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { waitForMail } from './support/mail';
import { newMember } from './support/people';

const logo = path.join(import.meta.dirname, 'support', 'logo.png');

/** A second member in their own browser context (their own client IP, so per-IP limits stay apart). */
const otherMember = (browser: Browser, prefix: string) => newMember(browser, { prefix });

/** Fills the professional section through the checklist, the place picked from the suggestions. */
const fillProfessionalSection = async (page: Page) => {
  await page.getByRole('link', { name: 'Compléter : Informations professionnelles' }).click();
  await expect(page).toHaveURL(/\/profile\/edit\/professional$/);
  await page.getByLabel('Titre professionnel').fill('Ingénieure logicielle');
  await page.getByLabel('Entreprise', { exact: true }).fill('Wave');
  // A place without its country is refused with the spec's text.
  const location = page.getByRole('combobox', { name: 'Localisation' });
  await location.fill('Dakar');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText('Veuillez sélectionner une ville et un pays pour la localisation.'),
  ).toBeVisible();
  // Suggestions start at 3 characters and come from the offline city data, in French.
  await location.fill('Dak');
  await page.getByRole('option', { name: 'Dakar, Sénégal' }).click();
  await expect(location).toHaveValue('Dakar, Sénégal');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/profile\/complete$/);
};

test.describe('member profiles', () => {
  test('a new member completes the profile through the checklist', async ({ page }) => {
    // Four section editors, each checked with axe: a long journey.
    test.slow();
    await signUpAndConfirm(page, uniqueEmail('profil'));
    await expect(page.getByRole('heading', { name: 'Bienvenue !' })).toBeVisible();
    await expect(page.getByText('0 sur 4 sections')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terminer plus tard' })).toHaveAttribute('href', '/profile');
    await expectNoSeriousA11yViolations(page);

    // Personal: full name required, website in https.
    await page.getByRole('link', { name: 'Compléter : Informations personnelles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Informations personnelles' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le nom complet est obligatoire')).toBeVisible();
    await page.getByLabel('Nom complet').fill('Awa Diop');
    await page.getByLabel('Site web').fill('http://awa.example.org');
    await page.getByLabel('Nom complet').focus();
    await expect(page.getByText("L'URL du site web doit utiliser le protocole HTTPS.")).toBeVisible();
    await page.getByLabel('Site web').fill('awa.example.org');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/profile\/complete$/);
    await expect(page.getByText('1 sur 4 sections')).toBeVisible();

    await fillProfessionalSection(page);
    await expect(page.getByText('2 sur 4 sections')).toBeVisible();

    // Bio, with its counter.
    await page.getByRole('link', { name: 'Compléter : Biographie' }).click();
    await page.getByLabel('Biographie').fill('Développeuse à Dakar, passionnée de paiements mobiles.');
    await expect(page.getByText('54 / 1500 caractères')).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/profile\/complete$/);

    // Categories: the two-level picker.
    await page.getByRole('link', { name: 'Compléter : Catégories professionnelles' }).click();
    await page.getByLabel('Rechercher un secteur ou une spécialité').fill('informatique');
    await page.getByRole('checkbox', { name: 'Tout le secteur « Informatique »' }).check();
    await expect(page.getByText('Catégories choisies : 1 / 7')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/profile\/complete$/);
    await expect(page.getByText('4 sur 4 sections')).toBeVisible();
    await expect(page.getByText('Profil complet')).toBeVisible();

    // The profile page shows it all.
    await page.getByRole('link', { name: 'Voir mon profil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Awa Diop' })).toBeVisible();
    await expect(page.getByText('Ingénieure logicielle').first()).toBeVisible();
    // Suggested members may live in Dakar too: the first match is the profile's own header card.
    await expect(page.getByText('Dakar, Sénégal').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'awa.example.org' })).toHaveAttribute(
      'href',
      'https://awa.example.org',
    );
    await expect(page.getByRole('region', { name: 'Complétude du profil' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Any other section: 'Section non trouvée'.
    await page.goto('/profile/edit/adresse');
    await expect(page.getByRole('heading', { name: 'Section non trouvée' })).toBeVisible();
    // A profile address that is not a UUID (nor a member's username).
    await page.goto('/profile/pas un identifiant');
    await expect(
      page.getByText("L'identifiant de profil fourni n'est pas au format UUID valide."),
    ).toBeVisible();
  });

  test('an experience starting in the future is refused, a valid one is saved', async ({ page }) => {
    await signUpAndConfirm(page, uniqueEmail('experience'));
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Expériences' });
    await section.getByRole('button', { name: 'Ajouter une expérience' }).click();
    const form = section.getByRole('form', { name: 'Nouvelle expérience' });
    await form.getByLabel('Poste').fill('Cheffe de projet');
    await form.getByLabel('Entreprise').fill('Orange Sénégal');
    const nextYear = String(new Date().getFullYear() + 1);
    await form.getByLabel('Mois de début').selectOption('06');
    await form.getByLabel('Année de début').selectOption(nextYear);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form.getByText('La date de début ne peut pas être dans le futur.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const startYear = String(new Date().getFullYear() - 2);
    await form.getByLabel('Mois de début').selectOption('03');
    await form.getByLabel('Année de début').selectOption(startYear);
    await form.getByLabel('Année de fin').selectOption(String(new Date().getFullYear() - 1));
    // 'En cours' clears and disables the end date.
    await form.getByRole('checkbox', { name: 'En cours' }).check();
    await expect(form.getByLabel('Année de fin')).toBeDisabled();
    await expect(form.getByLabel('Année de fin')).toHaveValue('');
    await form.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(form).toBeHidden();
    await expect(section.getByRole('heading', { level: 3, name: 'Cheffe de projet' })).toBeVisible();
    await expect(section.getByText(`mars ${startYear} – aujourd'hui`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Deleting asks first.
    await section.getByRole('button', { name: /Supprimer l'expérience/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer cette expérience ?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(section.getByText('Ajoutez vos expériences professionnelles.')).toBeVisible();
  });

  test('a cropped avatar shows on the profile and in the header', async ({ page }) => {
    await signUpAndConfirm(page, uniqueEmail('avatar'));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Not an image: refused before anything is sent.
    let chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Ajouter une photo' }).click();
    await (await chooser).setFiles({
      name: 'cv.png',
      mimeType: 'image/png',
      buffer: Buffer.from('pas une image'),
    });
    await expect(page.getByText('Veuillez sélectionner un fichier image')).toBeVisible();

    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Ajouter une photo' }).click();
    await (await chooser).setFiles(logo);
    const dialog = page.getByRole('dialog', { name: 'Recadrer votre photo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuemax', '3');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
    await dialog.getByRole('button', { name: 'Enregistrer la photo' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('img', { name: /^Photo de profil de / })).toHaveAttribute(
      'src',
      /\/storage\/avatars\/.+\.jpg/,
    );
    // The header's account button shows the member's picture (session.user.avatarUrl).
    await expect(page.getByRole('button', { name: 'Menu du compte' }).locator('img')).toHaveAttribute(
      'src',
      /\/storage\/avatars\/.+\.jpg/,
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Menu du compte' }).locator('img')).toHaveAttribute(
      'src',
      /\/storage\/avatars\/.+\.jpg/,
    );
  });

  test('a member e-mails another member from their profile', async ({ page, browser }) => {
    const recipient = await otherMember(browser, 'destinataire');
    await recipient.page.request.patch('/api/v1/profiles/me/sections/personal', {
      data: { fullName: 'Kofi Mensah' },
    });
    await recipient.close();

    await signUpAndConfirm(page, uniqueEmail('expediteur'));
    await page.request.patch('/api/v1/profiles/me/sections/personal', { data: { fullName: 'Awa Diop' } });
    await page.goto(`/profile/${recipient.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kofi Mensah' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profils similaires' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Envoyer un email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Envoyer un email à Kofi Mensah' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByText('Le message ne peut pas être vide.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Objet').fill('Collaboration fintech');
    await dialog.getByLabel('Message').fill('Bonjour Kofi,\nJe serais ravie d’échanger sur vos projets.');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByText('Votre message a été envoyé avec succès!')).toBeVisible();
    // The dialog closes by itself about 2.5 s later.
    await expect(dialog).toBeHidden({ timeout: 6_000 });

    // The second mail to the recipient (after the confirmation) reaches the real SMTP peer.
    const mail = await waitForMail(recipient.email, 2);
    expect(mail).toContain('Collaboration fintech');
    expect(mail).toContain('ravie');
  });
});
