import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { draftRestored } from './support/drafts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { newMember } from './support/people';
import { capture } from './support/screens';

/** A member in their own browser context (own client IP), with a name. */
const namedMember = (browser: Browser, prefix: string, fullName: string) =>
  newMember(browser, { prefix, fullName });

/** A plain PNG of that size and colour (a logo, a banner). */
const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Picks a logo or a banner in a group's image fields (creation form or À propos: logo first, banner second). */
const chooseGroupImage = async (page: Page, image: 'logo' | 'banner') => {
  const file =
    image === 'logo'
      ? { name: 'logo.png', mimeType: 'image/png', buffer: await png(200, 200, '#c0392b') }
      : { name: 'banniere.png', mimeType: 'image/png', buffer: await png(1200, 400, '#1d4e89') };
  await page
    .locator('input[type=file]')
    .nth(image === 'logo' ? 0 : 1)
    .setInputFiles(file);
};

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** In the members tab: opens `name`'s actions menu and picks `action`. */
const pickMemberAction = async (page: Page, name: string, action: string) => {
  await page.getByRole('button', { name: `Actions pour ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

/** In the members tab: `name`'s row shows `role` ('Modérateur', 'Créateur'). */
const expectMemberRole = (page: Page, name: string, role: string) =>
  expect(page.getByRole('listitem').filter({ hasText: name }).getByText(role)).toBeVisible();

test.describe('groups', () => {
  test('a member creates a private group, another asks to join and is approved live', async ({ browser }) => {
    // Two members, each signed up through the UI, and a dozen axe scans.
    test.slow();
    const tag = Date.now().toString(36).slice(-5);
    const awa = await namedMember(browser, 'awa', `Awa Diallo ${tag}`);
    const kofi = await namedMember(browser, 'kofi', `Kofi Mensah ${tag}`);
    const groupName = `Ingénieurs de Dakar ${tag}`;
    try {
      // Awa creates a private group from the directory.
      await awa.page.goto('/groups');
      await expect(awa.page.getByRole('heading', { level: 1, name: 'Groupes' })).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);
      await awa.page.getByRole('link', { name: 'Créer un groupe' }).click();
      await expect(awa.page).toHaveURL(/\/groups\/create$/);
      await awa.page.getByRole('button', { name: 'Créer le groupe' }).click();
      await expect(
        awa.page.getByRole('alert').filter({ hasText: 'Veuillez remplir tous les champs obligatoires' }),
      ).toBeVisible();
      await awa.page.getByRole('textbox', { name: 'Nom du groupe' }).fill(groupName);
      await awa.page
        .getByRole('textbox', { name: 'Description' })
        .fill('Les ingénieurs de la diaspora à Dakar.');
      await awa.page.getByRole('radio', { name: 'Privé' }).check();
      await awa.page.getByRole('textbox', { name: 'Tags' }).fill('ingénierie');
      await awa.page.getByRole('textbox', { name: 'Tags' }).press('Enter');
      await expect(awa.page.getByRole('button', { name: 'Retirer le tag ingénierie' })).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);
      await awa.page.getByRole('button', { name: 'Créer le groupe' }).click();
      await expect(awa.page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
      const groupUrl = new URL(awa.page.url()).pathname;
      await expect(awa.page.getByText('Créateur').first()).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);

      // Kofi finds it by search and asks to join; the members list stays private to him.
      await kofi.page.goto('/groups');
      await kofi.page.getByRole('searchbox', { name: 'Rechercher un groupe' }).fill(tag);
      await expect(kofi.page).toHaveURL(new RegExp(`q=${tag}`));
      await kofi.page.getByRole('link', { name: groupName }).click();
      await kofi.page.getByRole('tab', { name: 'Membres' }).click();
      await expect(kofi.page.getByRole('heading', { name: 'Ce groupe est privé' })).toBeVisible();
      await kofi.page.getByRole('button', { name: 'Demander à rejoindre' }).click();
      await expect(
        kofi.page.getByText('Votre demande a été envoyée aux administrateurs du groupe.'),
      ).toBeVisible();
      await expect(kofi.page.getByText('Demande envoyée')).toBeVisible();

      // Awa hears of it live and approves from the group's members tab.
      await expect(awa.page.getByTestId('unread-dot')).toBeVisible();
      await bell(awa.page).click();
      const panel = awa.page.getByRole('dialog', { name: 'Notifications' });
      await panel.getByRole('button', { name: /Kofi Mensah/ }).click();
      await expect(awa.page).toHaveURL(new RegExp(`${groupUrl}\\?tab=members$`));
      await awa.page.getByRole('button', { name: `Accepter la demande de Kofi Mensah ${tag}` }).click();
      await expect(awa.page.getByText('Membre ajouté')).toBeVisible();
      // The request leaves its list (both lists refresh; one may answer first), Kofi is among the members.
      await expect(
        awa.page
          .getByRole('region', { name: "Demandes d'adhésion" })
          .getByRole('listitem')
          .filter({ hasText: `Kofi Mensah ${tag}` }),
      ).toHaveCount(0);
      await expect(awa.page.getByRole('listitem').filter({ hasText: `Kofi Mensah ${tag}` })).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);

      // Kofi's approval arrives live; he is now a member and sees the list.
      await expect(kofi.page.getByTestId('unread-dot')).toBeVisible();
      await kofi.page.reload();
      await expect(kofi.page.getByRole('button', { name: 'Quitter' })).toBeVisible();
      await kofi.page.getByRole('tab', { name: 'Membres' }).click();
      await expect(kofi.page.getByRole('listitem').filter({ hasText: `Awa Diallo ${tag}` })).toBeVisible();

      // Kofi, now a member, posts in the group's Publications.
      await kofi.page.getByRole('tab', { name: 'Publications' }).click();
      await kofi.page
        .getByRole('button', { name: /Quoi de neuf/ })
        .first()
        .click();
      const composer = kofi.page.getByRole('dialog', { name: 'Créer une publication' });
      await composer
        .getByRole('textbox', { name: 'Texte de la publication' })
        .fill(`Réunion jeudi à 18 h ${tag}`);
      await composer.getByRole('button', { name: 'Publier' }).click();
      await expect(kofi.page.getByText(`Réunion jeudi à 18 h ${tag}`)).toBeVisible();
      await expect(
        kofi.page.getByRole('switch', { name: 'Être notifié des nouvelles publications' }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(kofi.page);
      await capture(kofi.page, 'group-publications');
      // It stays in the group: the main feed does not show it.
      await kofi.page.goto('/feed');
      await expect(kofi.page.getByRole('heading', { level: 1, name: "Fil d'actualité" })).toBeVisible();
      await expect(kofi.page.getByText(`Réunion jeudi à 18 h ${tag}`)).toHaveCount(0);
      await kofi.page.goto(groupUrl);

      // Awa comments on it from the group's feed.
      await awa.page.goto(groupUrl);
      const post = awa.page.getByRole('article').filter({ hasText: `Réunion jeudi à 18 h ${tag}` });
      await post.getByRole('button', { name: 'Commenter', exact: true }).click();
      await post.getByRole('textbox', { name: 'Votre commentaire' }).fill('Hors sujet, pardon');
      await post.getByRole('button', { name: 'Envoyer le commentaire' }).click();
      await expect(post.getByText('Hors sujet, pardon')).toBeVisible();

      // Awa makes Kofi a moderator.
      await awa.page.getByRole('tab', { name: 'Membres' }).click();
      await pickMemberAction(awa.page, `Kofi Mensah ${tag}`, 'Promouvoir modérateur');
      await expect(awa.page.getByText('Rôle modifié')).toBeVisible();
      await expectMemberRole(awa.page, `Kofi Mensah ${tag}`, 'Modérateur');

      // Kofi, a moderator, deletes Awa's comment.
      await kofi.page.reload();
      const ownPost = kofi.page.getByRole('article').filter({ hasText: `Réunion jeudi à 18 h ${tag}` });
      await expect(ownPost.getByText('Hors sujet, pardon')).toBeVisible();
      await ownPost.getByRole('button', { name: `Supprimer le commentaire de Awa Diallo ${tag}` }).click();
      await kofi.page
        .getByRole('dialog', { name: 'Supprimer le commentaire' })
        .getByRole('button', { name: 'Supprimer le commentaire' })
        .click();
      await expect(ownPost.getByText('Hors sujet, pardon')).toHaveCount(0);
      await expectNoSeriousA11yViolations(kofi.page);

      // Awa manages the group: Gérer opens the settings; she saves new information.
      await awa.page.getByRole('link', { name: 'Gérer' }).click();
      await expect(awa.page.getByRole('heading', { level: 1, name: 'Paramètres du groupe' })).toBeVisible();
      await awa.page
        .getByRole('textbox', { name: 'Description' })
        .fill('Entraide, offres et rencontres mensuelles.');
      await awa.page.getByRole('textbox', { name: 'Tags' }).fill('ingénierie, dakar, , dakar');
      await awa.page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(awa.page.getByText('Sauvegardé !')).toBeVisible();
      await expect(awa.page.getByRole('textbox', { name: 'Tags' })).toHaveValue('ingénierie, dakar');
      // Saved as the server wrote the tags back: nothing is left to keep on the device.
      await awa.page.waitForTimeout(700);
      await awa.page.reload();
      await expect(awa.page.getByRole('textbox', { name: 'Tags' })).toHaveValue('ingénierie, dakar');
      await expect(draftRestored(awa.page)).toHaveCount(0);
      await expectNoSeriousA11yViolations(awa.page);
      await awa.page.getByRole('tab', { name: 'Gestion des membres' }).click();
      await expect(awa.page.getByRole('heading', { name: 'Rôles et permissions' })).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);

      // Kofi, a moderator, sees the members but not the general settings.
      await kofi.page.goto(`${groupUrl}/settings`);
      await expect(kofi.page.getByRole('tab', { name: 'Gestion des membres', selected: true })).toBeVisible();
      await kofi.page.getByRole('tab', { name: 'Informations générales' }).click();
      await expect(kofi.page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();

      // 'Mes groupes' lists it for Kofi.
      await kofi.page.goto('/groups?view=mine');
      await expect(kofi.page.getByRole('link', { name: groupName })).toBeVisible();
      await expectNoSeriousA11yViolations(kofi.page);
    } finally {
      await awa.close();
      await kofi.close();
    }
  });

  test('an outsider cannot find a secret group by search or by its address', async ({ browser, page }) => {
    test.slow();
    const tag = Date.now().toString(36).slice(-5);
    const owner = await namedMember(browser, 'secret', `Mariama Bâ ${tag}`);
    const outsider = await namedMember(browser, 'curieux', `Curieux ${tag}`);
    try {
      const created = await owner.page.request.post('/api/v1/groups', {
        data: { name: `Cercle secret ${tag}`, description: 'Confidentiel', type: 'secret' },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };

      await outsider.page.goto(`/groups?q=${tag}`);
      await expect(outsider.page.getByText('Aucun groupe trouvé')).toBeVisible();
      await expect(outsider.page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
      await outsider.page.goto(`/groups/${id}`);
      await expect(outsider.page.getByRole('heading', { level: 1, name: 'Groupe non trouvé' })).toBeVisible();
      await expect(outsider.page.getByRole('link', { name: 'Retour aux groupes' })).toBeVisible();
      await expectNoSeriousA11yViolations(outsider.page);

      // A visitor neither.
      await page.goto(`/groups/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Groupe non trouvé' })).toBeVisible();

      // Its member sees it.
      await owner.page.goto(`/groups?q=${tag}`);
      await expect(owner.page.getByRole('link', { name: `Cercle secret ${tag}` })).toBeVisible();

      // The creator adds the outsider from the members tab; from then on the group exists for them.
      await owner.page.goto(`/groups/${id}?tab=members`);
      await owner.page.getByRole('button', { name: 'Ajouter un membre' }).click();
      const dialog = owner.page.getByRole('dialog', { name: 'Ajouter un membre' });
      await dialog.getByRole('searchbox', { name: 'Rechercher un membre' }).fill(`Curieux ${tag}`);
      await dialog.getByRole('button', { name: `Ajouter Curieux ${tag}` }).click();
      await expect(owner.page.getByText('Membre ajouté')).toBeVisible();
      await expect(dialog.getByText('Déjà membre')).toBeVisible();
      await expectNoSeriousA11yViolations(owner.page);
      await outsider.page.goto(`/groups/${id}`);
      await expect(
        outsider.page.getByRole('heading', { level: 1, name: `Cercle secret ${tag}` }),
      ).toBeVisible();
    } finally {
      await owner.close();
      await outsider.close();
    }
  });

  test('a visitor reads a public group and is sent to sign in to join', async ({ browser, page }) => {
    const tag = Date.now().toString(36).slice(-5);
    const owner = await namedMember(browser, 'public', `Fatou Ndiaye ${tag}`);
    try {
      const created = await owner.page.request.post('/api/v1/groups', {
        data: { name: `Entrepreneurs ${tag}`, description: 'Ouvert à tous', type: 'public' },
      });
      const { id } = (await created.json()) as { id: string };
      await page.goto('/groups');
      await expect(page.getByRole('link', { name: 'Créer un groupe' })).toHaveCount(0);
      await page.goto(`/groups/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Entrepreneurs ${tag}` })).toBeVisible();
      await page.getByRole('tab', { name: 'Membres' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: `Fatou Ndiaye ${tag}` })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'Se connecter pour rejoindre' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    } finally {
      await owner.close();
    }
  });

  test('a member gives the group its logo and banner in the creation form (002 §2)', async ({ browser }) => {
    test.slow();
    const tag = Date.now().toString(36).slice(-5);
    const owner = await namedMember(browser, 'create-img', `Mariama Ba ${tag}`);
    try {
      const { page } = owner;
      await page.goto('/groups/create');
      await page.getByRole('textbox', { name: 'Nom du groupe' }).fill(`Photographes ${tag}`);
      await page.getByRole('textbox', { name: 'Description' }).fill('Les photographes de la diaspora.');
      await expect(page.getByRole('heading', { name: 'Images du groupe' })).toBeVisible();
      // A file that is not an image is refused at once, with the form's text.
      await page
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
      await expect(page.getByRole('alert').filter({ hasText: 'Veuillez choisir une image' })).toBeVisible();
      await chooseGroupImage(page, 'logo');
      await chooseGroupImage(page, 'banner');
      await expect(page.getByRole('button', { name: 'Changer le logo' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Changer la bannière' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await capture(page, 'group-create-images');

      await page.getByRole('button', { name: 'Créer le groupe' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Photographes ${tag}` })).toBeVisible();
      // Both images were saved with the group: À propos offers to remove them.
      await page.getByRole('tab', { name: 'À propos' }).click();
      await expect(page.getByRole('button', { name: 'Retirer le logo' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retirer la bannière' })).toBeVisible();
    } finally {
      await owner.close();
    }
  });

  test('the creator adds a logo and a banner, shown on the card, then hands the group over', async ({
    browser,
  }) => {
    test.slow();
    const tag = Date.now().toString(36).slice(-5);
    const owner = await namedMember(browser, 'logo', `Aminata Sow ${tag}`);
    const heir = await namedMember(browser, 'heir', `Ibrahima Fall ${tag}`);
    try {
      const created = await owner.page.request.post('/api/v1/groups', {
        data: { name: `Designers ${tag}`, description: 'Les designers de la diaspora.', type: 'public' },
      });
      const { id } = (await created.json()) as { id: string };
      expect((await heir.page.request.post(`/api/v1/groups/${id}/join`)).ok()).toBe(true);

      await owner.page.goto(`/groups/${id}?tab=about`);
      await chooseGroupImage(owner.page, 'logo');
      await expect(owner.page.getByText('Logo mis à jour !')).toBeVisible();
      await chooseGroupImage(owner.page, 'banner');
      await expect(owner.page.getByText('Bannière mise à jour !')).toBeVisible();
      await expect(owner.page.getByRole('button', { name: 'Retirer le logo' })).toBeVisible();
      await expectNoSeriousA11yViolations(owner.page);
      await capture(owner.page, 'group-about-images');

      await owner.page.goto(`/groups?q=${tag}`);
      await expect(owner.page.getByRole('link', { name: `Designers ${tag}` })).toBeVisible();
      if (process.env.E2E_SCREENSHOTS)
        await owner.page.screenshot({ path: 'test-results/screens/groups-directory-logo.png' });

      // The creator hands the group to Ibrahima, after confirming.
      await owner.page.goto(`/groups/${id}?tab=members`);
      await pickMemberAction(owner.page, `Ibrahima Fall ${tag}`, 'Transférer le groupe');
      const confirm = owner.page.getByRole('dialog', { name: 'Transférer le groupe ?' });
      await expect(confirm.getByText(`Ibrahima Fall ${tag} deviendra le créateur`)).toBeVisible();
      await confirm.getByRole('button', { name: 'Transférer le groupe' }).click();
      await expect(owner.page.getByText('Groupe transféré.')).toBeVisible();
      await expectMemberRole(owner.page, `Ibrahima Fall ${tag}`, 'Créateur');
      await expect(owner.page.getByRole('button', { name: 'Quitter' })).toBeVisible();
    } finally {
      await owner.close();
      await heir.close();
    }
  });
});
