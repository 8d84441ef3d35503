import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type CapturedMail, refusedListOf } from './smtp-capture';

const dir = () => process.env.E2E_MAIL_DIR ?? '';

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of the raw message. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const mailsTo = (address: string): CapturedMail[] => {
  if (!existsSync(dir())) return [];
  return readdirSync(dir())
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir(), file), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
};

/** Waits for the n-th mail to `address` and returns its decoded text. */
export const waitForMail = async (address: string, count = 1, timeoutMs = 15_000): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(address);
    const mail = mails[count - 1];
    if (mail) return decodeQuotedPrintable(mail.raw);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
};

/**
 * The first mail to `address` that contains `text`: for an address that other journeys also mail
 * (the founder's, which got its sign-up confirmation first), where a mail's rank is not known.
 */
export const waitForMailContaining = async (
  address: string,
  text: string,
  timeoutMs = 15_000,
): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = mailsTo(address)
      .map((mail) => decodeQuotedPrintable(mail.raw))
      .find((mail) => mail.includes(text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} containing ${text} within ${timeoutMs} ms`);
};

/** The first link to this site's auth endpoints in a mail. */
export const linkIn = (mail: string, pathPart: string): string => {
  const match = mail.match(new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/.]/g, '\\$&')}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${pathPart} link in mail`);
  return match[0].replaceAll('&amp;', '&');
};

/**
 * Opens a mailed sign-in or confirmation link as its member does: the link leads to its page (the dialog's
 * confirmation step), whose button spends it.
 */
export const followAuthLink = async (page: Page, link: string): Promise<void> => {
  await page.goto(link);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Me connecter|Confirmer mon adresse)$/ })
    .click();
};

/** From now on the SMTP peer answers 550 to mail for `address` (its mails bounce). */
export const refuseMailTo = (address: string) =>
  appendFileSync(refusedListOf(dir()), `${address.toLowerCase()}\n`);
