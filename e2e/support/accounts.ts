import type { Cookie, Page } from '@playwright/test';
import { followAuthLink, linkIn, waitForMailContaining } from './mail';
import { completeSecondFactor, enrolTotpByApi } from './two-factor';

/**
 * A confirmed member signed in in `page`: sign-up through the API (from the page's context, so its
 * X-Forwarded-For applies), then the confirmation link from the real SMTP peer, followed in the page.
 */
export const signUpAndConfirm = async (page: Page, email: string, password = 'motdepasse-solide') => {
  const response = await page.request.post('/api/v1/auth/sign-up', { data: { email, password } });
  if (response.status() !== 201)
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  // The confirmation mail, not whatever else reached the address first (an admin address gets notices).
  const mail = await waitForMailContaining(email, '/api/auth/verify-email');
  await followAuthLink(page, linkIn(mail, '/api/auth/verify-email'));
  await page.waitForURL(/\/profile\/complete$/);
  return { email, password };
};

const adminSessions = new Map<string, Cookie[]>();

/**
 * `email` (listed in ADMIN_EMAILS by playwright.config.ts) signed in and admin in `page`, with an
 * authenticator enrolled (the back office requires a second factor; its secret is kept for the run). The address signs
 * in once per worker and its session cookies are reused after that: sign-ins are limited to 10 an address
 * in 15 minutes, which a journey file and its retries would pass otherwise.
 */
export const signInAsAdmin = async (page: Page, email: string, password = 'motdepasse-solide') => {
  const context = page.context();
  // Whoever was signed in in this context before (a confirmation link would land on "another account").
  await context.clearCookies();
  const saved = adminSessions.get(email);
  if (saved) {
    await context.addCookies(saved);
    const session = await page.request.get('/api/v1/auth/session');
    const body = session.ok() ? ((await session.json()) as { user: { email: string } | null }) : null;
    if (body?.user?.email === email) return;
    adminSessions.delete(email);
    await context.clearCookies();
  }
  const signedIn = await page.request.post('/api/v1/auth/sign-in', { data: { email, password } });
  if (!signedIn.ok()) {
    // Not signed up yet in this run (a 401 for an unknown address): sign up and confirm.
    if (signedIn.status() !== 401)
      throw new Error(`sign-in of ${email} failed: ${signedIn.status()} ${await signedIn.text()}`);
    await signUpAndConfirm(page, email, password);
  } else if (((await signedIn.json()) as { user: unknown }).user === null) {
    // Enrolled earlier in this run: the password is the first step, the code the second.
    await completeSecondFactor(page.request, email);
  }
  const promoted = await page.request.post('/api/v1/admin-setup/promote', { data: {} });
  if (!promoted.ok())
    throw new Error(`promotion of ${email} failed: ${promoted.status()} ${await promoted.text()}`);
  // The back office opens to staff with a second factor only (issue 33 §4): enrol once.
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    user: { secondFactor: boolean } | null;
  };
  if (session.user && !session.user.secondFactor) await enrolTotpByApi(page.request, email);
  adminSessions.set(email, await context.cookies());
};
