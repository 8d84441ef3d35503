import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { followAuthLink, linkIn, waitForMail } from './support/mail';
import { capture } from './support/screens';

test.describe('accounts', () => {
  test('sign-up → confirmation mail → signed in at /profile/complete', async ({ page }) => {
    const email = uniqueEmail('inscription');
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Créer mon compte' }).first().click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Validation on blur, with the spec's texts.
    await dialog.getByLabel('Email').fill('pas-un-email');
    await dialog.getByRole('textbox', { name: 'Mot de passe' }).focus();
    await expect(dialog.getByText("Format d'email invalide")).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill('123');
    await dialog.getByLabel('Email').focus();
    await expect(dialog.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill('motdepasse-solide');
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(dialog.getByText('Merci pour votre inscription !')).toBeVisible();
    await expect(dialog.getByText(email)).toBeVisible();

    const mail = await waitForMail(email);
    expect(mail).toContain('Confirmez votre adresse email');
    // The link's page names the account before its button spends the link.
    await page.goto(linkIn(mail, '/api/auth/verify-email'));
    const step = page.getByRole('dialog');
    await expect(step.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'auth-open-link', { window: true });
    await step.getByRole('button', { name: 'Confirmer mon adresse' }).click();
    await expect(page).toHaveURL(/\/profile\/complete$/);
    await expect(page.getByRole('heading', { name: 'Bienvenue !' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The spent link, opened again: it says so, and its button (focused) leads to the sign-in form.
    await page.context().clearCookies();
    await page.goto(linkIn(mail, '/api/auth/verify-email'));
    const dead = page.getByRole('dialog');
    await expect(dead.getByText("Ce lien n'est plus valide")).toBeVisible();
    await expect(dead.getByRole('button', { name: 'Demander un nouveau lien' })).toBeFocused();
    await dead.getByRole('button', { name: 'Demander un nouveau lien' }).click();
    await expect(dead.getByRole('heading', { name: 'Bon retour parmi nous' })).toBeVisible();
    await expect(dead.getByLabel('Email')).toBeVisible();
    await expect(page).not.toHaveURL(/authLink|#token/);

    // The same address cannot sign up twice.
    await page.goto('/?auth=signup');
    const again = page.getByRole('dialog');
    await again.getByLabel('Email').fill(email);
    await again.getByRole('textbox', { name: 'Mot de passe' }).fill('motdepasse-solide');
    await again.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(
      again.getByText('Cet email est déjà utilisé. Si vous avez déjà un compte, essayez de vous connecter.'),
    ).toBeVisible();
  });

  test('a wrong password says so, the right one signs in and out', async ({ page }) => {
    const email = uniqueEmail('connexion');
    // Signed up in the page's browser: the link keeps the password only there (issue 33 §1).
    await page.request.post('/api/v1/auth/sign-up', { data: { email, password: 'bon-secret' } });
    const mail = await waitForMail(email);
    // Confirm through the link, then start signed out.
    await followAuthLink(page, linkIn(mail, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/profile\/complete$/);
    await page.context().clearCookies();

    await page.goto('/login?redirect=/profile/complete');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill('mauvais-secret');
    await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(dialog.getByText('Email ou mot de passe incorrect')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill('bon-secret');
    await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/complete$/);
    await expect(page.getByRole('heading', { name: 'Bienvenue !' })).toBeVisible();

    await page.getByRole('button', { name: /compte/i }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile/complete');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('magic link signs in once; the used link lands on a clear message', async ({ page }) => {
    const email = uniqueEmail('lien');
    await page.goto('/login');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('nope');
    await dialog.getByRole('button', { name: 'Recevoir un lien de connexion par email' }).click();
    await expect(dialog.getByText('Veuillez saisir un email valide.')).toBeVisible();

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Recevoir un lien de connexion par email' }).click();
    await expect(dialog.getByText(/Un lien de connexion vient d'être envoyé/)).toBeVisible();

    const link = linkIn(await waitForMail(email), '/api/auth/magic-link/verify');
    // A mail scanner opens the link first (and follows its redirect): that spends nothing.
    expect((await page.request.get(link)).ok()).toBe(true);
    await page.context().clearCookies();
    await page.goto(link);
    const linkDialog = page.getByRole('dialog', { name: 'Connexion par lien' });
    await expect(linkDialog.getByRole('button', { name: 'Me connecter' })).toBeVisible();
    // The account it signs into is named before the click (a link someone else sent is theirs).
    await expect(linkDialog.getByText(email)).toBeVisible();
    // The token stays in the fragment: no server log, no Referer.
    expect(new URL(page.url()).search).toBe('?authLink=magic-link');
    await expectNoSeriousA11yViolations(page);
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: 'test-results/screens/open-link.png' });
      await page.setViewportSize({ width: 390, height: 780 });
      await page.screenshot({ path: 'test-results/screens/open-link-390.png' });
    }
    await linkDialog.getByRole('button', { name: 'Me connecter' }).click();
    await expect(page).toHaveURL(/\/profile\/complete$/);
    await expect(page.getByText(email)).toBeVisible();

    // A spent link says so on its page, with no button to click.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('dialog').getByText(/Ce lien n'est plus valide/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Me connecter' })).toHaveCount(0);
  });
});
