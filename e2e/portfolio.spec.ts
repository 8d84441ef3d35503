import path from 'node:path';
import { signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { capture } from './support/screens';

const picture = path.join(import.meta.dirname, 'support', 'logo.png');

test.describe('portfolio', () => {
  test('a member adds a realisation with an uploaded image, shown from the site itself (issue 33)', async ({
    page,
  }) => {
    await signUpAndConfirm(page, uniqueEmail('portfolio'));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Ajouter une réalisation' }).click();
    await page.getByLabel('Titre').fill('Pont de Saint-Louis');
    await page.getByLabel('Type').selectOption('Project');
    await page.getByLabel('Lien').fill('https://exemple.org/pont');
    // No address to type for the image: a file, kept on the site.
    await expect(page.getByLabel("URL de l'image")).toHaveCount(0);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choisir une image' }).click();
    await (await chooser).setFiles(picture);
    await expect(page.getByRole('img', { name: "Aperçu de l'image" })).toBeVisible();
    await expect(page.getByRole('button', { name: "Changer l'image" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'portfolio-form');
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    const card = page.getByRole('listitem').filter({ hasText: 'Pont de Saint-Louis' });
    await expect(card.getByRole('heading', { name: 'Pont de Saint-Louis' })).toBeVisible();
    const image = card.locator('img');
    await expect(image).toHaveAttribute(
      'src',
      /^\/storage\/media\/portfolio\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/,
    );
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'portfolio');
  });
});
