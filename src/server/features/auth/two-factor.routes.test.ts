import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits } from '../../../common/limits';
import { passkeys, sessions, twoFactors } from '../../db/schema';
import {
  cookieOf,
  createUser,
  enrolTotp,
  lastLinkTo,
  mailsTo,
  sessionUserOf,
  totpCode,
} from '../../test/factories';
import { testAppForFile } from '../../test/suite';
import { authPost, openLink } from './auth-test-support';

const t = testAppForFile();

const authPostOf = authPost(t);
/** The auth routes' POST (`authPost`), as the member of `cookie` when given. */
const post = (url: string, payload?: unknown, cookie = '') => authPostOf(url, payload, { cookie });

/** Cookies as a browser keeps them: the later Set-Cookie of a name wins, a Max-Age=0 removes it. */
const merge = (jar: string, response: { cookies: { name: string; value: string; maxAge?: number }[] }) => {
  const map = new Map(
    jar
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const c of response.cookies) {
    if (c.maxAge === 0) map.delete(c.name);
    else map.set(c.name, c.value);
  }
  return [...map].map(([name, value]) => `${name}=${value}`).join('; ');
};

/** A member with an authenticator, signed out. */
const enrolledMember = async () => {
  const user = await createUser(t.app, t.database.db);
  const { secret, recoveryCodes } = await enrolTotp(t.app, user.cookie);
  return { ...user, secret, recoveryCodes };
};

/** The next 30-second step's code (a code is accepted once: the enrolment used the current one). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('enrolment', () => {
  it('gives a secret and an otpauth URI, and turns on with a right code only', async () => {
    const user = await createUser(t.app, t.database.db);
    const setup = await post('two-factor/setup', undefined, user.cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, uri } = setup.json<{ secret: string; uri: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Sankofa:/);
    expect(uri).toContain(`secret=${secret}`);
    const wrong = await post('two-factor/enable', { code: '000000' }, user.cookie);
    expect(wrong.json().error.code).toBe('invalid_two_factor_code');
    const right = await post('two-factor/enable', { code: totpCode(secret) }, user.cookie);
    expect(right.statusCode).toBe(200);
    const codes = right.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/two-factor',
      headers: { cookie: user.cookie },
    });
    expect(status.json()).toMatchObject({ totp: { enabled: true, recoveryCodesLeft: 10 }, passkeys: [] });
    // A second setup cannot replace a confirmed authenticator.
    expect((await post('two-factor/setup', undefined, user.cookie)).json().error.code).toBe(
      'two_factor_already_enabled',
    );
    expect((await sessionUserOf(t.app, user.cookie))?.secondFactor).toBe(true);
  });

  it('needs a signed-in member', async () => {
    expect((await post('two-factor/setup')).statusCode).toBe(401);
  });
});

describe('sign-in with two factors', () => {
  it('does not open a session with the password alone', async () => {
    const member = await enrolledMember();
    const res = await post('sign-in', { email: member.email, password: member.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, secondFactor: { methods: ['totp'] } });
    expect(res.cookies.some((c) => c.name.endsWith('session_token'))).toBe(false);
    expect(await sessionUserOf(t.app, cookieOf(res))).toBeNull();
  });

  it('opens it with the password, then a code from the same browser, once', async () => {
    const member = await enrolledMember();
    const first = await post('sign-in', { email: member.email, password: member.password });
    let jar = cookieOf(first);
    const code = nextCode(member.secret);
    const second = await post('second-factor', { code }, jar);
    expect(second.statusCode).toBe(200);
    expect(second.json().user.email).toBe(member.email);
    jar = merge(jar, second);
    expect((await sessionUserOf(t.app, jar))?.email).toBe(member.email);
    // The same code again, on a new sign-in: refused (replay).
    const again = await post('sign-in', { email: member.email, password: member.password });
    const replay = await post('second-factor', { code }, cookieOf(again));
    expect(replay.json().error.code).toBe('invalid_two_factor_code');
  });

  it('refuses a code without the pending step of this browser', async () => {
    const member = await enrolledMember();
    await post('sign-in', { email: member.email, password: member.password });
    const res = await post('second-factor', { code: nextCode(member.secret) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('second_factor_expired');
  });

  it('ends the pending step after 5 wrong codes', async () => {
    const member = await enrolledMember();
    const jar = cookieOf(await post('sign-in', { email: member.email, password: member.password }));
    for (let i = 0; i < 5; i++) {
      expect((await post('second-factor', { code: '000000' }, jar)).json().error.code).toBe(
        'invalid_two_factor_code',
      );
    }
    const sixth = await post('second-factor', { code: nextCode(member.secret) }, jar);
    expect(sixth.json().error.code).toBe('second_factor_expired');
  });

  it('mails the member once when wrong codes reach the limit, which then holds even for the right code', async () => {
    const member = await enrolledMember();
    const refusedNotices = async () =>
      (await mailsTo(t.database.db, member.email)).filter((mail) =>
        mail.subject.startsWith('Tentative de connexion bloquée'),
      );
    // Someone with the password: 5 codes per pending sign-in, so two sign-ins for the member's 10.
    for (let round = 0; round < 2; round++) {
      const jar = cookieOf(await post('sign-in', { email: member.email, password: member.password }));
      for (let i = 0; i < 5; i++) {
        expect((await post('second-factor', { code: '000000' }, jar)).json().error.code).toBe(
          'invalid_two_factor_code',
        );
      }
      expect(await refusedNotices()).toHaveLength(round);
    }
    const [notice] = await refusedNotices();
    expect(notice?.text).toContain('10 codes de vérification erronés');
    expect(notice?.text).toContain('15 minutes');
    expect(notice?.link).toContain('/settings/security');
    const jar = cookieOf(await post('sign-in', { email: member.email, password: member.password }));
    const locked = await post('second-factor', { code: nextCode(member.secret) }, jar);
    expect(locked.statusCode).toBe(429);
    expect(await refusedNotices()).toHaveLength(1);
  });

  it('takes a recovery code once', async () => {
    const member = await enrolledMember();
    const [code] = member.recoveryCodes;
    const jar = cookieOf(await post('sign-in', { email: member.email, password: member.password }));
    const used = await post('second-factor', { code }, jar);
    expect(used.statusCode).toBe(200);
    const jar2 = cookieOf(await post('sign-in', { email: member.email, password: member.password }));
    expect((await post('second-factor', { code }, jar2)).json().error.code).toBe('invalid_two_factor_code');
  });

  it('skips the second step on a browser remembered for 30 days, and only there', async () => {
    const member = await enrolledMember();
    const jar = cookieOf(await post('sign-in', { email: member.email, password: member.password }));
    const done = await post('second-factor', { code: nextCode(member.secret), rememberDevice: true }, jar);
    const device = done.cookies.find((c) => c.name.endsWith('trusted_device'));
    expect(device?.maxAge).toBe(30 * 24 * 60 * 60);
    const remembered = await post(
      'sign-in',
      { email: member.email, password: member.password },
      `${device?.name}=${device?.value}`,
    );
    expect(remembered.json().user.email).toBe(member.email);
    const elsewhere = await post('sign-in', { email: member.email, password: member.password });
    expect(elsewhere.json().user).toBeNull();
  });

  it('still refuses a wrong password before any second step', async () => {
    const member = await enrolledMember();
    const res = await post('sign-in', { email: member.email, password: 'pas-le-bon-mot' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_credentials');
  });

  it('does not open a session with a magic link alone, and the second step leads where it was going', async () => {
    const member = await enrolledMember();
    await post('magic-link', { email: member.email, redirect: '/emplois' });
    const link = await lastLinkTo(t.database.db, member.email, 'magic_link');
    const opened = await openLink(t)(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.location).toMatch(/\/\?authStep=second-factor&redirect=%2Femplois$/);
    expect(opened.cookies.some((c) => c.name.endsWith('session_token'))).toBe(false);
    const jar = cookieOf(opened);
    expect(await sessionUserOf(t.app, jar)).toBeNull();
    // The link is spent; the code finishes the sign-in in the same browser.
    const reopened = await openLink(t)(link);
    expect(reopened.location).toMatch(/authError=link_invalid/);
    const done = await post('second-factor', { code: nextCode(member.secret) }, jar);
    expect(done.json().user.email).toBe(member.email);
  });
  it('asks the second step of a link opened in a signed-in browser too, whose session the link ends', async () => {
    const member = await enrolledMember();
    await post('magic-link', { email: member.email, redirect: '/settings/security' });
    const link = await lastLinkTo(t.database.db, member.email, 'magic_link');
    // A stolen cookie plus the mailbox: no fresh session (which would count as a recent proof).
    const opened = await openLink(t)(link, member.cookie);
    expect(opened.location).toMatch(/\/\?authStep=second-factor&redirect=%2Fsettings%2Fsecurity$/);
    expect(opened.cookies.some((c) => c.name.endsWith('session_token'))).toBe(false);
    expect(await sessionUserOf(t.app, member.cookie)).toBeNull();
    expect((await post('passkeys/options', undefined, member.cookie)).statusCode).toBe(401);
    // The member, with the code, is signed in again in that browser.
    const done = await post('second-factor', { code: nextCode(member.secret) }, cookieOf(opened));
    expect(done.json().user.email).toBe(member.email);
  });
});

describe('a sign-in waiting for its second factor ends with the sessions', () => {
  /** The old password proved in some browser: the second step waits there for a code. */
  const pendingStep = async (member: Awaited<ReturnType<typeof enrolledMember>>) =>
    cookieOf(await post('sign-in', { email: member.email, password: member.password }));

  const ends = [
    [
      'signing out everywhere',
      (m: Awaited<ReturnType<typeof enrolledMember>>) => post('sign-out-everywhere', undefined, m.cookie),
    ],
    [
      'a password change',
      (m: Awaited<ReturnType<typeof enrolledMember>>) =>
        post(
          'password/change',
          { currentPassword: m.password, newPassword: 'une-phrase-toute-neuve' },
          m.cookie,
        ),
    ],
    [
      'a password reset',
      async (m: Awaited<ReturnType<typeof enrolledMember>>) => {
        await post('password/forgot', { email: m.email });
        const link = await lastLinkTo(t.database.db, m.email, 'password_reset');
        const token = new URL(link).searchParams.get('token');
        return post('password/reset', { token, newPassword: 'une-phrase-toute-neuve' });
      },
    ],
  ] as const;

  for (const [what, end] of ends) {
    it(`ends at ${what}: the code no longer opens a session`, async () => {
      const member = await enrolledMember();
      const jar = await pendingStep(member);
      expect((await end(member)).statusCode).toBe(200);
      const res = await post('second-factor', { code: nextCode(member.secret) }, jar);
      expect(res.json().error.code).toBe('second_factor_expired');
      expect(res.cookies.some((c) => c.name.endsWith('session_token') && c.value)).toBe(false);
    });
  }
});

describe('the member is told by mail of each change to their factors (audit i)', () => {
  const noticesTo = async (email: string) =>
    (await mailsTo(t.database.db, email)).filter((mail) =>
      ['security_changed', 'password_changed'].includes(mail.kind),
    );

  it('an authenticator turned on or off, recovery codes renewed, a passkey removed', async () => {
    const member = await enrolledMember();
    const subjects = async () => (await noticesTo(member.email)).map((mail) => mail.subject).sort();
    expect(await subjects()).toEqual(['La double authentification est activée sur votre compte Sankofa']);
    const [passkey] = await t.database.db
      .insert(passkeys)
      .values({
        userId: member.id,
        credentialId: `cred-n-${member.id}`,
        publicKey: 'AA',
        name: 'Clé <b>USB</b>',
      })
      .returning();
    // The enrolment's code proved a factor: the passkey goes without another proof.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/passkeys/${passkey?.id}`,
      headers: { cookie: member.cookie },
    });
    expect(removed.statusCode).toBe(200);
    const renewed = await post('two-factor/recovery-codes', { code: nextCode(member.secret) }, member.cookie);
    expect(renewed.statusCode).toBe(200);
    // A code is taken once per 30-second step: the next one is not there yet, so the step is wound back.
    await t.database.db.update(twoFactors).set({ lastStep: 0 }).where(eq(twoFactors.userId, member.id));
    const off = await post('two-factor/disable', { code: nextCode(member.secret) }, member.cookie);
    expect(off.statusCode).toBe(200);
    expect(await subjects()).toEqual([
      'La double authentification est activée sur votre compte Sankofa',
      'La double authentification est désactivée sur votre compte Sankofa',
      "Une clé d'accès a été supprimée de votre compte Sankofa",
      'Vos codes de secours Sankofa ont été renouvelés',
    ]);
    const notice = (await noticesTo(member.email)).find((mail) => mail.subject.startsWith('Une clé'));
    expect(notice?.html).toContain('« Clé &lt;b&gt;USB&lt;/b&gt; »');
    expect(notice?.link).toContain('/settings/security');
  });
});

describe('turning it off', () => {
  it('needs a current code; then the password alone signs in again', async () => {
    const member = await enrolledMember();
    expect((await post('two-factor/disable', { code: '123456' }, member.cookie)).json().error.code).toBe(
      'invalid_two_factor_code',
    );
    const off = await post('two-factor/disable', { code: nextCode(member.secret) }, member.cookie);
    expect(off.statusCode).toBe(200);
    const res = await post('sign-in', { email: member.email, password: member.password });
    expect(res.json().user.email).toBe(member.email);
  });
});

describe('staff need a second factor before the back office opens (issue 33 §4)', () => {
  const settings = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: { cookie } });

  it('refuses an admin who has not enrolled, by the server', async () => {
    const admin = await createUser(t.app, t.database.db, { role: 'admin', secondFactor: false });
    const res = await settings(admin.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('two_factor_required');
    // Nor does an ability outside the back office work meanwhile (the role acts as a member's).
    const user = await sessionUserOf(t.app, admin.cookie);
    expect(user?.secondFactor).toBe(false);
  });

  it('opens it once the admin has enrolled, on the same session', async () => {
    const admin = await createUser(t.app, t.database.db, { role: 'admin', secondFactor: false });
    await enrolTotp(t.app, admin.cookie);
    expect((await settings(admin.cookie)).statusCode).toBe(200);
  });

  it('closes it again when the admin turns two-factor off', async () => {
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    expect((await settings(admin.cookie)).statusCode).toBe(200);
    const off = await post('two-factor/disable', { code: nextCode(admin.totpSecret ?? '') }, admin.cookie);
    expect(off.statusCode).toBe(200);
    expect((await settings(admin.cookie)).json().error.code).toBe('two_factor_required');
  });
});

describe('the admin sees who has not enrolled (issue 33 §4)', () => {
  const unenrolled = (cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/second-factors/unenrolled?pageSize=100',
      headers: { cookie },
    });

  it('lists the staff without a second factor, not the enrolled nor plain members', async () => {
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    const moderator = await createUser(t.app, t.database.db, { role: 'moderateur', secondFactor: false });
    const enrolled = await createUser(t.app, t.database.db, { role: 'comite' });
    const member = await createUser(t.app, t.database.db);
    const res = await unenrolled(admin.cookie);
    expect(res.statusCode).toBe(200);
    const emails = res.json<{ items: { email: string; role: string }[] }>().items.map((item) => item.email);
    expect(emails).toContain(moderator.email);
    expect(emails).not.toContain(enrolled.email);
    expect(emails).not.toContain(member.email);
    expect(emails).not.toContain(admin.email);
    // Once the moderator enrols, they leave the list.
    await enrolTotp(t.app, moderator.cookie);
    const after = (await unenrolled(admin.cookie)).json<{ items: { email: string }[] }>().items;
    expect(after.map((item) => item.email)).not.toContain(moderator.email);
  });

  it("is the admin's only: refused to other staff, and to an admin not enrolled yet", async () => {
    const moderator = await createUser(t.app, t.database.db, { role: 'moderateur' });
    expect((await unenrolled(moderator.cookie)).statusCode).toBe(403);
    const admin = await createUser(t.app, t.database.db, { role: 'admin', secondFactor: false });
    expect((await unenrolled(admin.cookie)).json().error.code).toBe('two_factor_required');
  });
});

describe('adding or removing a factor needs a recent proof (issue 33 §3)', () => {
  /** Every session of the member older than the recent-proof window (a cookie stolen later). */
  const age = async (userId: string) => {
    const past = new Date(Date.now() - (limits.recentProofSeconds + 60) * 1000);
    await t.database.db
      .update(sessions)
      .set({ createdAt: past, provenAt: null, factorProvenAt: null })
      .where(eq(sessions.userId, userId));
  };

  /** A member with an authenticator and a passkey, whose sessions are all stale; `remove` deletes the passkey. */
  const memberWithPasskey = async () => {
    const member = await enrolledMember();
    const [passkey] = await t.database.db
      .insert(passkeys)
      .values({ userId: member.id, credentialId: `cred-${member.id}`, publicKey: 'AA', name: 'Clé USB' })
      .returning();
    await age(member.id);
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/auth/passkeys/${passkey?.id}`,
        headers: { cookie: member.cookie },
      });
    return { member, remove };
  };

  it('refuses to enrol an authenticator or a passkey from a stale session', async () => {
    const user = await createUser(t.app, t.database.db);
    await age(user.id);
    expect((await post('two-factor/setup', undefined, user.cookie)).json().error.code).toBe(
      'reauth_required',
    );
    expect((await post('passkeys/options', undefined, user.cookie)).json().error.code).toBe(
      'reauth_required',
    );
  });

  it('refuses to remove a passkey from a stale session, then accepts after a code as proof', async () => {
    const { member, remove } = await memberWithPasskey();
    // A member with a second factor is asked for a factor's proof.
    expect((await remove()).json().error.code).toBe('second_factor_proof_required');
    // A member with a second factor cannot prove with the mail alone.
    const security = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/security',
      headers: { cookie: member.cookie },
    });
    expect(security.json().proofMethods).toEqual(['password', 'totp', 'passkey']);
    expect((await post('reauthenticate', { method: 'email' }, member.cookie)).statusCode).toBe(403);
    const wrong = await post('reauthenticate', { method: 'totp', code: '000000' }, member.cookie);
    expect(wrong.json().error.code).toBe('invalid_two_factor_code');
    const proven = await post(
      'reauthenticate',
      { method: 'totp', code: nextCode(member.secret) },
      member.cookie,
    );
    expect(proven.json()).toEqual({ status: 'proven' });
    expect((await remove()).statusCode).toBe(200);
  });

  it('asks a member with a second factor for a factor, not the password, to add or remove one (audit i)', async () => {
    // A stolen cookie with the password: without this, the intruder's own passkey would sign in alone
    // and outlive the member's password reset.
    const { member, remove } = await memberWithPasskey();
    const byPassword = await post(
      'reauthenticate',
      { method: 'password', password: member.password },
      member.cookie,
    );
    expect(byPassword.json()).toEqual({ status: 'proven' });
    const options = await post('passkeys/options', undefined, member.cookie);
    expect(options.statusCode).toBe(403);
    expect(options.json().error.code).toBe('second_factor_proof_required');
    expect((await remove()).json().error.code).toBe('second_factor_proof_required');
    // The password still proves for the other changes (an e-mail change, an export).
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/exports',
      headers: { cookie: member.cookie },
    });
    expect(exported.statusCode, exported.body).toBe(201);
    // A code is a factor's proof.
    await post('reauthenticate', { method: 'totp', code: nextCode(member.secret) }, member.cookie);
    expect((await post('passkeys/options', undefined, member.cookie)).statusCode).toBe(200);
  });

  it('counts a session opened by the second step as a factor’s proof, and a password alone without one', async () => {
    const member = await enrolledMember();
    const step = await post('sign-in', { email: member.email, password: member.password });
    const code = await post('second-factor', { code: nextCode(member.secret) }, cookieOf(step));
    expect(code.statusCode, code.body).toBe(200);
    expect((await post('passkeys/options', undefined, cookieOf(code))).statusCode).toBe(200);
    // Without a second factor, the password (here the sign-in itself) is enough to enrol a first one.
    const plain = await createUser(t.app, t.database.db);
    expect((await post('passkeys/options', undefined, plain.cookie)).statusCode).toBe(200);
  });
});
