import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { newMember } from './support/people';

/** A member in their own browser context (own client IP), listed on the network: name and place set. */
const listedMember = (browser: Browser, prefix: string, fullName: string, title: string) =>
  newMember(browser, {
    prefix,
    fullName,
    professional: { title, location: { ville: 'Dakar', pays: 'Sénégal', country_code: 'SN' } },
  });

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test.describe('network and connections', () => {
  test('two members find each other, connect and are notified live', async ({ browser }) => {
    // Unique names, so the search finds exactly this journey's members.
    const tag = Date.now().toString(36).slice(-5);
    const awa = await listedMember(browser, 'awa', `Awa Diop ${tag}`, 'Ingénieure logicielle');
    const kofi = await listedMember(browser, 'kofi', `Kofi Mensah ${tag}`, 'Chef de produit');

    try {
      // Awa finds Kofi on Découvrir by search; the filters live in the URL.
      await awa.page.goto('/network');
      await expect(awa.page.getByRole('heading', { level: 1, name: 'Réseau professionnel' })).toBeVisible();
      await awa.page.getByRole('searchbox', { name: 'Rechercher' }).fill(`Kofi ${tag}`);
      await expect(awa.page).toHaveURL(/q=Kofi/);
      const card = awa.page.getByRole('article').filter({ hasText: `Kofi Mensah ${tag}` });
      await expect(card).toHaveCount(1);
      await expectNoSeriousA11yViolations(awa.page);

      // The advanced filters' drawer loads on its first opening, narrows the list, closes and reopens.
      await awa.page.getByRole('button', { name: 'Filtres avancés' }).click();
      const drawer = awa.page.getByRole('dialog', { name: 'Filtres avancés' });
      await drawer.getByRole('textbox', { name: 'Ville' }).fill('Dakar');
      await drawer.getByRole('button', { name: 'Appliquer' }).click();
      await expect(drawer).toBeHidden();
      await expect(awa.page).toHaveURL(/city=Dakar/);
      await expect(card).toHaveCount(1);
      await awa.page.getByRole('button', { name: 'Filtres avancés (1)' }).click();
      await expect(drawer.getByRole('textbox', { name: 'Ville' })).toHaveValue('Dakar');
      await awa.page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // 'Inviter un utilisateur' opens its dialog from the account menu; closed, the focus is back on the menu.
      const accountMenu = awa.page.getByRole('button', { name: 'Menu du compte' });
      await accountMenu.click();
      await awa.page.getByRole('menuitem', { name: 'Inviter un utilisateur' }).click();
      const invite = awa.page.getByRole('dialog', { name: 'Inviter un utilisateur' });
      await expect(invite.getByRole('button', { name: "Envoyer l'invitation" })).toBeVisible();
      await awa.page.keyboard.press('Escape');
      await expect(invite).toBeHidden();
      await expect(accountMenu).toBeFocused();

      // Kofi's header is up (socket open) before the request goes out.
      await kofi.page.goto('/profile');
      await expect(bell(kofi.page)).toBeVisible();
      await expect(kofi.page.getByTestId('pending-badge')).toHaveCount(0);

      await card.getByRole('button', { name: `Se connecter avec Kofi Mensah ${tag}` }).click();
      await expect(awa.page.getByText('Demande de connexion envoyée.')).toBeVisible();
      await expect(card.getByRole('button', { name: /Demande envoyée/ })).toBeVisible();

      // Kofi's badge rises without a reload, and the panel lists the request.
      await expect(kofi.page.getByTestId('pending-badge')).toHaveText('1');
      await bell(kofi.page).click();
      const panel = kofi.page.getByRole('dialog', { name: 'Notifications' });
      await expect(panel.getByRole('button', { name: /Awa Diop/ })).toBeVisible();
      await expectNoSeriousA11yViolations(kofi.page);

      // The request leads to Awa's profile, where Kofi accepts.
      await panel.getByRole('button', { name: /Awa Diop/ }).click();
      await expect(kofi.page).toHaveURL(new RegExp(`/profile/${awa.id}$`));
      await kofi.page.getByRole('button', { name: `Accepter la demande de Awa Diop ${tag}` }).click();
      await expect(kofi.page.getByText('Connexion acceptée.')).toBeVisible();
      await expect(kofi.page.getByRole('button', { name: /^Connecté avec/ })).toBeVisible();
      await expect(kofi.page.getByTestId('pending-badge')).toHaveCount(0);

      // Awa's notification arrives live; her card shows the new state; the click opens Kofi's profile.
      await expect(awa.page.getByTestId('unread-dot')).toBeVisible();
      await expect(card.getByRole('button', { name: /^Connecté avec/ })).toBeVisible();
      await bell(awa.page).click();
      const awaPanel = awa.page.getByRole('dialog', { name: 'Notifications' });
      const accepted = awaPanel.getByRole('button', { name: /Kofi Mensah/ });
      await expect(accepted).toBeVisible();
      await accepted.click();
      await expect(awa.page).toHaveURL(new RegExp(`/profile/${kofi.id}$`));
      await expect(awa.page.getByRole('heading', { level: 1, name: `Kofi Mensah ${tag}` })).toBeVisible();
      await expect(awa.page.getByTestId('unread-dot')).toHaveCount(0);

      // Mes connexions lists Kofi.
      await awa.page.goto('/network?tab=connections');
      await expect(awa.page.getByRole('article').filter({ hasText: `Kofi Mensah ${tag}` })).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);
    } finally {
      await awa.close();
      await kofi.close();
    }
  });

  test('a visitor asking for /network gets the login dialog', async ({ page }) => {
    await page.goto('/network');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
