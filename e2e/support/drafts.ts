import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The notice of a form whose draft came back (lib/use-kept-draft.ts). */
export const draftRestored = (page: Page) =>
  page.getByText("Nous avons retrouvé ce que vous aviez écrit sans l'enregistrer.");

/** What was typed is kept on the device after a pause of typing: a reload brings it back, with the notice. */
export const reloadExpectingDraft = async (page: Page) => {
  await page.waitForTimeout(700);
  await page.reload();
  await expect(draftRestored(page)).toBeVisible();
};
