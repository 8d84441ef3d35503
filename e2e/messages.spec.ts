import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { newMember } from './support/people';

/** A member in their own browser context (own client IP), with a name others can search for. */
const member = (browser: Browser, prefix: string, fullName: string, title: string) =>
  newMember(browser, {
    prefix,
    fullName,
    professional: { title, location: { ville: 'Abidjan', pays: "Côte d'Ivoire", country_code: 'CI' } },
    context: { viewport: { width: 1280, height: 900 } },
  });

const messagesEntry = (page: Page) => page.getByRole('link', { name: /^Messages/ });
const badge = (page: Page) => page.getByTestId('messages-badge');
const thread = (page: Page, name: string) => page.getByRole('log', { name: `Messages avec ${name}` });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Votre message' });

test.describe('private messages', () => {
  test('two members talk live, with read ticks and unread badges that survive a reload', async ({
    browser,
  }) => {
    const tag = Date.now().toString(36).slice(-5);
    const aminaName = `Amina Traoré ${tag}`;
    const yaoName = `Yao Kouassi ${tag}`;
    const amina = await member(browser, 'amina', aminaName, 'Architecte');
    const yao = await member(browser, 'yao', yaoName, 'Développeur mobile');

    try {
      // Yao is somewhere else on the site, socket open, nothing unread.
      await yao.page.goto('/profile');
      await expect(messagesEntry(yao.page)).toBeVisible();
      await expect(badge(yao.page)).toHaveCount(0);

      // Amina starts from an empty inbox.
      await amina.page.goto('/messages');
      await expect(amina.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expect(amina.page.getByText('Aucune conversation pour le moment.')).toBeVisible();
      await expect(amina.page.getByText('Aucune conversation sélectionnée')).toBeVisible();
      await expectNoSeriousA11yViolations(amina.page);

      // 'Nouveau message': from 2 characters, never oneself.
      await amina.page.getByRole('button', { name: 'Nouveau message' }).first().click();
      const dialog = amina.page.getByRole('dialog', { name: 'Nouveau message' });
      const search = dialog.getByRole('searchbox', { name: 'Rechercher un membre' });
      await search.fill('Y');
      await expect(dialog.getByText('Saisissez au moins 2 caractères.')).toBeVisible();
      await search.fill(`Amina Traoré ${tag}`);
      await expect(dialog.getByText('Aucun membre trouvé.')).toBeVisible();
      await search.fill(`Yao Kouassi ${tag}`);
      await expectNoSeriousA11yViolations(amina.page);
      await dialog.getByRole('button', { name: new RegExp(yaoName) }).click();
      await expect(amina.page).toHaveURL(new RegExp(`/messages\\?to=${yao.id}$`));
      await expect(amina.page.getByText(`Écrivez votre premier message à ${yaoName}.`)).toBeVisible();

      // A blank message is refused; Shift+Enter is a new line, Enter sends.
      await composer(amina.page).fill('   ');
      await composer(amina.page).press('Enter');
      await expect(amina.page.getByText('Le message ne peut pas être vide.')).toBeVisible();
      await composer(amina.page).fill('Bonjour Yao !');
      await composer(amina.page).press('Shift+Enter');
      await composer(amina.page).pressSequentially('<b>pas du HTML</b> https://example.org/projet');
      await composer(amina.page).press('Enter');

      // The first message creates the conversation; the page moves to it.
      await expect(amina.page).toHaveURL(/\/messages\?conversation=[0-9a-f-]{36}$/);
      const aminaThread = thread(amina.page, yaoName);
      await expect(aminaThread.getByText('<b>pas du HTML</b>', { exact: false })).toBeVisible();
      const link = aminaThread.getByRole('link', { name: 'https://example.org/projet' });
      await expect(link).toHaveAttribute('href', 'https://example.org/projet');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(aminaThread.getByRole('img', { name: 'Envoyé' })).toBeVisible();

      // Yao's badge rises live.
      await expect(badge(yao.page)).toHaveText('1');
      await expect(messagesEntry(yao.page)).toHaveAccessibleName('Messages : 1 message non lu');

      // Yao opens the conversation from the list: the badge falls, Amina's tick turns live.
      await messagesEntry(yao.page).click();
      const row = yao.page.getByRole('link', { name: new RegExp(aminaName) });
      await expect(row.getByText('1 message non lu')).toBeAttached();
      await row.click();
      const yaoThread = thread(yao.page, aminaName);
      await expect(yaoThread.getByText('Bonjour Yao !')).toBeVisible();
      await expect(badge(yao.page)).toHaveCount(0);
      await expect(aminaThread.getByRole('img', { name: 'Lu' })).toBeVisible();
      await expectNoSeriousA11yViolations(yao.page);

      // Yao replies; Amina receives it live while her thread is open, so it is read at once.
      await composer(yao.page).fill('Bonjour Amina, avec plaisir.');
      await composer(yao.page).press('Enter');
      await expect(aminaThread.getByText('Bonjour Amina, avec plaisir.')).toBeVisible();
      await expect(yaoThread.getByRole('img', { name: 'Lu' })).toBeVisible();
      await expect(badge(amina.page)).toHaveCount(0);

      // Yao leaves the thread; a new message from Amina raises his badge and the list's count.
      await yao.page.goto('/messages');
      await composer(amina.page).fill('Tu es disponible jeudi ?');
      await composer(amina.page).press('Enter');
      await expect(badge(yao.page)).toHaveText('1');
      await expect(row.getByText('Vous : ', { exact: false })).toHaveCount(0);
      await expect(row.getByText('Tu es disponible jeudi ?')).toBeVisible();

      // After a reload everything is where it was: ticks, previews and badges.
      await amina.page.reload();
      await expect(thread(amina.page, yaoName).getByRole('img', { name: 'Lu' })).toHaveCount(1);
      await expect(thread(amina.page, yaoName).getByRole('img', { name: 'Envoyé' })).toHaveCount(1);
      await expect(badge(amina.page)).toHaveCount(0);
      await yao.page.reload();
      await expect(badge(yao.page)).toHaveText('1');
      await expect(yao.page.getByRole('link', { name: new RegExp(aminaName) })).toContainText(
        'Tu es disponible jeudi ?',
      );
      await yao.page.getByRole('link', { name: new RegExp(aminaName) }).click();
      await expect(badge(yao.page)).toHaveCount(0);
      await expect(thread(amina.page, yaoName).getByRole('img', { name: 'Lu' })).toHaveCount(2);
      await yao.page.reload();
      await expect(thread(yao.page, aminaName).getByText('Tu es disponible jeudi ?')).toBeVisible();
      await expect(badge(yao.page)).toHaveCount(0);
      await expectNoSeriousA11yViolations(yao.page);

      // From Amina's profile, 'Envoyer un message' leads Yao back to the same conversation.
      const conversationUrl = yao.page.url();
      await yao.page.goto(`/profile/${amina.id}`);
      await yao.page.getByRole('link', { name: `Envoyer un message à ${aminaName}` }).click();
      await expect(yao.page).toHaveURL(conversationUrl);
      await expect(thread(yao.page, aminaName).getByText('Bonjour Yao !')).toBeVisible();
    } finally {
      await amina.close();
      await yao.close();
    }
  });

  test('a visitor asking for /messages is sent home with the login dialog', async ({ page }) => {
    await page.goto('/messages');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
