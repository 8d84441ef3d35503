import type { Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail';

/**
 * A confirmed member signed in in `page`: sign-up through the API (from the page's context, so its
 * X-Forwarded-For applies), then the confirmation link from the real SMTP peer, followed in the page.
 */
export const signUpAndConfirm = async (page: Page, email: string, password = 'motdepasse-solide') => {
  const response = await page.request.post('/api/v1/auth/sign-up', { data: { email, password } });
  if (response.status() !== 201)
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  await page.goto(linkIn(await waitForMail(email), '/api/auth/verify-email'));
  await page.waitForURL(/\/profile\/complete$/);
  return { email, password };
};
