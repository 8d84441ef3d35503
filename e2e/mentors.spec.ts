import { draftRestored, reloadExpectingDraft } from './support/drafts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { newMember, newVisitor } from './support/people';
import { capture } from './support/screens';

test.describe('mentors', () => {
  test('a member becomes a mentor, another asks, is accepted and leaves a review', async ({ browser }) => {
    test.slow();
    const tag = Date.now().toString(36).slice(-5);
    const awaName = `Awa Mentor ${tag}`;
    const kofiName = `Kofi Mentoré ${tag}`;
    const awa = await newMember(browser, {
      prefix: 'mentor',
      fullName: awaName,
      professional: {
        title: 'Directrice fintech',
        location: { ville: 'Dakar', pays: 'Sénégal', country_code: 'SN' },
      },
    });
    const kofi = await newMember(browser, { prefix: 'mentore', fullName: kofiName });
    const visitor = await newVisitor(browser);
    try {
      // Awa becomes a mentor from the directory.
      await awa.page.goto('/mentors');
      await expect(awa.page.getByRole('heading', { level: 1, name: 'Mentors' })).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);
      await awa.page.getByRole('link', { name: 'Devenir mentor' }).click();
      await expect(awa.page).toHaveURL(/\/mentors\/become$/);
      await awa.page.getByRole('button', { name: 'Devenir mentor' }).click();
      await expect(awa.page.getByText('Présentez-vous en quelques lignes.')).toBeVisible();
      await expect(awa.page.getByText("Indiquez au moins un domaine d'expertise.")).toBeVisible();
      await awa.page
        .getByRole('textbox', { name: /^Présentation/ })
        .fill('Quinze ans dans la fintech entre Dakar et Paris.');
      const domains = awa.page.getByRole('combobox', { name: /^Domaines d'expertise/ });
      await domains.fill(`Fintech ${tag}`);
      await domains.press('Enter');
      await awa.page.getByRole('textbox', { name: /^Disponibilités/ }).fill('Le mardi soir, heure de Dakar');
      await awa.page.getByRole('textbox', { name: /^Tarif par séance/ }).fill('40');
      await expectNoSeriousA11yViolations(awa.page);
      await capture(awa.page, 'mentor-become');
      await awa.page.getByRole('button', { name: 'Devenir mentor' }).click();
      await expect(awa.page.getByText('Votre profil de mentor est enregistré.')).toBeVisible();
      await expect(awa.page.getByRole('heading', { level: 1, name: 'Mon profil de mentor' })).toBeVisible();
      // Saved, nothing is left on the device; a change not yet saved is, until set aside.
      const availability = awa.page.getByRole('textbox', { name: /^Disponibilités/ });
      await availability.fill('Le jeudi midi');
      await reloadExpectingDraft(awa.page);
      await expect(availability).toHaveValue('Le jeudi midi');
      await awa.page.getByRole('button', { name: 'Repartir de la version enregistrée' }).click();
      await expect(availability).toHaveValue('Le mardi soir, heure de Dakar');
      await awa.page.reload();
      await expect(availability).toHaveValue('Le mardi soir, heure de Dakar');
      await expect(draftRestored(awa.page)).toHaveCount(0);

      // Kofi finds her by name in the directory.
      await kofi.page.goto('/mentors');
      await kofi.page.getByRole('searchbox', { name: 'Nom' }).fill(awaName);
      await expect(kofi.page).toHaveURL(/q=/);
      const card = kofi.page.getByRole('article').filter({ hasText: awaName });
      await expect(card).toHaveCount(1);
      await expect(card.getByText('Disponible', { exact: true })).toBeVisible();
      await expect(card.getByText('40 € / séance')).toBeVisible();
      // Her country's flag is an image (emoji flags are two letters on Windows), and it loaded.
      const flag = card.getByRole('img', { name: 'Sénégal' });
      await expect(flag).toBeVisible();
      await expect
        .poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(kofi.page);
      await capture(kofi.page, 'mentors-list');

      // A visitor reads the page and is told to sign in to ask.
      const mentorUrl = new URL(
        (await card.getByRole('link', { name: 'Voir le profil' }).getAttribute('href')) ?? '',
        'http://x',
      ).pathname;
      await visitor.page.goto(mentorUrl);
      await expect(
        visitor.page.getByText(
          'Accès refusé : veuillez vous connecter pour envoyer une demande de mentorat.',
        ),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(visitor.page);

      // Kofi asks.
      await card.getByRole('link', { name: 'Demander un mentorat' }).click();
      await expect(kofi.page.getByRole('heading', { level: 1, name: awaName })).toBeVisible();
      await kofi.page
        .getByRole('textbox', { name: /^Votre message/ })
        .fill('Bonjour Awa, je lance une fintech à Abidjan et cherche un regard expérimenté.');
      await expectNoSeriousA11yViolations(kofi.page);
      await capture(kofi.page, 'mentor-page');
      await kofi.page.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(kofi.page.getByText('Demande envoyée avec succès !')).toBeVisible();
      await expect(kofi.page.getByText('Votre demande est en attente de réponse.')).toBeVisible();

      // Awa accepts from her inbox.
      await awa.page.goto('/mentors/demandes');
      const request = awa.page.getByRole('article').filter({ hasText: kofiName });
      await expect(request.getByText('En attente')).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);
      await capture(awa.page, 'mentor-requests');
      await request.getByRole('button', { name: 'Accepter' }).click();
      await expect(awa.page.getByText('Demande acceptée.')).toBeVisible();
      await expect(request.getByText('Acceptée')).toBeVisible();

      // Kofi sees it accepted and leaves a review.
      await kofi.page.goto('/mentors/demandes?as=mentee');
      const sent = kofi.page.getByRole('article').filter({ hasText: awaName });
      await expect(sent.getByText('Acceptée')).toBeVisible();
      await sent.getByRole('button', { name: 'Laisser un avis' }).click();
      // Mantine's stars are labels over hidden radios: click the fourth star's label.
      const fourth = await sent.getByRole('radio', { name: '4' }).getAttribute('id');
      await sent.locator(`label[for="${fourth}"]`).click();
      await expect(sent.getByRole('radio', { name: '4' })).toBeChecked();
      await sent
        .getByRole('textbox', { name: /^Votre avis/ })
        .fill('Des conseils concrets dès la première séance.');
      await expectNoSeriousA11yViolations(kofi.page);
      await capture(kofi.page, 'mentee-requests');
      await sent.getByRole('button', { name: "Publier l'avis" }).click();
      await expect(kofi.page.getByText('Merci pour votre avis !')).toBeVisible();

      // The review shows on Awa's page.
      await kofi.page.goto(mentorUrl);
      await expect(kofi.page.getByText('Des conseils concrets dès la première séance.')).toBeVisible();
      await expect(kofi.page.getByText('Ce mentor vous accompagne.')).toBeVisible();
      await expectNoSeriousA11yViolations(kofi.page);
      await capture(kofi.page, 'mentor-page-reviewed');
    } finally {
      await awa.close();
      await kofi.close();
      await visitor.close();
    }
  });
});
