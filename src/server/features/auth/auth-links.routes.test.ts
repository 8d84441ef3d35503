import { describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema';
import { cookieOf, createUser, lastLinkTo, sessionUserOf, uniqueEmail } from '../../test/factories';
import { testAppForFile } from '../../test/suite';
import { authPost, openLink } from './auth-test-support';

/*
 * The two mailed links (confirmation and magic link): a GET leads to the link's page and spends nothing
 * (mail scanners open every link); the page names the account, and its button spends the link.
 */

const t = testAppForFile();

const post = authPost(t);
const open = openLink(t);

describe('the confirmation link', () => {
  it('keeps the password chosen at sign-up when a mail scanner opened the confirmation link first', async () => {
    const user = await createUser(t.app, t.database.db, { confirmed: false });
    const link = new URL(await lastLinkTo(t.database.db, user.email, 'verification'));
    // A scanner has no cookie of the sign-up's browser: before, its GET spent the link and dropped the password.
    const scanned = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(scanned.headers.location).toContain('/?authLink=verify-email#');
    const res = await open(link.toString(), user.cookie);
    expect(res.location).toBe('http://localhost:3000/profile/complete');
    expect((await post('sign-in', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('still confirms, on the site and with the password, when its page was given an outside return address', async () => {
    const user = await createUser(t.app, t.database.db, { confirmed: false });
    const link = new URL(await lastLinkTo(t.database.db, user.email, 'verification'));
    // Before, better-auth refused the outside callback after the password had been dropped, link still live.
    link.searchParams.set('callbackURL', 'https://evil.example/');
    link.searchParams.append('token', 'forged');
    const res = await open(link.toString(), user.cookie);
    expect(res.location).toBe('http://localhost:3000/profile/complete');
    expect((await sessionUserOf(t.app, cookieOf(res)))?.id).toBe(user.id);
    expect((await post('sign-in', { email: user.email, password: user.password })).statusCode).toBe(200);
  });
});

describe('magic link', () => {
  it('signs in once, then the same link is dead', async () => {
    const user = await createUser(t.app, t.database.db);
    expect((await post('magic-link', { email: user.email })).statusCode).toBe(200);
    const link = await lastLinkTo(t.database.db, user.email, 'magic_link');

    const first = await open(link);
    expect(first.statusCode).toBe(200);
    expect(first.location).toBe('http://localhost:3000/profile/complete');
    expect((await sessionUserOf(t.app, cookieOf(first)))?.id).toBe(user.id);

    const second = await open(link);
    expect(second.location).toBe('http://localhost:3000/?authError=link_invalid');
    expect(second.cookies).toHaveLength(0);
  });

  it('is spent by the click on its page, never by a GET of the link (mail scanners open every link)', async () => {
    const user = await createUser(t.app, t.database.db);
    await post('magic-link', { email: user.email });
    const link = await lastLinkTo(t.database.db, user.email, 'magic_link');
    for (let i = 0; i < 3; i++) {
      const scanned = await t.app.inject({
        method: 'GET',
        url: new URL(link).pathname + new URL(link).search,
      });
      expect(scanned.statusCode).toBe(302);
      const page = new URL(scanned.headers.location ?? '');
      expect(`${page.origin}${page.pathname}${page.search}`).toBe(
        'http://localhost:3000/?authLink=magic-link',
      );
      expect(page.hash).toBe(`#${new URL(link).search.slice(1)}`);
      expect(scanned.cookies).toHaveLength(0);
    }
    const clicked = await open(link);
    expect((await sessionUserOf(t.app, cookieOf(clicked)))?.id).toBe(user.id);
  });

  it("names the account on the link's page without spending the link, and nothing once it is spent", async () => {
    const user = await createUser(t.app, t.database.db);
    await post('magic-link', { email: user.email });
    const link = await lastLinkTo(t.database.db, user.email, 'magic_link');
    const body = { kind: 'magic-link', query: new URL(link).search.slice(1) };
    expect((await post('links/account', body)).json()).toEqual({ email: user.email });
    expect((await post('links/account', body)).json()).toEqual({ email: user.email });
    await open(link);
    expect((await post('links/account', body)).json()).toEqual({ email: null });

    const unconfirmed = await createUser(t.app, t.database.db, { confirmed: false });
    const confirmation = await lastLinkTo(t.database.db, unconfirmed.email, 'verification');
    const confirm = { kind: 'verify-email', query: new URL(confirmation).search.slice(1) };
    expect((await post('links/account', confirm)).json()).toEqual({ email: unconfirmed.email });
    expect((await post('links/account', { ...confirm, query: 'token=forged' })).json()).toEqual({
      email: null,
    });
  });

  it('answers a tampered link page with the landing message, and bad input in French', async () => {
    const tampered = await post('links/open', { kind: 'magic-link', query: 'callbackURL=%2Ffeed' });
    expect(tampered.json()).toEqual({ location: 'http://localhost:3000/?authError=link_invalid' });
    const odd = await post('links/open', { kind: 'password', query: '' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.code).toBe('validation_failed');
  });

  it('signs in on the site when its page was given outside return addresses', async () => {
    const user = await createUser(t.app, t.database.db);
    await post('magic-link', { email: user.email, redirect: '/jobs' });
    const link = new URL(await lastLinkTo(t.database.db, user.email, 'magic_link'));
    for (const name of ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL']) {
      link.searchParams.set(name, '//evil.example/');
    }
    const res = await open(link.toString());
    expect(res.location).toBe('http://localhost:3000/profile/complete');
    expect((await sessionUserOf(t.app, cookieOf(res)))?.id).toBe(user.id);
  });

  it('does not work once expired', async () => {
    const user = await createUser(t.app, t.database.db);
    await post('magic-link', { email: user.email });
    const link = await lastLinkTo(t.database.db, user.email, 'magic_link');
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await open(link);
    expect(res.location).toBe('http://localhost:3000/?authError=link_invalid');
    expect(res.cookies).toHaveLength(0);
  });

  it('creates the account and profile of a new address', async () => {
    const email = uniqueEmail('nouveau');
    await post('magic-link', { email });
    const res = await open(await lastLinkTo(t.database.db, email, 'magic_link'));
    expect(res.location).toBe('http://localhost:3000/profile/complete');
    const me = await sessionUserOf(t.app, cookieOf(res));
    expect(me).toMatchObject({ email, role: 'user' });
  });
});
