import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits, rateLimits } from '../../../common/limits';
import { accounts, sessions, users } from '../../db/schema';
import { hashPassword } from '../../plugins/auth';
import { cookieOf, createUser, mailsTo, sessionUserOf, uniqueEmail, uniqueIp } from '../../test/factories';
import { testAppForFile } from '../../test/suite';
import { authPost, openLink, signInStatusOf } from './auth-test-support';

const t = testAppForFile();

const site = 'http://localhost:3000';

const post = authPost(t);

const open = openLink(t);

/** Every link of that kind mailed to the address, oldest first. */
const linksTo = async (email: string, kind: string) =>
  (await mailsTo(t.database.db, email, kind)).map((mail) => mail.link ?? '').reverse();

const signInStatus = signInStatusOf(t);

describe('pre-account takeover (issue 11 §1)', () => {
  it('a new sign-up on an unconfirmed address replaces the stranger’s attempt: password and links die', async () => {
    const email = uniqueEmail('victime');
    expect((await post('sign-up', { email, password: 'mot-de-passe-etranger' })).statusCode).toBe(201);
    const ownerSignUp = await post('sign-up', { email, password: 'mot-de-passe-proprio' });
    expect(ownerSignUp.statusCode).toBe(201);
    const [strangerLink, ownerLink] = await linksTo(email, 'verification');

    // Its page says so before any click, and names the owner's link's account.
    const accountOf = async (link: string | undefined) =>
      (
        await post('links/account', { kind: 'verify-email', query: new URL(link ?? '').search.slice(1) })
      ).json();
    expect(await accountOf(strangerLink)).toEqual({ email: null });
    expect(await accountOf(ownerLink)).toEqual({ email });
    const dead = await open(strangerLink ?? '');
    expect(dead.location).toBe(`${site}/?authError=link_invalid`);
    expect(dead.cookies).toHaveLength(0);

    // The owner opens it in the browser that chose the password (issue 33 §1).
    const confirmed = await open(ownerLink ?? '', cookieOf(ownerSignUp));
    expect(confirmed.location).toBe(`${site}/profile/complete`);
    expect((await sessionUserOf(t.app, cookieOf(confirmed)))?.email).toBe(email);
    expect(await signInStatus(email, 'mot-de-passe-etranger')).toBe(401);
    expect(await signInStatus(email, 'mot-de-passe-proprio')).toBe(200);
  });

  it('a resent link that did not prove the password confirms the address and drops the stranger’s password', async () => {
    const email = uniqueEmail('victime');
    await post('sign-up', { email, password: 'mot-de-passe-etranger' });
    // The owner gets "compte non confirmé" and asks for the mail again, without that password.
    expect((await post('verification-email', { email })).statusCode).toBe(200);
    const resent = (await linksTo(email, 'verification')).at(-1) ?? '';
    const res = await open(resent);
    expect(res.location).toBe(`${site}/profile/complete`);
    const cookie = cookieOf(res);
    expect((await sessionUserOf(t.app, cookie))?.email).toBe(email);
    expect(await signInStatus(email, 'mot-de-passe-etranger')).toBe(401);

    const security = await t.app.inject({ method: 'GET', url: '/api/v1/auth/security', headers: { cookie } });
    expect(security.json()).toEqual({ hasPassword: false, activeSessions: 1, proofMethods: ['email'] });
    const set = await post('password/set', { newPassword: 'ma-propre-phrase' }, { cookie });
    expect(set.statusCode).toBe(200);
    expect(await signInStatus(email, 'ma-propre-phrase')).toBe(200);
    expect(
      (await post('password/set', { newPassword: 'encore-une-autre' }, { cookie })).json().error.code,
    ).toBe('password_already_set');
  });

  it('a resend that proves the pending password keeps it', async () => {
    const email = uniqueEmail('membre');
    await post('sign-up', { email, password: 'ma-phrase-secrete' });
    const resend = await post('verification-email', { email, password: 'ma-phrase-secrete' });
    const res = await open((await linksTo(email, 'verification')).at(-1) ?? '', cookieOf(resend));
    expect(res.location).toBe(`${site}/profile/complete`);
    expect(await signInStatus(email, 'ma-phrase-secrete')).toBe(200);
  });

  it('a magic link on an unconfirmed account drops the password set before it', async () => {
    const email = uniqueEmail('victime');
    await post('sign-up', { email, password: 'mot-de-passe-etranger' });
    await post('magic-link', { email });
    const res = await open((await linksTo(email, 'magic_link')).at(-1) ?? '');
    expect(res.location).toBe(`${site}/profile/complete`);
    expect(await signInStatus(email, 'mot-de-passe-etranger')).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
  });

  it('a confirmation link whose token was tampered with is refused', async () => {
    const email = uniqueEmail('membre');
    await post('sign-up', { email, password: 'ma-phrase-secrete' });
    const link = new URL((await linksTo(email, 'verification'))[0] ?? '');
    const token = link.searchParams.get('token') ?? '';
    const [header, payload] = token.split('.');
    link.searchParams.set('token', `${header}.${payload}.${'A'.repeat(43)}`);
    expect((await open(link.toString())).location).toBe(`${site}/?authError=link_invalid`);
  });
});

describe('redirects stay on the site (issue 11 §2)', () => {
  it.each(['/.//evil.example/login', '/%2e//evil.example/login', '/..//evil.example/login', '/a/%2F%2Fevil'])(
    'refuses the return address %s',
    async (redirect) => {
      const res = await post('magic-link', { email: uniqueEmail(), redirect });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].message).toBe('Adresse de retour invalide.');
    },
  );

  it('answers an absolute address on the site even when the mailed link was tampered with', async () => {
    const member = await createUser(t.app, t.database.db);
    await post('magic-link', { email: member.email, redirect: '/messages' });
    const link = new URL((await linksTo(member.email, 'magic_link')).at(-1) ?? '');
    expect(link.searchParams.get('callbackURL')).toBe('/messages');
    link.searchParams.set('callbackURL', '/.//evil.example/login');
    const res = await open(link.toString());
    expect(res.statusCode).toBe(200);
    expect(new URL(res.location ?? '').origin).toBe(site);
    // The crafted path is not kept either: the member lands on the default page.
    expect(res.location).toBe(`${site}/profile/complete`);
  });
});

describe('links never replace another member’s session silently (issue 11 §3)', () => {
  it('leaves the link unspent and says so, then it works once the other member signed out', async () => {
    const signedIn = await createUser(t.app, t.database.db);
    const other = await createUser(t.app, t.database.db);
    await post('magic-link', { email: other.email });
    const link = (await linksTo(other.email, 'magic_link')).at(-1) ?? '';
    const refused = await open(link, signedIn.cookie);
    expect(refused.location).toBe(`${site}/?authError=link_other_account`);
    expect(refused.cookies).toHaveLength(0);
    expect((await sessionUserOf(t.app, signedIn.cookie))?.id).toBe(signedIn.id);
    const later = await open(link);
    expect((await sessionUserOf(t.app, cookieOf(later)))?.id).toBe(other.id);
  });

  it('does the same for a confirmation link', async () => {
    const signedIn = await createUser(t.app, t.database.db);
    const email = uniqueEmail('nouveau');
    await post('sign-up', { email, password: 'ma-phrase-secrete' });
    const link = (await linksTo(email, 'verification')).at(-1) ?? '';
    expect((await open(link, signedIn.cookie)).location).toBe(`${site}/?authError=link_other_account`);
    expect((await open(link)).location).toBe(`${site}/profile/complete`);
  });
});

describe('passwords and sessions (issue 11 §8)', () => {
  it('refuses a common password with a French message, whatever its case', async () => {
    for (const password of ['motdepasse', 'Password1', 'AZERTYUIOP']) {
      const res = await post('sign-up', { email: uniqueEmail(), password });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([
        {
          path: 'password',
          key: 'auth.validation.passwordTooCommon',
          message: 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
        },
      ]);
    }
  });

  it('still signs in a member whose password predates the 8-character rule', async () => {
    const member = await createUser(t.app, t.database.db);
    await t.database.db
      .update(accounts)
      .set({ password: await hashPassword('kora42') })
      .where(eq(accounts.userId, member.id));
    expect(await signInStatus(member.email, 'kora42')).toBe(200);
  });

  it('changes the password after checking the current one, and ends the other sessions', async () => {
    const member = await createUser(t.app, t.database.db);
    const otherDevice = cookieOf(await post('sign-in', { email: member.email, password: member.password }));
    const wrong = await post(
      'password/change',
      { currentPassword: 'pas-le-bon', newPassword: 'nouvelle-phrase-longue' },
      { cookie: member.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Le mot de passe actuel est incorrect.');
    const common = await post(
      'password/change',
      { currentPassword: member.password, newPassword: 'iloveyou123' },
      { cookie: member.cookie },
    );
    expect(common.json().error.details[0].key).toBe('auth.validation.passwordTooCommon');

    const res = await post(
      'password/change',
      { currentPassword: member.password, newPassword: 'nouvelle-phrase-longue' },
      { cookie: member.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(await sessionUserOf(t.app, otherDevice))?.toBeNull();
    expect((await sessionUserOf(t.app, cookieOf(res)))?.id).toBe(member.id);
    expect(await signInStatus(member.email, member.password)).toBe(401);
    expect(await signInStatus(member.email, 'nouvelle-phrase-longue')).toBe(200);
  });

  it('signs out everywhere', async () => {
    const member = await createUser(t.app, t.database.db);
    const otherDevice = cookieOf(await post('sign-in', { email: member.email, password: member.password }));
    expect((await post('sign-out-everywhere', {}, { cookie: member.cookie })).statusCode).toBe(200);
    expect(await sessionUserOf(t.app, member.cookie))?.toBeNull();
    expect(await sessionUserOf(t.app, otherDevice))?.toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
  });

  it('ends a session after its absolute lifetime even while it is used every day', async () => {
    const member = await createUser(t.app, t.database.db);
    const openedAt = new Date(Date.now() - limits.sessionAbsoluteSeconds * 1000 - 1000);
    await t.database.db.update(sessions).set({ createdAt: openedAt }).where(eq(sessions.userId, member.id));
    expect(await sessionUserOf(t.app, member.cookie))?.toBeNull();
  });

  it('needs a session for the security settings', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/security' })).statusCode).toBe(401);
    expect((await post('sign-out-everywhere', {})).statusCode).toBe(401);
    expect((await post('password/set', { newPassword: 'ma-phrase-secrete' })).statusCode).toBe(401);
  });
});

describe('account abuse limits (issue 11 §6)', () => {
  // Failed sign-ins per address and network, lifted by a sign-in link: password-reset.routes.test.ts.

  /** Spends a per-network limit of `ip` up to `left` calls before its ceiling. */
  const spend = async (
    name: string,
    ip: string,
    rule: { max: number; windowSeconds: number; by: string },
    left = 0,
  ) => {
    for (let i = 0; i < rule.max - left; i++) await t.app.services.rateLimits.record(name, ip, rule);
  };

  it('limits magic links and confirmation mails per IP, whatever the addresses (a backstop above a CGNAT crowd)', async () => {
    const ip = uniqueIp();
    const members = await Promise.all(Array.from({ length: 2 }, () => createUser(t.app, t.database.db)));
    await spend('auth-mail-ip', ip, rateLimits.authMailIp, 1);
    expect((await post('magic-link', { email: members[0]?.email }, { ip })).statusCode).toBe(200);
    const blocked = await post('verification-email', { email: members[1]?.email }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('mail_rate_limited');
  });

  it('counts magic links for new addresses as sign-ups: of that address, and of the network’s backstop', async () => {
    const ip = uniqueIp();
    await spend('sign-up-ip', ip, rateLimits.signUpIp, 1);
    expect((await post('magic-link', { email: uniqueEmail() }, { ip })).statusCode).toBe(200);
    const blocked = await post('sign-up', { email: uniqueEmail(), password: 'ma-phrase-secrete' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect((await post('magic-link', { email: uniqueEmail() }, { ip })).statusCode).toBe(429);
    // A new address asked a sign-in link: it counts as one of its five sign-ups.
    const email = uniqueEmail('lien');
    expect((await post('magic-link', { email })).statusCode).toBe(200);
    for (let i = 1; i < rateLimits.signUp.max; i++)
      expect((await post('sign-up', { email, password: 'ma-phrase-secrete' })).statusCode).toBe(201);
    expect((await post('sign-up', { email, password: 'ma-phrase-secrete' })).statusCode).toBe(429);
  });
});
