import { signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { followAuthLink, linkIn, waitForMail } from './support/mail';

test.describe('account security (issue 11)', () => {
  test('a member changes the password, then signs out of every device', async ({ page, browser }) => {
    const { email, password } = await signUpAndConfirm(page, uniqueEmail('securite'));
    // A second device, signed in with the same account.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const otherPage = await other.newPage();
    const signIn = await otherPage.request.post('/api/v1/auth/sign-in', { data: { email, password } });
    expect(signIn.status()).toBe(200);

    await page.goto('/feed');
    await page.getByRole('button', { name: /compte/i }).click();
    await page.getByRole('menuitem', { name: 'Paramètres' }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await page
      .getByRole('navigation', { name: 'Rubriques des paramètres' })
      .getByRole('link', { name: 'Sécurité' })
      .click();
    await expect(page).toHaveURL(/\/settings\/security$/);
    await expect(page.getByRole('heading', { name: 'Sécurité du compte', level: 2 })).toBeVisible();
    await expect(page.getByText('2 sessions ouvertes, celle-ci comprise.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('iloveyou123');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('iloveyou123');
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(
      page.getByText('Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.'),
    ).toBeVisible();

    await page
      .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
      .fill('kora-balafon-djembe');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('kora-balafon-djembe');
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(page.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();

    await page.getByLabel('Mot de passe actuel').fill(password);
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(page.getByText(/Votre mot de passe a été modifié/)).toBeVisible();
    await expect(page.getByText('1 session ouverte (celle-ci).')).toBeVisible();
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: 'test-results/screens/account-security.png', fullPage: true });
    // The other device was signed out by the change.
    expect((await (await otherPage.request.get('/api/v1/auth/session')).json()).user).toBeNull();
    await other.close();

    await page.getByRole('button', { name: 'Se déconnecter de tous les appareils' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/settings/security');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a stranger’s earlier sign-up on my address is replaced by mine', async ({ page }) => {
    const email = uniqueEmail('proprietaire');
    const stranger = await page.request.post('/api/v1/auth/sign-up', {
      data: { email, password: 'mot-de-passe-etranger' },
    });
    expect(stranger.status()).toBe(201);
    await waitForMail(email);

    await page.goto('/?auth=signup');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill('ma-phrase-a-moi');
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(dialog.getByText('Merci pour votre inscription !')).toBeVisible();
    await expect(dialog.getByText(/remplace la précédente/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: 'test-results/screens/sign-up-replaced.png' });

    const strangerMail = await waitForMail(email, 1);
    const ownMail = await waitForMail(email, 2);
    await page.goto(linkIn(strangerMail, '/api/auth/verify-email'));
    await expect(page.getByRole('dialog').getByText(/Ce lien n'est plus valide/)).toBeVisible();
    await followAuthLink(page, linkIn(ownMail, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/profile\/complete$/);
    const refused = await page.request.post('/api/v1/auth/sign-in', {
      data: { email, password: 'mot-de-passe-etranger' },
    });
    expect(refused.status()).toBe(401);
  });

  test('another member’s link opened while signed in is left unspent, with a message', async ({ page }) => {
    await signUpAndConfirm(page, uniqueEmail('connecte'));
    const otherEmail = uniqueEmail('autre');
    await page.request.post('/api/v1/auth/magic-link', { data: { email: otherEmail } });
    const link = linkIn(await waitForMail(otherEmail), '/api/auth/magic-link/verify');
    await followAuthLink(page, link);
    await expect(page.getByText(/Ce lien concerne un autre compte/)).toBeVisible();
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: 'test-results/screens/link-other-account.png' });
    await page.context().clearCookies();
    await followAuthLink(page, link);
    await expect(page).toHaveURL(/\/profile\/complete$/);
  });
});
