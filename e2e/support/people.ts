import type { Browser, BrowserContextOptions } from '@playwright/test';
import { signUpAndConfirm } from './accounts';
import { expect, uniqueEmail } from './fixtures';

const octet = () => Math.floor(Math.random() * 250) + 1;

/** An X-Forwarded-For address of its own, so the per-address limits of one person do not touch the others. */
export const clientAddress = () => `10.${octet()}.${octet()}.${octet()}`;

/** A French browser context with a client address of its own. */
export const ownContext = (browser: Browser, options: BrowserContextOptions = {}) =>
  browser.newContext({
    locale: 'fr-FR',
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress(), ...options.extraHTTPHeaders },
  });

export interface NewMember {
  /** The start of the member's unique e-mail address. */
  prefix: string;
  fullName?: string;
  /** A title and a place: what the network's directory needs to list the member. */
  professional?: { title: string; location: { ville: string; pays: string; country_code: string } };
  /** The context's options (viewport, user agent…); locale and address are set unless given. */
  context?: BrowserContextOptions;
}

/**
 * A confirmed member signed in in a browser context of their own, with the sections given filled in.
 * `id` is the member's profile id; `close` closes the context.
 */
export const newMember = async (
  browser: Browser,
  { prefix, fullName, professional, context: options }: NewMember,
) => {
  const context = await ownContext(browser, options);
  const page = await context.newPage();
  const account = await signUpAndConfirm(page, uniqueEmail(prefix));
  if (fullName) {
    const personal = await page.request.patch('/api/v1/profiles/me/sections/personal', {
      data: { fullName },
    });
    expect(personal.ok()).toBe(true);
  }
  if (professional) {
    const saved = await page.request.patch('/api/v1/profiles/me/sections/professional', {
      data: professional,
    });
    expect(saved.ok()).toBe(true);
  }
  const me = (await (await page.request.get('/api/v1/profiles/me')).json()) as { id: string };
  return { ...account, page, context, id: me.id, close: () => context.close() };
};

/** A visitor (nobody signed in) in a browser context of their own. */
export const newVisitor = async (browser: Browser, options?: BrowserContextOptions) => {
  const context = await ownContext(browser, options);
  return { page: await context.newPage(), context, close: () => context.close() };
};
