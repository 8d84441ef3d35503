import { describe, expect, it } from 'vitest';
import { limits, rateLimits } from '../../../common/limits';
import {
  type CreatedUser,
  cookieOf,
  createUser,
  enrolTotp,
  lastLinkTo,
  mailsTo,
  sessionUserOf,
  totpCode,
  uniqueEmail,
  uniqueIp,
} from '../../test/factories';
import { testAppForFile } from '../../test/suite';
import { authPost, openLink, signInStatusOf } from './auth-test-support';

const t = testAppForFile();

const post = authPost(t);

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const signInStatus = signInStatusOf(t);
/** The member signs in with their password from a given address and browser (or a known cookie). */
const signInFrom = (member: CreatedUser, from: Parameters<typeof post>[2]) =>
  post('sign-in', { email: member.email, password: member.password }, from);

describe('password recovery (issue 33 §2)', () => {
  it('mails a single-use link that sets a new password, ends every session and mails a notice', async () => {
    const member = await createUser(t.app, t.database.db);
    const asked = await post('password/forgot', { email: member.email });
    expect(asked.json()).toEqual({ ok: true });
    const link = await lastLinkTo(t.database.db, member.email, 'password_reset');
    expect(new URL(link).pathname).toBe('/reset-password');
    const [mail] = await mailsTo(t.database.db, member.email, 'password_reset');
    expect(mail?.subject).toContain('Réinitialisez votre mot de passe');

    const common = await post('password/reset', { token: tokenOf(link), newPassword: 'motdepasse123' });
    expect(common.json().error.details[0].key).toBe('auth.validation.passwordTooCommon');
    const reset = await post('password/reset', {
      token: tokenOf(link),
      newPassword: 'une-phrase-toute-neuve',
    });
    expect(reset.json()).toEqual({ ok: true });

    expect(await sessionUserOf(t.app, member.cookie)).toBeNull();
    expect(await signInStatus(member.email, member.password)).toBe(401);
    expect(await signInStatus(member.email, 'une-phrase-toute-neuve')).toBe(200);
    expect(await mailsTo(t.database.db, member.email, 'password_changed')).toHaveLength(1);

    const again = await post('password/reset', {
      token: tokenOf(link),
      newPassword: 'encore-une-autre-phrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('reset_link_invalid');
  });

  it('ends a pending link when the member changes their password (audit 71)', async () => {
    const member = await createUser(t.app, t.database.db);
    await post('password/forgot', { email: member.email });
    const link = await lastLinkTo(t.database.db, member.email, 'password_reset');
    const changed = await post(
      'password/change',
      { currentPassword: member.password, newPassword: 'une-phrase-que-moi-seul-connais' },
      { cookie: member.cookie },
    );
    expect(changed.statusCode).toBe(200);
    const late = await post('password/reset', { token: tokenOf(link), newPassword: 'la-phrase-de-l-intrus' });
    expect(late.json().error.code).toBe('reset_link_invalid');
    expect(await signInStatus(member.email, 'une-phrase-que-moi-seul-connais')).toBe(200);
    expect(await signInStatus(member.email, 'la-phrase-de-l-intrus')).toBe(401);
  });

  it('refuses a link mailed to the address the account has since left (audit 71)', async () => {
    const member = await createUser(t.app, t.database.db);
    // Whoever still reads the old mailbox asks for a link…
    await post('password/forgot', { email: member.email });
    const link = await lastLinkTo(t.database.db, member.email, 'password_reset');
    // …then the member moves the account to an address of their own.
    const newEmail = uniqueEmail('demenage');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/email-change',
      headers: { cookie: member.cookie },
      payload: { newEmail, password: member.password },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/email-change/confirm',
      headers: { cookie: member.cookie },
      payload: { token: tokenOf(await lastLinkTo(t.database.db, newEmail, 'email_change')) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const late = await post('password/reset', { token: tokenOf(link), newPassword: 'la-phrase-de-l-intrus' });
    expect(late.json().error.code).toBe('reset_link_invalid');
    expect(await sessionUserOf(t.app, member.cookie)).not.toBeNull();
    expect(await signInStatus(newEmail, member.password)).toBe(200);
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const email = uniqueEmail('inconnu');
    const asked = await post('password/forgot', { email });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ ok: true });
    expect(await mailsTo(t.database.db, email)).toHaveLength(0);
  });

  it('refuses an altered token, an older link, and a link past its 30 minutes', async () => {
    const member = await createUser(t.app, t.database.db);
    await post('password/forgot', { email: member.email });
    const first = tokenOf(await lastLinkTo(t.database.db, member.email, 'password_reset'));
    await post('password/forgot', { email: member.email });
    const second = tokenOf(await lastLinkTo(t.database.db, member.email, 'password_reset'));
    const body = (token: string) => ({ token, newPassword: 'une-phrase-toute-neuve' });
    expect((await post('password/reset', body(first))).json().error.code).toBe('reset_link_invalid');
    expect((await post('password/reset', body(`${second}x`))).json().error.code).toBe('reset_link_invalid');
    expect((await post('password/reset', body('pas-un-jeton'))).json().error.code).toBe('reset_link_invalid');
    const late = Date.now() + (limits.passwordResetTtlSeconds + 1) * 1000;
    await expect(
      t.app.services.passwordReset.reset({ ip: uniqueIp(), headers: new Headers() }, body(second), late),
    ).rejects.toMatchObject({ code: 'reset_link_invalid' });
  });

  it('is limited per address (known or not) and per IP', async () => {
    const email = uniqueEmail('inconnu');
    for (let i = 0; i < 3; i++) expect((await post('password/forgot', { email })).statusCode).toBe(200);
    expect((await post('password/forgot', { email })).statusCode).toBe(429);
    // Per IP network, a backstop sized for people behind one carrier address (issue 32 §6).
    const ip = uniqueIp();
    for (let i = 0; i < rateLimits.passwordResetIp.max - 1; i++)
      await t.app.services.rateLimits.record('password-reset-ip', ip, rateLimits.passwordResetIp);
    expect((await post('password/forgot', { email: uniqueEmail() }, { ip })).statusCode).toBe(200);
    expect((await post('password/forgot', { email: uniqueEmail() }, { ip })).statusCode).toBe(429);
  });

  it('confirms an unconfirmed address and drops a squatter’s password', async () => {
    const email = uniqueEmail('proprio');
    await post('sign-up', { email, password: 'mot-de-passe-squatteur' });
    await post('password/forgot', { email });
    const token = tokenOf(await lastLinkTo(t.database.db, email, 'password_reset'));
    expect((await post('password/reset', { token, newPassword: 'le-mot-du-proprio' })).statusCode).toBe(200);
    expect(await signInStatus(email, 'mot-de-passe-squatteur')).toBe(401);
    expect(await signInStatus(email, 'le-mot-du-proprio')).toBe(200);
  });
});

describe('sign-in failures count per address and network (issue 33 §6)', () => {
  it('one IP cannot lock a member out of another network; a followed sign-in link lifts the count', async () => {
    const member = await createUser(t.app, t.database.db);
    const attacker = uniqueIp();
    for (let i = 0; i < 10; i++)
      expect(await signInStatus(member.email, 'mauvais-secret', attacker)).toBe(401);
    expect(await signInStatus(member.email, member.password, attacker)).toBe(429);
    // The member, elsewhere, still signs in.
    expect(await signInStatus(member.email, member.password)).toBe(200);

    await post('magic-link', { email: member.email });
    const link = await lastLinkTo(t.database.db, member.email, 'magic_link');
    const opened = await openLink(t)(link);
    expect((await sessionUserOf(t.app, cookieOf(opened)))?.id).toBe(member.id);
    expect(await signInStatus(member.email, member.password, attacker)).toBe(200);
  });

  it('many networks together stop at the account-wide ceiling; the member is told to use a link, which lifts it', async () => {
    const member = await createUser(t.app, t.database.db);
    const { max } = rateLimits.signInFailuresAccount;
    // A guesser spreads the tries over networks, each under its own limit (or forges X-Forwarded-For).
    for (let i = 0; i < max; i++) {
      const network = `198.51.${100 + Math.floor(i / 5)}.7`;
      expect(await signInStatus(member.email, 'mauvais-secret', network)).toBe(401);
    }
    const paused = await post(
      'sign-in',
      { email: member.email, password: member.password },
      { ip: uniqueIp() },
    );
    expect(paused.statusCode).toBe(429);
    expect(paused.json().error).toEqual({
      code: 'sign_in_paused',
      message:
        'Trop de mots de passe erronés pour ce compte. Pour vous connecter maintenant, recevez un lien de connexion par email ou réinitialisez votre mot de passe.',
    });
    // Another member is not held by it.
    const other = await createUser(t.app, t.database.db);
    expect(await signInStatus(other.email, other.password, uniqueIp())).toBe(200);

    await post('magic-link', { email: member.email });
    const opened = await openLink(t)(await lastLinkTo(t.database.db, member.email, 'magic_link'));
    expect((await sessionUserOf(t.app, cookieOf(opened)))?.id).toBe(member.id);
    expect(await signInStatus(member.email, member.password, uniqueIp())).toBe(200);
  });

  it('counts an IPv6 network by its /64', async () => {
    const member = await createUser(t.app, t.database.db);
    for (let i = 1; i <= 10; i++)
      expect(await signInStatus(member.email, 'mauvais-secret', `2001:db8:33:1::${i.toString(16)}`)).toBe(
        401,
      );
    expect(await signInStatus(member.email, member.password, '2001:db8:33:1::ff')).toBe(429);
    expect(await signInStatus(member.email, member.password, '2001:db8:33:2::1')).toBe(200);
  });
});

describe('a sign-in from an unknown browser mails the member (issue 33 §7)', () => {
  it('mails once per new browser, never for the first one nor a known one', async () => {
    const member = await createUser(t.app, t.database.db);
    expect(await mailsTo(t.database.db, member.email, 'new_device')).toHaveLength(0);
    const elsewhere = await signInFrom(member, {
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/128.0',
    });
    expect(elsewhere.statusCode).toBe(200);
    const [mail] = await mailsTo(t.database.db, member.email, 'new_device');
    expect(mail?.subject).toContain('Nouvelle connexion');
    // A documentation address is nowhere: the network alone, no country.
    expect(mail?.text).toContain('depuis le réseau 203.0.113.x, le');
    const again = await signInFrom(member, { cookie: cookieOf(elsewhere) });
    expect(again.statusCode).toBe(200);
    expect(await mailsTo(t.database.db, member.email, 'new_device')).toHaveLength(1);
  });
});

describe('the "Nouvelle connexion" mail names the country, in the member\'s language', () => {
  it('writes the network and its country found offline', async () => {
    const member = await createUser(t.app, t.database.db);
    const elsewhere = await signInFrom(member, {
      ip: '41.82.7.9',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile',
    });
    expect(elsewhere.statusCode).toBe(200);
    const [mail] = await mailsTo(t.database.db, member.email, 'new_device');
    expect(mail?.text).toContain('depuis le réseau 41.82.7.x (Sénégal), le');
  });
});

describe('every sign-in path records its browser (issue 33 §7)', () => {
  const newDeviceMails = (email: string) => mailsTo(t.database.db, email, 'new_device');

  it('mails for a magic link followed in an unknown browser, not again in that browser', async () => {
    const member = await createUser(t.app, t.database.db);
    await post('magic-link', { email: member.email });
    const link = await lastLinkTo(t.database.db, member.email, 'magic_link');
    const opened = await openLink(t)(link, undefined, '198.51.100.7');
    expect((await sessionUserOf(t.app, cookieOf(opened)))?.id).toBe(member.id);
    const [mail] = await newDeviceMails(member.email);
    expect(mail?.subject).toContain('Nouvelle connexion');

    await post('magic-link', { email: member.email });
    const second = await lastLinkTo(t.database.db, member.email, 'magic_link');
    const known = await openLink(t)(second, cookieOf(opened));
    expect((await sessionUserOf(t.app, cookieOf(known)))?.id).toBe(member.id);
    expect(await newDeviceMails(member.email)).toHaveLength(1);
  });

  it('mails for a sign-in finished with an authenticator code in an unknown browser', async () => {
    const member = await createUser(t.app, t.database.db);
    const { secret } = await enrolTotp(t.app, member.cookie);
    const first = await post('sign-in', { email: member.email, password: member.password });
    expect(first.json().user).toBeNull();
    const done = await post(
      'second-factor',
      { code: totpCode(secret, Date.now() + 30_000) },
      { cookie: cookieOf(first) },
    );
    expect(done.json().user.email).toBe(member.email);
    expect(done.cookies.some((c) => c.name.endsWith('sankofa.device'))).toBe(true);
    expect(await newDeviceMails(member.email)).toHaveLength(1);
  });
});
