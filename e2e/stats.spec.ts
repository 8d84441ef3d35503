import type { Page } from '@playwright/test';
import { signInAsAdmin, signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { capture } from './support/screens';

// Listed in ADMIN_EMAILS by playwright.config.ts.
const statistician = 'statistiques@sankofa.test';

/** A figure card's value ("1 234" in French): its digits as a number. */
const figure = async (page: Page, name: string) => {
  const text = await page.getByRole('region', { name, exact: true }).getByTestId('figure-value').innerText();
  return Number(text.replace(/\D/g, ''));
};

test.describe('statistics', () => {
  // Two accounts (one through its confirmation mail) and the dashboard read twice.
  test.describe.configure({ timeout: 120_000 });

  test('an admin reads the statistics after members sign up and post', async ({ page, browser }) => {
    await signInAsAdmin(page, statistician);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Statistiques', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statistiques générales' })).toBeVisible();
    // §2.9's presets: Semaine, Mois (the default), Trimestre; and a custom range.
    for (const label of ['Semaine', 'Mois', 'Trimestre', 'Personnalisée'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await page.getByText('Semaine', { exact: true }).click();
    await expect(page).toHaveURL(/period=week/);
    await expect(page.getByText(/^Du .* comparé à la période du/)).toBeVisible();
    const before = {
      newMembers: await figure(page, 'Nouveaux membres'),
      publications: await figure(page, 'Publications'),
      pageViews: await figure(page, 'Pages vues'),
    };
    await expect(page.getByRole('heading', { name: 'Inscriptions par jour' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Inscriptions par jour : / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A member signs up, reads the feed and posts.
    const memberContext = await browser.newContext({ locale: 'fr-FR' });
    const member = await memberContext.newPage();
    await signUpAndConfirm(member, uniqueEmail('stats'));
    const posted = await member.request.post('/api/v1/feed/posts', {
      data: { content: `Bonjour la communauté ${Date.now().toString(36)}`, mediaIds: [] },
    });
    expect(posted.status()).toBe(201);
    // The router's beacon counts the page (and the member's visit).
    const counted = member.waitForResponse((response) => response.url().endsWith('/api/v1/stats/views'));
    await member.goto('/feed');
    expect((await counted).status()).toBe(204);
    await memberContext.close();

    // The dashboard counts them (other journeys may add to the counts, never take away).
    await expect
      .poll(async () => {
        await page.reload();
        return figure(page, 'Nouveaux membres');
      })
      .toBeGreaterThan(before.newMembers);
    expect(await figure(page, 'Publications')).toBeGreaterThan(before.publications);
    expect(await figure(page, 'Pages vues')).toBeGreaterThan(before.pageViews);
    await expect(page.getByRole('heading', { name: 'Contenus par type' })).toBeVisible();
    await capture(page, 'admin-general-stats');

    // A quarter: 12 bars of 7 or 8 days (§9).
    await page.getByText('Trimestre', { exact: true }).click();
    await expect(page).toHaveURL(/period=quarter/);
    await expect(page.getByText(/^Du .* au .*, comparé à la période du/)).toBeVisible();
    expect(await figure(page, 'Nouveaux membres')).toBeGreaterThan(before.newMembers);
    await expect(page.getByText('Une barre par période de 7 ou 8 jours (12 barres)').first()).toBeVisible();
    await capture(page, 'admin-general-stats-quarter');

    // A custom range: the figures of those days, the range kept in the address.
    await page.getByText('Personnalisée', { exact: true }).click();
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date de début').fill(weekAgo);
    await page.getByLabel('Date de fin').fill(today);
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(new RegExp(`period=custom&from=${weekAgo}&to=${today}`));
    expect(await figure(page, 'Nouveaux membres')).toBeGreaterThan(before.newMembers);
    await expectNoSeriousA11yViolations(page);
  });
});
