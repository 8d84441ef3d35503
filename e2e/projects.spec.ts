import path from 'node:path';
import { signUpAndConfirm } from './support/accounts';
import { draftRestored, reloadExpectingDraft } from './support/drafts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { newMember, newVisitor } from './support/people';
import { capture } from './support/screens';

test.describe('projects', () => {
  test('a project being written is kept on the device for its author alone: back after a reload, leaving asks first, gone at sign-out', async ({
    page,
  }) => {
    const title = `Projet en cours ${Date.now().toString(36).slice(-5)}`;
    await signUpAndConfirm(page, uniqueEmail('brouillon-projet'));
    await page.goto('/projects/new');
    await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Trois villages, une coopérative.');
    await reloadExpectingDraft(page);
    await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Trois villages, une coopérative.',
    );
    await expectNoSeriousA11yViolations(page);

    // 'Annuler' asks first; staying keeps the text, leaving keeps it on the device.
    await page.getByRole('button', { name: 'Annuler' }).click();
    const leave = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Annuler' }).click();
    // The dialog's own 'Annuler' is there until it has closed: wait, then take the form's.
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/projects\/new$/);
    await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue(title);
    await page.getByRole('main').getByRole('button', { name: 'Annuler' }).click();
    await leave.getByRole('button', { name: 'Quitter' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto('/projects/new');
    await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue(title);

    // 'Repartir de la version enregistrée' empties the form.
    await page.getByRole('button', { name: 'Repartir de la version enregistrée' }).click();
    await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue('');
    await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
    await page.waitForTimeout(700);

    // Signed out, then another member on the same browser: nothing of it is left.
    await page.goto('/projects');
    await page.getByRole('button', { name: /compte/i }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.includes('draft'))),
    ).toEqual([]);
    await signUpAndConfirm(page, uniqueEmail('autre-membre'));
    await page.goto('/projects/new');
    await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue('');
    await expect(draftRestored(page)).toHaveCount(0);
  });

  test('a member creates a project, another asks to join and is accepted, news and comments follow', async ({
    browser,
  }) => {
    // Three members, eight screens, axe on each: longer than test.slow() on a loaded machine.
    test.setTimeout(300_000);
    const tag = Date.now().toString(36).slice(-5);
    const title = `Ferme solaire ${tag}`;
    const awaName = `Awa Porteuse ${tag}`;
    const kofiName = `Kofi Participant ${tag}`;
    const awa = await newMember(browser, { prefix: 'projet', fullName: awaName });
    const kofi = await newMember(browser, { prefix: 'participant', fullName: kofiName });
    const visitor = await newVisitor(browser);
    try {
      // Awa creates the project with a cover; the spec's texts and the redirect to /projects.
      await awa.page.goto('/projects');
      await expect(awa.page.getByRole('heading', { level: 1, name: 'Projets' })).toBeVisible();
      await awa.page.getByRole('link', { name: 'Nouveau projet' }).click();
      await expect(awa.page).toHaveURL(/\/projects\/new$/);
      await awa.page.getByRole('button', { name: 'Créer le projet' }).click();
      await expect(awa.page.getByText('Le titre est obligatoire.')).toBeVisible();
      await awa.page.getByRole('textbox', { name: /^Titre/ }).fill(title);
      await awa.page
        .getByRole('textbox', { name: 'Description' })
        .fill('Une coopérative qui alimente trois villages en énergie solaire.');
      await awa.page.getByLabel('Date de début').fill('2026-03-01');
      await awa.page.getByLabel('Date de fin').fill('2026-12-31');
      await awa.page.getByRole('textbox', { name: /^Tags/ }).fill(`énergie, solaire${tag}`);
      const chooser = awa.page.waitForEvent('filechooser');
      await awa.page.getByRole('button', { name: 'Choisir une image' }).click();
      await (await chooser).setFiles(path.join(import.meta.dirname, 'support', 'logo.png'));
      await expect(awa.page.getByRole('img', { name: "Aperçu de l'image de couverture" })).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);
      await capture(awa.page, 'project-new');
      await awa.page.getByRole('button', { name: 'Créer le projet' }).click();
      await expect(awa.page.getByText('Projet créé !')).toBeVisible();
      await expect(awa.page).toHaveURL(/\/projects$/);

      // The list finds it by its tag.
      await expect(awa.page.getByRole('heading', { level: 1, name: 'Projets' })).toBeVisible();
      await awa.page.getByRole('textbox', { name: 'Tag', exact: true }).fill(`solaire${tag}`);
      await expect(awa.page).toHaveURL(/tag=/);
      const card = awa.page.getByRole('article').filter({ hasText: title });
      await expect(card).toHaveCount(1);
      await expect(card.getByText('1 participant')).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);
      await capture(awa.page, 'projects-list');
      await card.getByRole('link', { name: title }).click();
      await expect(awa.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const projectUrl = awa.page.url();

      // A visitor reads it, cannot comment, and is offered to sign in.
      await visitor.page.goto(projectUrl);
      await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(visitor.page.getByText('Connectez-vous pour commenter.')).toBeVisible();
      await expect(visitor.page.getByRole('button', { name: 'Se connecter pour participer' })).toBeVisible();
      await expect(visitor.page.getByRole('link', { name: 'Modifier' })).toHaveCount(0);

      // Kofi asks to take part.
      await kofi.page.goto(projectUrl);
      await expect(
        kofi.page.getByText('Le porteur du projet et ses participants publient les actualités.'),
      ).toBeVisible();
      await kofi.page.getByRole('button', { name: 'Participer' }).click();
      await kofi.page
        .getByRole('textbox', { name: 'Message au porteur du projet (facultatif)' })
        .fill('Je suis électricien à Thiès.');
      await kofi.page.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(
        kofi.page.getByText('Votre demande de participation est en attente de réponse.'),
      ).toBeVisible();

      // Awa accepts it from the project's page.
      await awa.page.reload();
      const requests = awa.page.getByRole('region', { name: /Demandes de participation/ });
      await expect(requests.getByText('Je suis électricien à Thiès.')).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);
      await requests.getByRole('button', { name: `Accepter la demande de ${kofiName}` }).click();
      await expect(awa.page.getByText(`${kofiName} participe désormais au projet.`)).toBeVisible();
      await expect(awa.page.getByText('2 participants')).toBeVisible();

      // Kofi, now a participant, publishes news; Awa comments.
      await kofi.page.reload();
      await expect(kofi.page.getByText('Vous participez à ce projet.')).toBeVisible();
      await kofi.page.getByRole('textbox', { name: 'Nouvelle actualité' }).fill('Les panneaux sont posés !');
      await kofi.page.getByRole('button', { name: 'Publier' }).click();
      await expect(kofi.page.getByText('Actualité publiée !')).toBeVisible();
      const news = kofi.page.getByRole('region', { name: 'Actualités' });
      await expect(news.getByText('Les panneaux sont posés !')).toBeVisible();

      await awa.page.reload();
      const comment = awa.page.getByRole('textbox', { name: 'Votre commentaire' });
      await expect(awa.page.getByRole('button', { name: 'Commenter' })).toBeDisabled();
      await comment.fill('Bravo à toute l’équipe.');
      await awa.page.getByRole('button', { name: 'Commenter' }).click();
      await expect(awa.page.getByText('Commentaire ajouté !')).toBeVisible();
      await expect(
        awa.page.getByRole('region', { name: 'Commentaires' }).getByText('Bravo à toute l’équipe.'),
      ).toBeVisible();
      await expect(
        awa.page.getByRole('region', { name: 'Actualités' }).getByText('Les panneaux sont posés !'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);
      await capture(awa.page, 'project-detail');

      // Kofi is not the owner: no 'Modifier', and the edit page refuses him.
      await expect(kofi.page.getByRole('link', { name: 'Modifier' })).toHaveCount(0);
      await kofi.page.goto(`${projectUrl}/edit`);
      await expect(
        kofi.page.getByText("Erreur : Vous n'avez pas les droits pour modifier ce projet"),
      ).toBeVisible();

      // Awa edits it: 'Édition du projet', then back on the project after the save.
      await awa.page.getByRole('link', { name: 'Modifier' }).click();
      await expect(awa.page.getByRole('heading', { level: 1, name: 'Édition du projet' })).toBeVisible();
      await awa.page.getByRole('textbox', { name: /^Titre/ }).fill(`${title} (phase 2)`);
      await expectNoSeriousA11yViolations(awa.page);
      await awa.page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(awa.page.getByText('Projet mis à jour !')).toBeVisible();
      await expect(awa.page.getByRole('heading', { level: 1, name: `${title} (phase 2)` })).toBeVisible();
      await expect(awa.page).toHaveURL(projectUrl);
    } finally {
      await Promise.all([awa.close(), kofi.close(), visitor.close()]);
    }
  });
});
