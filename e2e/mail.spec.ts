import { signInAsAdmin, signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { linkIn, refuseMailTo, waitForMailContaining } from './support/mail';
import { capture } from './support/screens';

test.describe('mail that bounces', () => {
  test.setTimeout(90_000);

  test('a member whose address bounces is asked to fix it, and the banner leaves with the old address', async ({
    page,
  }) => {
    const email = uniqueEmail('rebond');
    await signUpAndConfirm(page, email);

    // Their mail provider now refuses them: the next mail (a recovery link) is answered 550.
    refuseMailTo(email);
    const forgot = await page.request.post('/api/v1/auth/password/forgot', { data: { email } });
    expect(forgot.ok()).toBe(true);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/v1/mail/bounce')).json()) as { bounced: boolean }).bounced,
        {
          timeout: 30_000,
        },
      )
      .toBe(true);

    await page.goto('/settings/notifications');
    const banner = page.getByRole('alert').filter({ hasText: "Nous n'arrivons plus à vous écrire" });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(`Les emails envoyés à ${email} sont refusés`);
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'mail-bounce-banner');

    await banner.getByRole('link', { name: 'Modifier mon adresse email' }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);

    // A new address, confirmed through the link mailed to it: the banner is gone.
    const newEmail = uniqueEmail('rebond-nouvelle');
    const asked = await page.request.post('/api/v1/account/email-change', {
      data: { newEmail, password: 'motdepasse-solide' },
    });
    expect(asked.ok()).toBe(true);
    await page.goto(linkIn(await waitForMailContaining(newEmail, '/settings/account'), '/settings/account'));
    await expect(page.getByText(`Votre adresse e-mail est désormais ${newEmail}.`)).toBeVisible();
    await expect(page.getByText("Nous n'arrivons plus à vous écrire")).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(newEmail).first()).toBeVisible();
    await expect(page.getByText("Nous n'arrivons plus à vous écrire")).toHaveCount(0);
  });

  test('the dashboard counts the queue, each count opening the outbox in that state', async ({ page }) => {
    await signInAsAdmin(page, 'courrier@sankofa.test');
    await page.goto('/admin/dashboard');
    const counts = page.getByRole('region', { name: 'Emails en attente' });
    for (const state of ["En file d'attente", 'Nouvel essai prévu', 'Échec', 'Retenu (adresse refusée)'])
      await expect(
        counts.getByRole('link', { name: new RegExp(`^\\d+ ${state.replace(/[()]/g, '\\$&')}$`) }),
      ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'mail-dashboard-counts');

    await counts.getByRole('link', { name: /Échec$/ }).click();
    await expect(page).toHaveURL(/\/admin\/mails\?status=failed$/);
    await expect(page.getByRole('heading', { name: "Boîte d'envoi des emails" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'mail-outbox-failed');

    // Every mail, at a phone's width too: the list and one mail fit the screen (no sideways scroll).
    await page.goto('/admin/mails');
    await expect(page.getByRole('button', { name: /^Afficher l'email/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'mail-outbox');
    await page.setViewportSize({ width: 390, height: 844 });
    // The list turns into cards once the page has seen the new width: wait for that, then measure.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await page
      .getByRole('button', { name: /^Afficher l'email/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await capture(page, 'mail-outbox-drawer');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A member is refused the counts.
    await page.context().clearCookies();
    await signUpAndConfirm(page, uniqueEmail('compteur'));
    expect((await page.request.get('/api/v1/admin/mails/counts')).status()).toBe(403);
    await page.goto('/desabonnement?token=pas-un-lien');
    await expect(
      page.getByText("Ce lien de désinscription n'est pas valide.", { exact: false }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'mail-opt-out-invalid');
    // The older reminder and prospection links land on the same page (it reads their tokens too).
    for (const old of ['rappels', 'prospection']) {
      await page.goto(`/desinscription/${old}?token=pas-un-lien`);
      await expect(page).toHaveURL(/\/desabonnement\?token=pas-un-lien$/);
      await expect(
        page.getByText("Ce lien de désinscription n'est pas valide.", { exact: false }),
      ).toBeVisible();
    }
  });
});
