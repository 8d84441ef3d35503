import type { Locator, Page } from '@playwright/test';

/**
 * Asks for the data export (/settings/data) as a session without a recent proof would: a session opened
 * seconds ago is itself a proof, so the server's refusal of an older one (recent-proof.routes.test.ts)
 * is played by answering the first export call as it would (403 `reauth_required`); the next one goes to
 * the server. Returns the identity dialog the refusal opens.
 */
export const askExportWithoutRecentProof = async (page: Page): Promise<Locator> => {
  let refused = false;
  await page.route('**/api/v1/account/exports', async (route) => {
    if (route.request().method() !== 'POST' || refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'reauth_required',
          message: 'Pour cette modification, confirmez d’abord votre identité.',
        },
      }),
    });
  });
  await page.goto('/settings/data');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  return page.getByRole('dialog', { name: 'Confirmez votre identité' });
};
