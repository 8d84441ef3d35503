import { signInAsAdmin, signUpAndConfirm } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { capture } from './support/screens';
import { enrolTotpByApi } from './support/two-factor';

// One admin address per journey file (playwright.config.ts lists it in ADMIN_EMAILS).
const admin = 'securite@sankofa.test';

test.describe('staff must enrol a second factor before the back office opens (issue 33 §4)', () => {
  test('a new moderator is asked to enrol first, and the admin sees who has not', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const { email } = await signUpAndConfirm(staff, uniqueEmail('moderation'));
    const session = (await (await staff.request.get('/api/v1/auth/session')).json()) as {
      user: { id: string };
    };

    await signInAsAdmin(page, admin);
    const promoted = await page.request.patch(`/api/v1/admin/users/${session.user.id}`, {
      data: { role: 'moderateur' },
    });
    expect(promoted.ok()).toBe(true);

    // The moderator opens the back office: a page that says why it stays closed, and where to go.
    await staff.goto('/admin');
    await expect(
      staff.getByRole('heading', { level: 1, name: "Activez d'abord la validation en deux étapes" }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await capture(staff, 'admin-enrol-first');

    // The admin's list names them.
    await page.goto('/admin/second-factors');
    await expect(page.getByRole('heading', { level: 1, name: 'Validation en deux étapes' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row.getByText('Modérateur')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capture(page, 'admin-second-factors');

    // The link leads to the enrolment; once enrolled, the back office opens and the list forgets them.
    await staff.getByRole('link', { name: 'Activer la validation en deux étapes' }).click();
    await expect(staff).toHaveURL(/\/settings\/security$/);
    await enrolTotpByApi(staff.request, email);
    await staff.goto('/admin');
    await expect(staff.getByRole('navigation', { name: "Navigation de l'administration" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Validation en deux étapes' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    await staffContext.close();
  });
});
