import path from 'node:path';
import type { Browser } from '@playwright/test';
import { signInAsAdmin, signUpAndConfirm } from './support/accounts';
import { reloadExpectingDraft } from './support/drafts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { capture } from './support/screens';

// Listed in ADMIN_EMAILS by playwright.config.ts.
const founder = 'redaction@sankofa.test';

/** Desktop and phone captures of the page as it is, when E2E_SCREENSHOTS names a folder. */

const member = async (browser: Browser, prefix: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAndConfirm(page, uniqueEmail(prefix));
  return page;
};

test.describe('blog', () => {
  test('an article being written is kept on the device: back after a reload, and leaving asks first', async ({
    page,
  }) => {
    const title = `Brouillon gardé ${Date.now().toString(36).slice(-5)}`;
    await signUpAndConfirm(page, uniqueEmail('brouillon'));
    await page.goto('/blog/new');
    await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
    await reloadExpectingDraft(page);
    await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue(title);
    // Leaving through a link asks first; staying keeps the text.
    await page.getByRole('link', { name: 'Retour au blog' }).click();
    const leave = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/blog\/new$/);
    await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue(title);
  });

  test('a member publishes an article with an image and a category; others like, save, comment, reply and report; staff remove the comment', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const tag = Date.now().toString(36).slice(-5);
    const title = `Réussir son retour à Dakar ${tag}`;

    // The author writes and publishes.
    await signUpAndConfirm(page, uniqueEmail('auteur'));
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Nouvel article' }).click();
    await expect(page).toHaveURL(/\/blog\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvel article' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour au blog' })).toBeVisible();

    await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
    const editor = page.getByRole('textbox', { name: 'Contenu' });
    await editor.click();
    await page.keyboard.type('Trois conseils pour préparer son installation au Sénégal.');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles(path.join(import.meta.dirname, 'support/logo.png'));
    await expect(page.getByRole('button', { name: "Retirer l'image" })).toBeVisible();
    await page.getByRole('combobox', { name: 'Catégories', exact: true }).click();
    await page.getByRole('option', { name: 'Entrepreneuriat' }).click();
    await page.keyboard.press('Escape');
    // The kinds of content it is (001 §2.19, §5), from the back office's list.
    await page.getByRole('combobox', { name: 'Catégories de contenu' }).click();
    await page.getByRole('option', { name: 'Conseil' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('checkbox', { name: /^Publié/ })).toBeChecked();
    await reloadExpectingDraft(page);
    await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue(title);
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'blog-editor');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Article enregistré avec succès !')).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);

    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.locator('img')).toHaveAttribute('src', /^\/storage\/blog-images\//);
    await capture(page, 'blog-list');
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrepreneuriat' })).toBeVisible();
    const articleUrl = page.url();
    // The content category is shown and leads to the list filtered by it.
    await page
      .getByRole('group', { name: 'Catégories de contenu' })
      .getByRole('link', { name: 'Conseil' })
      .click();
    await expect(page).toHaveURL(/\/blog\?type=/);
    await expect(page.getByRole('combobox', { name: 'Type de contenu' })).toHaveValue('Conseil');
    // A closed filter mounts no list (the theme's Combobox default: a hidden list kept mounted is placed
    // again at every render), and the keyboard still picks: the first ↓ opens it, the next highlights.
    await expect(page.locator('[data-combobox-option]')).toHaveCount(0);
    const category = page.getByRole('combobox', { name: 'Catégorie', exact: true });
    await category.focus();
    await category.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await category.press('ArrowDown');
    await category.press('Enter');
    await expect(category).not.toHaveValue('');
    await expect(page.locator('[data-combobox-option]')).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(1);
    await page.goto(articleUrl);

    // A second member likes, saves and comments.
    const reader = await member(browser, 'lectrice');
    await reader.goto(articleUrl);
    await reader.getByRole('button', { name: /^J'aime/ }).click();
    await expect(reader.getByRole('button', { name: "J'aime · 1" })).toBeVisible();
    await reader.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(reader.getByRole('button', { name: 'Enregistré' })).toBeVisible();
    await reader
      .getByRole('textbox', { name: 'Votre commentaire' })
      .fill('Merci, très utile pour mon projet.');
    await reader.getByRole('button', { name: 'Commenter' }).click();
    await expect(reader.getByText('Merci, très utile pour mon projet.')).toBeVisible();
    await expectNoSeriousA11yViolations(reader);
    await reader.goto('/blog?view=saved');
    await expect(reader.getByRole('article').filter({ hasText: title })).toHaveCount(1);

    // A third member replies, then reports the comment.
    const third = await member(browser, 'troisieme');
    await third.goto(articleUrl);
    const comment = third.locator('[id^="comment-"]').filter({ hasText: 'Merci, très utile' }).first();
    await comment.getByRole('button', { name: 'Répondre' }).first().click();
    await third.getByRole('textbox', { name: /^Votre réponse/ }).fill('Pareil pour moi !');
    await third.getByRole('button', { name: 'Répondre' }).last().click();
    await expect(third.getByText('Pareil pour moi !')).toBeVisible();
    await comment.getByRole('button', { name: 'Signaler' }).first().click();
    await third.getByRole('textbox', { name: /^Raison du signalement/ }).fill(`Publicité déguisée ${tag}`);
    await third.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(third.getByText("Merci, votre signalement a été transmis à l'équipe.")).toBeVisible();
    await capture(third, 'blog-article');

    // A visitor reads the article, without the like button, and is invited to sign in to comment.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(articleUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('button', { name: /^J'aime/ })).toHaveCount(0);
    await expect(visitor.getByText('Connectez-vous pour laisser un commentaire')).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    // Its readers, once each and never its author: the second member, the third and this visitor (whose
    // own view is counted as the page opens, so it shows from the next load; a reload counts no more).
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByTestId('blog-post-views')).toHaveText('3 vues', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await visitor.reload();
    await expect(visitor.getByTestId('blog-post-views')).toHaveText('3 vues');
    await capture(visitor, 'blog-article-visitor');

    // Staff find the report in the queue and remove the comment: its reply stays.
    await signInAsAdmin(visitor, founder);
    await visitor.goto('/admin/reports');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Signalements' })).toBeVisible();
    const row = visitor.getByRole('row').filter({ hasText: `Publicité déguisée ${tag}` });
    await expect(row).toHaveCount(1);
    await expectNoSeriousA11yViolations(visitor);
    await capture(visitor, 'admin-reports');
    await row.getByRole('button', { name: 'Supprimer le contenu' }).click();
    await visitor.getByRole('dialog').getByRole('button', { name: 'Supprimer le contenu' }).click();
    // The report leaves the open queue ('Contenu supprimé' is also a status of the filter).
    await expect(row).toHaveCount(0);
    await visitor.goto(articleUrl);
    await expect(visitor.getByText('Commentaire supprimé')).toBeVisible();
    await expect(visitor.getByText('Pareil pour moi !')).toBeVisible();

    // The author deletes the article from its own page: told so, and back on the blog (issue 38 §3).
    await page.goto(articleUrl);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page
      .getByRole('region', { name: 'Supprimer cet article ?' })
      .getByRole('button', { name: "Supprimer l'article" })
      .click();
    await expect(page.getByText('Article supprimé avec succès')).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  });
});
