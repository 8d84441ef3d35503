import type { Page } from '@playwright/test';

const dir = process.env.E2E_SCREENSHOTS === '1' ? 'test-results/screens' : process.env.E2E_SCREENSHOTS;

/**
 * Full-page screenshots of the page at 1280 and 390 px, to look at, when `E2E_SCREENSHOTS` is set (`1`
 * for test-results/screens, or a folder). CI leaves it unset: the journeys' assertions are the tests, and
 * two full-page shots at two sizes cost seconds each on a busy machine.
 */
export const capture = async (page: Page, name: string) => {
  if (!dir) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
};
