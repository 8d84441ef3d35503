import type { Browser, Page } from '@playwright/test';
import { signInAsAdmin, signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { waitForMailContaining } from './support/mail';
import { capture } from './support/screens';

// In ADMIN_EMAILS on the e2e server (playwright.config.ts), so the address may make itself admin.
const founder = 'classement@sankofa.test';

const signInAsFounder = (page: Page) => signInAsAdmin(page, founder);

const member = async (browser: Browser, prefix: string, fullName: string) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await signUpAndConfirm(page, uniqueEmail(prefix));
  const personal = await page.request.patch('/api/v1/profiles/me/sections/personal', { data: { fullName } });
  expect(personal.ok()).toBe(true);
  const me = await page.request.get('/api/v1/auth/session');
  return { page, id: (await me.json()).user.id as string, close: () => context.close() };
};

test.describe('admin notification e-mails and categories', () => {
  test('an admin adds a notification address for feed posts; a member posts; the address receives the mail', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const address = `veille.${stamp}@example.com`;
    await signInAsFounder(page);
    await page.goto('/admin/notification-emails');
    await expect(page.getByRole('heading', { level: 1, name: 'Emails de notification' })).toBeVisible();
    const add = page.getByRole('button', { name: 'Ajouter' });
    await expect(add).toBeDisabled();
    await page.getByLabel('Adresse email').fill(address);
    await add.click();
    await expect(page.getByText('Admin email added successfully!')).toBeVisible();
    const card = page.getByRole('textbox', { name: `Adresse de ${address}` });
    await expect(card).toHaveValue(address);
    // A new address takes blog, event and microblog (001 §7.5); it also takes groups here.
    await expect(page.getByRole('checkbox', { name: 'Nouvelle publication du fil' }).last()).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-notification-emails');

    const awa = await member(browser, 'veille-awa', 'Awa Diop');
    try {
      await awa.page.goto('/feed');
      await awa.page.getByRole('button', { name: /Quoi de neuf, Awa/ }).click();
      const composer = awa.page.getByRole('dialog', { name: 'Créer une publication' });
      const text = `Atelier emploi Dakar ${stamp}`;
      await composer.getByRole('textbox', { name: 'Texte de la publication' }).fill(text);
      await composer.getByRole('button', { name: 'Publier' }).click();
      await expect(composer).toBeHidden();

      const mail = await waitForMailContaining(address, text);
      expect(mail).toContain('Awa Diop a publi');
      expect(mail).toMatch(/\/feed\?post=[0-9a-f-]{36}/);
      expect(mail).toMatch(/Subject: .*(Sankofa|=\?UTF-8\?)/i);
    } finally {
      await awa.close();
    }

    // Deleting asks first (001 §5), in the spec's words.
    await page.getByRole('button', { name: `Supprimer ${address}` }).click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'adresse" });
    await expect(dialog.getByText('Are you sure you want to delete this admin email?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Admin email deleted successfully!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: `Adresse de ${address}` })).toHaveCount(0);
  });

  test('an admin manages professional categories on two levels and a member’s profile follows', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const sector = `Économie bleue ${stamp}`;
    const speciality = `Aquaculture ${stamp}`;
    await signInAsFounder(page);
    await page.goto('/admin/categories-pro');
    await expect(page.getByRole('heading', { level: 1, name: 'Catégories professionnelles' })).toBeVisible();

    // An empty name is refused with the spec's text.
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(page.getByText('Le nom est requis')).toBeVisible();
    await page.getByLabel('Nom').first().fill(sector);
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(page.getByText('Catégorie ajoutée').first()).toBeVisible();

    await page.getByLabel('Nom').first().fill(speciality);
    await page.getByRole('combobox', { name: 'Secteur parent' }).click();
    await page.getByRole('option', { name: sector }).click();
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    const sectorCard = page.getByRole('article', { name: sector });
    await expect(sectorCard.getByText(speciality)).toBeVisible();
    await page.getByLabel('Rechercher une catégorie').fill(`aquaculture ${stamp}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-categories-pro');

    // A member chooses the speciality; their profile shows it with its sector.
    const kofi = await member(browser, 'categories-kofi', 'Kofi Mensah');
    try {
      const tree = (await (await kofi.page.request.get('/api/v1/professional-categories')).json()).items as {
        name: string;
        children: { id: string; name: string }[];
      }[];
      const chosen = tree.find((node) => node.name === sector)?.children[0];
      expect(chosen?.name).toBe(speciality);
      const saved = await kofi.page.request.put('/api/v1/profiles/me/categories', {
        data: { categoryIds: [chosen?.id] },
      });
      expect(saved.ok()).toBe(true);
      await kofi.page.goto(`/profile/${kofi.id}`);
      await expect(kofi.page.getByText(`${speciality} · ${sector}`)).toBeVisible();

      // The admin renames the speciality: the profile follows.
      const renamed = `Aquaculture durable ${stamp}`;
      await sectorCard.getByRole('button', { name: `Modifier : ${speciality}` }).click();
      const edit = page.getByRole('dialog', { name: 'Modifier la catégorie' });
      await edit.getByLabel('Nom').fill(renamed);
      await edit.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Catégorie modifiée').first()).toBeVisible();
      await kofi.page.reload();
      await expect(kofi.page.getByText(`${renamed} · ${sector}`)).toBeVisible();

      // Deleting the sector says what it takes, then the profile loses it.
      await page.getByLabel('Rechercher une catégorie').fill('');
      await sectorCard.getByRole('button', { name: `Supprimer : ${sector}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Supprimer la catégorie' });
      await expect(confirm.getByText('Supprimer cette catégorie ?')).toBeVisible();
      await expect(confirm.getByText(/1 membre/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole('button', { name: 'Supprimer' }).click();
      await expect(page.getByText('Catégorie supprimée').first()).toBeVisible();
      await expect(page.getByRole('article', { name: sector })).toHaveCount(0);
      await kofi.page.reload();
      await expect(kofi.page.getByRole('heading', { name: 'Kofi Mensah' })).toBeVisible();
      await expect(kofi.page.getByText(sector)).toHaveCount(0);
    } finally {
      await kofi.close();
    }
  });

  test('an admin adds a blog category on the content categories screen', async ({ page }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    await signInAsFounder(page);
    await page.goto('/admin/content-categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Catégories de contenu' })).toBeVisible();
    await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle catégorie' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le nom est requis')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Catégorie du blog et des événements' }).click();
    await dialog.getByLabel('Nom').fill(`Économie circulaire ${stamp}`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Catégorie ajoutée').first()).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: `Économie circulaire ${stamp}` });
    await expect(row.getByText(`economie-circulaire-${stamp}`)).toBeVisible();
    const blog = (await (await page.request.get('/api/v1/blog-categories')).json()).items as {
      name: string;
    }[];
    expect(blog.map((c) => c.name)).toContain(`Économie circulaire ${stamp}`);
    await capture(page, 'admin-content-categories');
  });
});
