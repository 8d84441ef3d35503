import type { Page } from '@playwright/test';
import { signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { followAuthLink, linkIn, waitForMailContaining } from './support/mail';
import { askExportWithoutRecentProof } from './support/reauth';
import { unusedCode } from './support/two-factor';

const openSecurity = async (page: Page) => {
  await page.goto('/settings/security');
  await expect(page.getByRole('heading', { name: 'Sécurité du compte', level: 2 })).toBeVisible();
};

const signOut = async (page: Page) => {
  expect((await page.request.post('/api/v1/auth/sign-out')).ok()).toBe(true);
};

const sessionEmail = async (page: Page) =>
  ((await (await page.request.get('/api/v1/auth/session')).json()) as { user: { email: string } | null }).user
    ?.email ?? null;

test.describe('two-factor sign-in and passkeys (issue 33 §4–5)', () => {
  test('a member enrols an authenticator, then signs in with the password and a code', async ({ page }) => {
    // Four codes: the fourth waits for a later 30-second step (each step is taken once).
    test.setTimeout(180_000);
    const { email, password } = await signUpAndConfirm(page, uniqueEmail('totp'));
    await openSecurity(page);
    await page.getByRole('button', { name: 'Activer la validation en deux étapes' }).click();
    await expect(page.getByRole('img', { name: /QR code à scanner/ })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Code à 6 chiffres').fill('000000');
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText("Ce code n'est pas valide ou a déjà été utilisé.")).toBeVisible();
    await page.getByLabel('Code à 6 chiffres').fill(await unusedCode(secret));
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText('Vos codes de secours')).toBeVisible();
    await expect(page.getByText(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/)).toHaveCount(10);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger' }).click();
    expect((await download).suggestedFilename()).toBe('sankofa-codes-de-secours.txt');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: "J'ai conservé mes codes" }).click();
    await expect(page.getByText('Il vous reste 10 codes de secours.')).toBeVisible();

    // The password alone no longer opens a session: the dialog asks for the code.
    await signOut(page);
    await page.goto('/?auth=login');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill(password);
    await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(dialog.getByText('Validation en deux étapes')).toBeVisible();
    expect(await sessionEmail(page)).toBeNull();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Code de vérification').fill(await unusedCode(secret));
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await expect(dialog).toBeHidden();
    expect(await sessionEmail(page)).toBe(email);

    // A sign-in link asks for the code too, then leads where the member was going.
    await signOut(page);
    await page.request.post('/api/v1/auth/magic-link', { data: { email, redirect: '/emplois' } });
    await followAuthLink(
      page,
      linkIn(await waitForMailContaining(email, 'magic-link/verify'), 'magic-link/verify'),
    );
    await expect(dialog.getByText('Validation en deux étapes')).toBeVisible();
    expect(await sessionEmail(page)).toBeNull();
    await dialog.getByLabel('Code de vérification').fill(await unusedCode(secret));
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page).toHaveURL(/\/emplois$/);
    expect(await sessionEmail(page)).toBe(email);

    // In a browser already signed in too: the link ends its session and asks for the code (a stolen
    // cookie plus the mailbox is no fresh proof).
    await page.request.post('/api/v1/auth/magic-link', { data: { email, redirect: '/settings/security' } });
    const second = await waitForMailContaining(email, 'callbackURL=%2Fsettings%2Fsecurity');
    await followAuthLink(page, linkIn(second, 'magic-link/verify'));
    await expect(dialog.getByText('Validation en deux étapes')).toBeVisible();
    expect(await sessionEmail(page)).toBeNull();
    await dialog.getByLabel('Code de vérification').fill(await unusedCode(secret));
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page).toHaveURL(/\/settings\/security$/);
    expect(await sessionEmail(page)).toBe(email);
  });

  test('a member adds a passkey, then signs in with it alone', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const { email, password } = await signUpAndConfirm(page, uniqueEmail('passkey'));
    await openSecurity(page);
    await expect(page.getByText("Aucune clé d'accès pour le moment.")).toBeVisible();
    await page.getByLabel('Nom de la clé').fill('Ordinateur du bureau');
    await page.getByRole('button', { name: "Ajouter une clé d'accès" }).click();
    await expect(page.getByText("La clé d'accès a été ajoutée.")).toBeVisible();
    const list = page.getByRole('list', { name: "Clés d'accès" });
    await expect(list.getByText('Ordinateur du bureau')).toBeVisible();
    // The member is told by mail, as they would be of an intruder's passkey.
    expect(await waitForMailContaining(email, 'Ordinateur du bureau')).toContain('settings/security');
    await list.getByRole('button', { name: 'Renommer Ordinateur du bureau' }).click();
    await list.getByRole('textbox', { name: 'Nom de la clé' }).fill('Portable');
    await list.getByRole('button', { name: 'Enregistrer le nom' }).click();
    await expect(list.getByText('Portable')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signOut(page);
    await page.goto('/?auth=login');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: "Se connecter avec une clé d'accès" }).click();
    await expect(dialog).toBeHidden();
    expect(await sessionEmail(page)).toBe(email);

    // A sensitive change proven by the passkey: the export is refused once for want of a recent proof,
    // and the passkey proof itself goes to the server.
    const reauth = await askExportWithoutRecentProof(page);
    await expect(reauth).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const proof = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/auth/reauthenticate') && response.request().method() === 'POST',
    );
    await reauth.getByRole('button', { name: "Utiliser une clé d'accès" }).click();
    expect((await proof).status()).toBe(200);
    await expect(reauth).toBeHidden();
    await expect
      .poll(async () => (await (await page.request.get('/api/v1/account/exports')).json()).items.length)
      .toBe(1);

    // With a passkey, the password alone opens no session: the passkey is the second factor.
    await signOut(page);
    const withPassword = await page.request.post('/api/v1/auth/sign-in', { data: { email, password } });
    expect(await withPassword.json()).toEqual({ user: null, secondFactor: { methods: ['passkey'] } });
    expect(await sessionEmail(page)).toBeNull();
  });
});
