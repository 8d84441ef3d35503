import type { Page } from '@playwright/test';

const dir = process.env.E2E_SCREENSHOTS === '1' ? 'test-results/screens' : process.env.E2E_SCREENSHOTS;

/**
 * Full-page screenshots of the page at 1280 and 390 px, to look at, when `E2E_SCREENSHOTS` is set (`1`
 * for test-results/screens, or a folder). CI leaves it unset: the journeys' assertions are the tests, and
 * two full-page shots at two sizes cost seconds each on a busy machine. `window` takes what the screen
 * shows instead: an open dialog is fixed to the window, and a full-page shot draws it off its place.
 */
export const capture = async (page: Page, name: string, options: { window?: boolean } = {}) => {
  if (!dir) return;
  const size = page.viewportSize();
  const fullPage = !options.window;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage });
  if (size) await page.setViewportSize(size);
};
