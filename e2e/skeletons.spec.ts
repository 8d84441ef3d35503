import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { newMember } from './support/people';

/** A member the network's search lists (a name and a title). */
const listedMember = (browser: Browser, fullName: string, width: number) =>
  newMember(browser, {
    prefix: 'skeleton',
    fullName,
    professional: { title: 'Ingénieure', location: { ville: 'Dakar', pays: 'Sénégal', country_code: 'SN' } },
    context: { viewport: { width, height: 900 }, serviceWorkers: 'block' },
  });

/** Holds the network's search until `release` is called. */
const holdSearch = async (page: Page) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/v1/network/profiles',
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
};

test.describe('lists load with skeletons', () => {
  for (const width of [390, 1280]) {
    test(`the network's first load at ${width} px: grey cards where the cards come, no spinner`, async ({
      browser,
    }) => {
      test.slow();
      const tag = Date.now().toString(36).slice(-5);
      const other = await listedMember(browser, `Ama Owusu ${tag}`, width);
      const member = await listedMember(browser, `Kwame Nkrumah ${tag}`, width);
      try {
        const { page } = member;
        const release = await holdSearch(page);
        await page.goto('/network');
        const skeleton = page.getByTestId('list-skeleton');
        await expect(skeleton).toBeVisible();
        await expect(page.getByRole('status', { name: 'Chargement…' })).toBeVisible();
        await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: `test-results/skeleton-network-${width}.png` });
        const placeholder = await skeleton.locator('li').first().boundingBox();

        release();
        const card = page.getByRole('article').first();
        await expect(card).toBeVisible();
        await expect(skeleton).toHaveCount(0);
        await page.screenshot({ path: `test-results/loaded-network-${width}.png` });
        const loaded = await page.locator('ul li').filter({ has: card }).first().boundingBox();
        // The first card takes the grey one's place and width: nothing beside it moves sideways.
        expect(loaded?.x).toBeCloseTo(placeholder?.x ?? -1, 0);
        expect(loaded?.width).toBeCloseTo(placeholder?.width ?? -1, 0);
        // The count line is kept in grey too: the card does not move down.
        expect(Math.abs((loaded?.y ?? 0) - (placeholder?.y ?? 0))).toBeLessThanOrEqual(4);
        console.log(JSON.stringify({ width, placeholder, loaded }));
      } finally {
        await member.close();
        await other.close();
      }
    });
  }
});
