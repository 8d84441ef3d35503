import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  type CreatedUser,
  createUser,
  lastLinkTo,
  mailsTo,
  uniqueEmail,
  uniqueIp,
} from '../../test/factories';
import { newsletterToken, readNewsletterToken } from './newsletter-tokens';

let t: TestApp;
let admin: CreatedUser;

const subscribe = (payload: Record<string, unknown>, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/newsletter/subscriptions', payload, remoteAddress: ip });
const post = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    remoteAddress: uniqueIp(),
  });
const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: { cookie: admin.cookie },
    payload: payload as object | undefined,
    remoteAddress: uniqueIp(),
  });
const tokenOf = (link: string, param: string) => new URL(link).searchParams.get(param) ?? '';
const stored = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

describe('the public signup (double opt-in)', () => {
  it('refuses the form without consent, without an address or with a bad one, in the spec’s words', async () => {
    const noConsent = await subscribe({ email: uniqueEmail(), acceptTerms: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.details[0].message).toBe('Vous devez accepter de recevoir des emails');
    const blank = await subscribe({ email: ' ', acceptTerms: true });
    expect(blank.json().error.details[0].message).toBe("L'adresse email est requise");
    const bad = await subscribe({ email: 'pas-un-email', acceptTerms: true });
    expect(bad.json().error.details[0].message).toBe("Format d'email invalide");
  });

  it('refuses a filled honeypot with "Erreur de validation." and stores nothing', async () => {
    const email = uniqueEmail('robot');
    const res = await subscribe({ email, acceptTerms: true, honeypot: 'http://spam.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Erreur de validation.');
    expect(await stored(email)).toBeUndefined();
  });

  it('stores the address unconfirmed, mails a signed link that confirms it, and unsubscribes in one click', async () => {
    const email = uniqueEmail('lecteur');
    const res = await subscribe({ email: email.toUpperCase(), acceptTerms: true });
    expect(res.statusCode).toBe(200);
    const row = await stored(email);
    expect(row).toMatchObject({ confirmed: false, source: 'newsletter_page' });

    const [mail] = await mailsTo(t.database.db, email, 'newsletter_confirmation');
    expect(mail?.subject).toContain('Confirmez votre inscription');
    const link = await lastLinkTo(t.database.db, email, 'newsletter_confirmation');
    expect(new URL(link).pathname).toBe('/newsletter');
    const confirm = await post('/newsletter/confirmations', { token: tokenOf(link, 'confirmation') });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ email });
    expect((await stored(email))?.confirmed).toBe(true);

    // The unsubscribe link is in the mail's text; it deletes the address.
    const unsubscribeLink = mail?.text.match(/https?:\/\/\S+desinscription=\S+/)?.[0] ?? '';
    expect(unsubscribeLink).not.toBe('');
    const out = await post('/newsletter/unsubscriptions', {
      token: tokenOf(unsubscribeLink, 'desinscription'),
    });
    expect(out.statusCode).toBe(200);
    expect(await stored(email)).toBeUndefined();
    const again = await post('/newsletter/unsubscriptions', {
      token: tokenOf(unsubscribeLink, 'desinscription'),
    });
    expect(again.json().error.code).toBe('newsletter_link_invalid');
  });

  it('answers a confirmed address the same and mails it nothing; resends to an unconfirmed one', async () => {
    const email = uniqueEmail('deja');
    await subscribe({ email, acceptTerms: true });
    expect(await mailsTo(t.database.db, email, 'newsletter_confirmation')).toHaveLength(1);
    await subscribe({ email, acceptTerms: true });
    expect(await mailsTo(t.database.db, email, 'newsletter_confirmation')).toHaveLength(2);
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmed: true })
      .where(eq(newsletterSubscribers.email, email));
    const res = await subscribe({ email, acceptTerms: true });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(t.database.db, email, 'newsletter_confirmation')).toHaveLength(2);
  });

  it('refuses forged, swapped and expired tokens', async () => {
    const secret = t.config.authSecret;
    const id = '00000000-0000-4000-8000-000000000000';
    const confirm = newsletterToken(secret, 'confirm', id, new Date(Date.now() + 60_000));
    expect(readNewsletterToken(secret, 'confirm', confirm)).toBe(id);
    expect(readNewsletterToken(secret, 'unsubscribe', confirm)).toBeNull();
    expect(readNewsletterToken('another-secret-another-secret-xx', 'confirm', confirm)).toBeNull();
    expect(readNewsletterToken(secret, 'confirm', `${confirm}x`)).toBeNull();
    const expired = newsletterToken(secret, 'confirm', id, new Date(Date.now() - 1000));
    expect(readNewsletterToken(secret, 'confirm', expired)).toBeNull();
    const res = await post('/newsletter/confirmations', { token: 'abc.def' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('newsletter_link_invalid');
  });

  it('limits signups per IP', async () => {
    const ip = uniqueIp();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await subscribe({ email: uniqueEmail('ip'), acceptTerms: true }, ip)).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('/admin/newsletter', () => {
  it('adds, lists 20 a page newest first, searches case-insensitively, toggles, deletes and exports the confirmed only', async () => {
    const stem = `nl${Date.now().toString(36)}`;
    const emails: string[] = [];
    for (let i = 0; i < 22; i++) {
      const email = `${stem}.${String(i).padStart(2, '0')}@example.com`;
      emails.push(email);
      const res = await asAdmin('POST', '/newsletter/subscribers', { email });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ email, source: 'admin_manual', confirmed: false });
    }
    const duplicate = await asAdmin('POST', '/newsletter/subscribers', { email: emails[0]?.toUpperCase() });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('newsletter_already_subscribed');
    const blank = await asAdmin('POST', '/newsletter/subscribers', { email: '' });
    expect(blank.json().error.details[0].message).toBe("L'adresse email est requise");

    const first = (await asAdmin('GET', `/newsletter/subscribers?q=${stem.toUpperCase()}`)).json();
    expect(first.total).toBe(22);
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].email).toBe(emails[21]);
    const second = (await asAdmin('GET', `/newsletter/subscribers?q=${stem}&page=2`)).json();
    expect(second.items.map((s: { email: string }) => s.email)).toEqual([emails[1], emails[0]]);

    const target = second.items[0];
    const toggled = await asAdmin('PATCH', `/newsletter/subscribers/${target.id}`, { confirmed: true });
    expect(toggled.json().confirmed).toBe(true);
    const counters = (await asAdmin('GET', '/newsletter/counters')).json();
    expect(counters.total).toBeGreaterThanOrEqual(22);
    expect(counters.confirmed + counters.unconfirmed).toBe(counters.total);

    const csv = await asAdmin('GET', `/newsletter/export.csv?q=${stem}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/newsletter-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe("Email;Date d'inscription");
    // The file feeds a mailing tool: the 21 addresses nobody confirmed stay out of it.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${target.email.replace('.', '\\.')};\\d{2}/\\d{2}/\\d{4}$`));

    const removed = await asAdmin('DELETE', `/newsletter/subscribers/${target.id}`);
    expect(removed.statusCode).toBe(200);
    const gone = await asAdmin('DELETE', `/newsletter/subscribers/${target.id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a moderateur (no users.manage)', async () => {
    const moderateur = await createUser(t.app, t.database.db, { role: 'moderateur' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/newsletter/subscribers',
      headers: { cookie: moderateur.cookie },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(403);
  });
});
