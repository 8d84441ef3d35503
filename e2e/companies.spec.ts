import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { signInAsAdmin, signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { capture } from './support/screens';

/** Desktop and phone captures of the page as it is, when E2E_SCREENSHOTS names a folder. */

// Headless Chromium announces itself ('HeadlessChrome'), which the directory refuses as a robot
// (002 §9): these journeys are people, with a desktop browser's user agent.
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
test.use({ userAgent: desktop });

// The e2e server lists this address in ADMIN_EMAILS (playwright.config.ts).
const founder = 'gestionnaire@sankofa.test';

const signInAsGestionnaire = (page: Page) => signInAsAdmin(page, founder);

/** A member signed in a new browser context of their own, from the address `ip`. */
const memberContext = async (browser: Browser, ip: string) => {
  const context = await browser.newContext({
    locale: 'fr-FR',
    userAgent: desktop,
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  const page = await context.newPage();
  await signUpAndConfirm(page, uniqueEmail('annuaire'));
  return { context, page };
};

const randomIp = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

test.describe('companies directory', () => {
  test('an admin adds a company that the job form then offers', async ({ page, browser }) => {
    // A long journey (two accounts, a company, an offer, the directory): more than the default 45 s on a busy machine.
    test.slow();
    const tag = Date.now().toString(36).slice(-5);
    const name = `Teranga Digital ${tag}`;
    await signInAsGestionnaire(page);

    await page.goto('/admin/companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Entreprises' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Ajouter une entreprise' }).click();
    await expect(page).toHaveURL(/\/entreprises\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle entreprise' })).toBeVisible();

    // The spec's messages on an empty form.
    await page.getByRole('button', { name: "Ajouter l'entreprise" }).click();
    await expect(page.getByText("Le nom de l'entreprise est obligatoire.")).toBeVisible();
    await expect(page.getByText("L'adresse doit contenir au moins une ville et un pays.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: /^Nom de l'entreprise/ }).fill(name);
    await page.getByRole('textbox', { name: /^Sigle/ }).fill('TDG');
    await page.getByRole('combobox', { name: /^Taille/ }).click();
    await page.getByRole('option', { name: 'Petite entreprise (10-49 salariés)' }).click();
    await page.getByRole('combobox', { name: /^Localisation/ }).fill('Dakar');
    await page.getByRole('option', { name: 'Dakar, Sénégal' }).first().click();
    await page.getByRole('textbox', { name: /^Site web/ }).fill('https://teranga.example');
    await page.getByRole('textbox', { name: /^Présentation/ }).fill('Agence numérique à Dakar.');
    await page
      .locator('input[type="file"]')
      .setInputFiles(path.join(import.meta.dirname, 'support/logo.png'));
    await expect(page.getByRole('button', { name: 'Retirer le logo' })).toBeVisible();
    await capture(page, 'company-form');
    await page.getByRole('button', { name: "Ajouter l'entreprise" }).click();
    await expect(page.getByText('Entreprise ajoutée avec succès !')).toBeVisible();
    await expect(page).toHaveURL(/\/entreprises$/);

    // In the directory, found by its name; its page.
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.locator('img')).toHaveAttribute('src', /^\/storage\/media\/companies\//);
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Dakar, Sénégal')).toBeVisible();
    const companyUrl = page.url();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'company-page');

    // Edited from its page: the form comes back filled, the place kept.
    await page.getByRole('link', { name: 'Modifier' }).click();
    await expect(page).toHaveURL(/\/entreprises\/edit\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier une entreprise' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Localisation/ })).toHaveValue('Dakar, Sénégal');
    await page.getByRole('textbox', { name: /^Sigle/ }).fill('TDGS');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entreprise modifiée avec succès !')).toBeVisible();
    await expect(page).toHaveURL(/\/entreprises$/);
    // A malformed id in the edit link: the spec's message and a way back.
    await page.goto('/entreprises/edit?id=pas-un-id');
    await expect(page.getByText("ID de l'entreprise invalide")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retour' })).toBeVisible();

    // A member's job form offers it, and the offer links its page.
    const member = await memberContext(browser, randomIp());
    await member.page.goto('/emplois/new');
    await member.page.getByRole('combobox', { name: /^Entreprise/ }).fill(`teranga digital ${tag}`);
    await member.page.getByRole('option', { name }).click();
    await expect(
      member.page.getByText("Entreprise de l'annuaire : sa fiche sera liée à l'offre."),
    ).toBeVisible();
    await member.page.getByRole('textbox', { name: /^Intitulé du poste/ }).fill(`Développeur ${tag}`);
    await member.page.getByRole('combobox', { name: /^Type de contrat/ }).click();
    await member.page.getByRole('option', { name: 'CDI' }).click();
    await member.page.getByRole('combobox', { name: /^Localisation/ }).fill('Dakar, Sénégal');
    await member.page.getByRole('textbox', { name: /^Description/ }).fill('Construire des API.');
    await member.page.getByRole('textbox', { name: /^E-mail de contact/ }).fill('rh@teranga.example');
    await capture(member.page, 'job-form-company');
    await member.page.getByRole('button', { name: "Publier l'offre" }).click();
    await expect(member.page.getByText('Offre publiée avec succès !')).toBeVisible();
    await member.page.getByRole('searchbox', { name: 'Rechercher' }).fill(tag);
    // The filtered list has answered (the unfiltered one, shown first, is replaced under the pointer).
    await expect(member.page.getByText('1 offre', { exact: true })).toBeVisible();
    // The offer's page, from its link in the list (opened by its address: a click raced the list's
    // search debounce twice in full runs, and what is checked here is the offer's page).
    const offerHref = await member.page
      .getByRole('article')
      .getByRole('link', { name: `Développeur ${tag}` })
      .getAttribute('href');
    expect(offerHref).toMatch(/^\/emplois\/[0-9a-f-]{36}$/);
    await member.page.goto(offerHref ?? '');
    const companyLink = member.page.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(companyLink).toHaveAttribute('href', new URL(companyUrl).pathname);
    await member.context.close();

    // Deactivated on the admin screen: hidden from others, 'Entreprise non disponible'.
    await page.goto(`/admin/companies?q=${tag}`);
    await page.getByRole('switch', { name: `Désactiver : ${name}` }).click({ force: true });
    await expect(page.getByText('Entreprise désactivée')).toBeVisible();
    await capture(page, 'admin-companies');
    const visitor = await browser.newContext({
      locale: 'fr-FR',
      userAgent: desktop,
      extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
    });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(new URL(companyUrl).pathname);
    await expect(
      visitorPage.getByRole('heading', { level: 1, name: 'Entreprise non disponible' }),
    ).toBeVisible();
    await visitor.close();
  });

  test('a visitor paging the directory fast is stopped, and a fresh cookie jar changes nothing', async ({
    page,
    browser,
  }) => {
    // Enough companies for four pages of 30.
    await signInAsGestionnaire(page);
    const tag = Date.now().toString(36).slice(-5);
    for (let i = 0; i < 95; i++) {
      const res = await page.request.post('/api/v1/companies', {
        data: {
          nom: `Sahel Conseil ${tag} ${i}`,
          place: { ville: 'Bamako', pays: 'Mali', country_code: 'ML' },
        },
      });
      expect(res.status()).toBe(201);
    }

    const ip = randomIp();
    const context = await browser.newContext({
      locale: 'fr-FR',
      userAgent: desktop,
      extraHTTPHeaders: { 'x-forwarded-for': ip },
    });
    const visitor = await context.newPage();
    await visitor.goto(`/entreprises?q=${tag}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Annuaire des entreprises' })).toBeVisible();
    await expect(visitor.getByText('95 entreprises')).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    await capture(visitor, 'companies-directory');

    // Pages 2, 3 and 4 in a row: three page moves within three seconds.
    for (const target of ['Page 2', 'Page 3', 'Page 4']) {
      await visitor.getByRole('button', { name: target, exact: true }).click();
    }
    const overlay = visitor.getByRole('dialog', { name: 'Accès refusé' });
    await expect(overlay).toBeVisible();
    await expect(
      overlay.getByText(
        "Un comportement inhabituel a été détecté sur l'annuaire. L'accès est suspendu pour le moment.",
      ),
    ).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Actualiser' })).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    await capture(visitor, 'companies-denied');
    await context.close();

    // A page past the ten the pager offers is a guess: 'Accès temporairement limité'.
    const guesser = await browser.newContext({
      locale: 'fr-FR',
      userAgent: desktop,
      extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
    });
    const guess = await guesser.newPage();
    await guess.goto('/entreprises?page=11');
    const limited = guess.getByRole('dialog', { name: 'Accès temporairement limité' });
    await expect(limited).toBeVisible();
    await expect(
      limited.getByText(
        'Vous avez atteint le nombre de pages consultables pour cette session. Réessayez plus tard.',
      ),
    ).toBeVisible();
    await capture(guess, 'companies-limited');
    await guesser.close();

    // Cookies and storage cleared (a new context), same address: still refused.
    const fresh = await browser.newContext({
      locale: 'fr-FR',
      userAgent: desktop,
      extraHTTPHeaders: { 'x-forwarded-for': ip },
    });
    const again = await fresh.newPage();
    await again.goto('/entreprises');
    await expect(again.getByRole('dialog', { name: 'Accès refusé' })).toBeVisible();
    await fresh.close();

    // The admin is exempt: the same pages, as fast, from the same address.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await page.goto(`/entreprises?q=${tag}`);
    for (const target of ['Page 2', 'Page 3', 'Page 4']) {
      await page.getByRole('button', { name: target, exact: true }).click();
    }
    await expect(page.getByRole('dialog', { name: 'Accès refusé' })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(5);
  });

  test('a member saves a job search and deletes it from Mes alertes', async ({ page }) => {
    await signUpAndConfirm(page, uniqueEmail('alerte'));
    await page.goto('/emplois?q=comptable&type=CDI');
    await page.getByRole('button', { name: 'Créer une alerte' }).click();
    await expect(
      page.getByText('Alerte enregistrée : vous recevrez les nouvelles offres par e-mail chaque jour.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Mes alertes' }).click();
    await expect(page).toHaveURL(/\/emplois\/alertes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes alertes' })).toBeVisible();
    await expect(page.getByText('comptable · CDI')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'job-alerts');
    await page.getByRole('button', { name: 'Supprimer : comptable · CDI' }).click();
    await expect(page.getByText('Alerte supprimée')).toBeVisible();
    await expect(page.getByText("Vous n'avez aucune alerte.", { exact: false })).toBeVisible();
  });

  test('an admin finds companies on the map, filters by country and opens a card', async ({ page }) => {
    const tag = Date.now().toString(36).slice(-5);
    await signInAsGestionnaire(page);
    const add = async (nom: string, place: Record<string, unknown>) => {
      const res = await page.request.post('/api/v1/companies', {
        data: { nom, categoryIds: [], place, description: 'Sur la carte.' },
      });
      expect(res.status(), await res.text()).toBe(201);
    };
    await add(`Kigali Tech ${tag}`, {
      ville: 'Kigali',
      pays: 'Rwanda',
      country_code: 'RW',
      lat: -1.95,
      lon: 30.06,
    });
    await add(`Lomé Logistique ${tag}`, {
      ville: 'Lomé',
      pays: 'Togo',
      country_code: 'TG',
      lat: 6.13,
      lon: 1.22,
    });

    await page.goto('/admin/cartographie');
    await expect(page.getByRole('heading', { level: 1, name: 'Cartographie des entreprises' })).toBeVisible();
    const map = page.getByRole('region', { name: 'Carte des entreprises' });
    await expect(map).toBeVisible();
    await expect(page.getByText(/\d+ entreprises sur la carte/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // One country: its one company, whose marker opens the card.
    await page.getByRole('combobox', { name: 'Pays' }).click();
    await page.getByRole('option', { name: 'Rwanda' }).click();
    await expect(page).toHaveURL(/pays=RW/);
    await expect(page.getByText('1 entreprise sur la carte')).toBeVisible();
    await map.getByTitle(`Kigali Tech ${tag}`).click();
    await expect(page.getByText(`Kigali Tech ${tag}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir la fiche' })).toBeVisible();
    await capture(page, 'company-map');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Voir la fiche' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Kigali Tech ${tag}` })).toBeVisible();
  });
});
