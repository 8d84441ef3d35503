import type { Browser, Page } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { newMember } from './support/people';
import { capture } from './support/screens';

// Headless Chromium announces itself ('HeadlessChrome'), which the companies directory treats as a
// robot (002 §9), and the search gives robots no companies: these journeys are people.
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
test.use({ userAgent: desktop });

/** A named member in a browser context of their own (own address), at `width` px. */
const member = (browser: Browser, prefix: string, fullName: string, width = 1280) =>
  newMember(browser, {
    prefix,
    fullName,
    context: { userAgent: desktop, viewport: { width, height: width > 500 ? 900 : 844 } },
  });

/** Eight random letters: a word no other journey's data holds. */
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const field = (page: Page) => page.getByRole('combobox', { name: 'Rechercher sur le réseau' });

test.describe('search', () => {
  test('a misspelt, accent-less name finds the person, the company and the event; a secret group only for its members', async ({
    page,
    browser,
  }) => {
    test.slow();
    const suffix = letters();
    // The distinctive word, with an accent; searched without it and with a letter missing.
    const word = `Ngozé${suffix}`;
    const typed = `ngze${suffix}`;
    const chiamaka = await member(browser, 'chiamaka', `Chiamaka ${word}`);
    const kofi = await member(browser, 'kofi', `Kofi Mensah ${suffix}`);
    try {
      // Chiamaka organises an online event and creates a secret group; the team adds a company.
      const event = await chiamaka.page.request.post('/api/v1/events', {
        data: {
          title: `Forum ${word}`,
          startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          endDate: new Date(Date.now() + 7 * 86_400_000 + 3_600_000).toISOString(),
          type: 'en_ligne',
          onlineUrl: 'https://visio.example.com/forum',
        },
      });
      expect(event.status(), await event.text()).toBe(201);
      const group = await chiamaka.page.request.post('/api/v1/groups', {
        data: { name: `Cercle ${word}`, description: 'Un cercle discret.', type: 'secret' },
      });
      expect(group.status(), await group.text()).toBe(201);
      await signInAsAdmin(page, 'gestionnaire@sankofa.test');
      const company = await page.request.post('/api/v1/companies', {
        data: { nom: `${word} Bâtiment`, place: { ville: 'Lagos', pays: 'Nigeria', country_code: 'NG' } },
      });
      expect(company.status(), await company.text()).toBe(201);

      // Kofi presses '/' anywhere and types the name misspelt, without its accent.
      const k = kofi.page;
      await k.goto('/feed');
      // The shortcut listens once the header is there.
      await expect(k.getByRole('button', { name: 'Rechercher', exact: true })).toBeVisible();
      await k.locator('body').press('/');
      await expect(field(k)).toBeFocused();
      await field(k).fill(typed);
      const listbox = k.getByRole('listbox');
      await expect(listbox.getByRole('option', { name: new RegExp(`Chiamaka ${word}`) })).toBeVisible();
      await expect(listbox.getByRole('option', { name: new RegExp(`${word} Bâtiment`) })).toBeVisible();
      await expect(listbox.getByRole('option', { name: new RegExp(`Forum ${word}`) })).toBeVisible();
      await expect(listbox.getByText('Membres', { exact: true })).toBeVisible();
      // A stranger never sees the secret group.
      await expect(listbox.getByRole('option', { name: new RegExp(`Cercle ${word}`) })).toHaveCount(0);
      await expectNoSeriousA11yViolations(k);
      await capture(k, 'search-suggestions');

      // The keyboard: the first suggestion (Membres) opens the person.
      await field(k).press('ArrowDown');
      await field(k).press('Enter');
      await expect(k).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
      await expect(k.getByRole('heading', { level: 1, name: `Chiamaka ${word}` })).toBeVisible();

      // Enter without a choice opens the results page: tabs with counts, the query marked.
      await k.keyboard.press('Control+k');
      await field(k).fill(typed);
      await expect(k.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await field(k).press('Enter');
      await expect(k).toHaveURL(new RegExp(`/recherche\\?q=${typed}$`));
      const tabs = k.getByRole('tablist', { name: 'Types de résultats' });
      await expect(tabs.getByRole('tab', { name: /Membres/ })).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.getByRole('tab', { name: /Entreprises/ })).toBeVisible();
      await expect(tabs.getByRole('tab', { name: /Événements/ })).toBeVisible();
      await expect(tabs.getByRole('tab', { name: /Groupes/ })).toHaveCount(0);
      await expect(k.getByRole('link', { name: new RegExp(`Chiamaka ${word}`) })).toBeVisible();
      await expectNoSeriousA11yViolations(k);
      await capture(k, 'search-results');

      await tabs.getByRole('tab', { name: /Entreprises/ }).click();
      await expect(k).toHaveURL(/type=companies/);
      await k.getByRole('link', { name: new RegExp(`${word} Bâtiment`) }).click();
      await expect(k).toHaveURL(/\/entreprises\/[0-9a-f-]{36}$/);
      await expect(k.getByRole('heading', { level: 1, name: `${word} Bâtiment` })).toBeVisible();

      // The companies tab's own filters: a country narrows its results and its count, in the address.
      await k.goto(`/recherche?q=${typed}&type=companies`);
      const filters = k.getByRole('group', { name: 'Filtres' });
      await filters.getByRole('combobox', { name: 'Pays' }).click();
      await k.getByRole('option', { name: 'Nigeria' }).click();
      await expect(k).toHaveURL(/type=companies&country=NG/);
      await expect(k.getByRole('link', { name: new RegExp(`${word} Bâtiment`) })).toBeVisible();
      await expectNoSeriousA11yViolations(k);
      await capture(k, 'search-filters');
      await filters.getByRole('combobox', { name: 'Pays' }).click();
      await k.getByRole('option', { name: 'Ghana' }).click();
      await expect(k).toHaveURL(/country=GH/);
      await expect(
        k.getByText(`Aucun résultat de ce type pour « ${typed} » avec ces filtres.`),
      ).toBeVisible();
      // The other tabs keep their counts; a tab change drops the filter.
      await expect(tabs.getByRole('tab', { name: /Entreprises/ })).toContainText('0');
      await expect(tabs.getByRole('tab', { name: /Membres/ })).toContainText('1');
      await tabs.getByRole('tab', { name: /Membres/ }).click();
      await expect(k).toHaveURL(new RegExp(`/recherche\\?q=${typed}&type=members$`));
      await expect(k.getByRole('link', { name: new RegExp(`Chiamaka ${word}`) })).toBeVisible();

      // The URL is shareable: the events tab, opened directly.
      await k.goto(`/recherche?q=${typed}&type=events`);
      await k.getByRole('link', { name: new RegExp(`Forum ${word}`) }).click();
      await expect(k).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
      await expect(k.getByRole('heading', { level: 1, name: `Forum ${word}` })).toBeVisible();

      // Kofi's recent searches, offered by the empty field.
      await k.keyboard.press('/');
      await expect(k.getByRole('option', { name: typed })).toBeVisible();

      // Chiamaka, a member of the secret group, finds it.
      const c = chiamaka.page;
      await c.goto(`/recherche?q=${typed}&type=groups`);
      await expect(c.getByRole('link', { name: new RegExp(`Cercle ${word}`) })).toBeVisible();
      await expectNoSeriousA11yViolations(c);
    } finally {
      await chiamaka.close();
      await kofi.close();
    }
  });

  test('on a phone, the search icon opens a full-screen search', async ({ browser }) => {
    test.slow();
    const suffix = letters();
    const word = `Adjoä${suffix}`;
    const ama = await member(browser, 'ama', `Ama ${word}`, 390);
    const yaw = await member(browser, 'yaw', `Yaw Boateng ${suffix}`, 390);
    try {
      const p = yaw.page;
      await p.goto('/feed');
      await p.getByRole('button', { name: 'Rechercher', exact: true }).click();
      const dialog = p.getByRole('dialog', { name: 'Rechercher sur le réseau' });
      await expect(dialog).toBeVisible();
      await field(p).fill(`adjoa${suffix}`);
      await expect(p.getByRole('option', { name: new RegExp(`Ama ${word}`) })).toBeVisible();
      await expectNoSeriousA11yViolations(p);
      await capture(p, 'search-mobile');
      await p.getByRole('option', { name: new RegExp(`Ama ${word}`) }).click();
      await expect(p).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
      await expect(dialog).toHaveCount(0);
      await p.goto(`/recherche?q=adjoa${suffix}`);
      await expect(p.getByRole('link', { name: new RegExp(`Ama ${word}`) })).toBeVisible();
      await expectNoSeriousA11yViolations(p);
      // The members' filter on a phone: by country (Ama signed up without a place: none matches).
      await p.getByRole('group', { name: 'Filtres' }).getByRole('combobox', { name: 'Pays' }).click();
      await p.getByRole('option', { name: 'Sénégal' }).click();
      await expect(p).toHaveURL(/type=members&country=SN/);
      await expect(p.getByText(/avec ces filtres/)).toBeVisible();
      await expectNoSeriousA11yViolations(p);
      await capture(p, 'search-filters-phone');
      await p.getByRole('button', { name: 'Effacer les filtres' }).click();
      await expect(p).toHaveURL(new RegExp(`/recherche\\?q=adjoa${suffix}&type=members$`));
      await expect(p.getByRole('link', { name: new RegExp(`Ama ${word}`) })).toBeVisible();
    } finally {
      await ama.close();
      await yaw.close();
    }
  });
});
