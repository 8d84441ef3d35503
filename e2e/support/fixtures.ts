import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

let sequence = 0;

/** A unique address per call. */
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}.${Date.now().toString(36)}${(sequence++).toString(36)}@example.com`;

/*
 * axe 4.x retired its duplicate-id rules from the defaults (`duplicate-id`, `duplicate-id-active`) and
 * reports `duplicate-id-aria` as "needs review" only. Two elements with one id still break whatever
 * names or describes by that id (a heading labelling two regions), so all three are on and fail here,
 * whatever their impact.
 */
const duplicateIdRules = ['duplicate-id', 'duplicate-id-active', 'duplicate-id-aria'];

/** Fails on any serious or critical axe violation of the page as it is now, and on any duplicate id. */
export const expectNoSeriousA11yViolations = async (page: Page) => {
  // axe measures colours as painted: a toast fading in or out is half transparent and fails contrast
  // for a moment. Check the settled page (finite animations done; spinners loop forever and are ignored).
  // A dialog that has just mounted starts its transition on the next frame: let two frames pass first,
  // so a transition about to start is seen running.
  const started = Date.now();
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );
  // Legacy mode runs axe in the page itself: the default opens a new tab per check to merge the frames'
  // results, which cost about half of each check, and the app has no cross-origin frame to merge.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({
      rules: Object.fromEntries(duplicateIdRules.map((id) => [id, { enabled: true }])),
      // Only what is read below is gathered: listing every passing node cost more than the checks.
      resultTypes: ['violations', 'incomplete'],
    })
    .analyze();
  // E2E_AXE_TIMING=1: what each check costs the run, to weigh them (the journeys are CPU-bound).
  if (process.env.E2E_AXE_TIMING)
    console.log(`axe ${Date.now() - started} ms ${new URL(page.url()).pathname}`);
  const failing = [
    ...results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || duplicateIdRules.includes(v.id),
    ),
    ...results.incomplete.filter((v) => duplicateIdRules.includes(v.id)),
  ];
  expect(
    failing.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
};

/**
 * Each test gets its own client IP (the server trusts X-Forwarded-For in e2e), so the per-IP abuse
 * limits of one journey do not spill into the next.
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
  /*
   * The contexts a journey opened itself (a second member, a visitor) close when it ends, whether or not
   * it closed them: the browser lives as long as the run, and each page left open kept its live
   * connection and timers going through every later journey (four were still open in the groups
   * journey that timed out, one of them the blog's since minutes).
   */
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});

export { expect };
