/** Account routes: settings, e-mail change, sessions (and where a sign-in comes from), the weekly digest. */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notifications, profiles, sessions } from '../../db/schema';
import type { Actor } from '../../platform/actor';
import {
  type CreatedUser,
  cookieOf,
  createUser,
  lastLinkTo,
  mailsTo,
  oneClickUnsubscribe,
  signInAgain,
  uniqueEmail,
  unsubscribeTokenIn,
} from '../../test/factories';
import { blockMember } from '../../test/network-factories';
import { accountTestApp, tokenOf } from './account-test-support';

const { t, alice, bob, call, signIn, sendMessages } = accountTestApp();

const actorOf = async (user: CreatedUser): Promise<Actor> => {
  const profile = await t.app.services.profiles.get(user.id);
  if (!profile) throw new Error('no profile');
  return {
    id: user.id,
    email: profile.email,
    role: 'user',
    profile,
    sessionToken: 'none',
    keptApart: false,
    secondFactor: false,
    staffLocked: false,
  };
};

describe('settings', () => {
  it('answers the defaults, then saves the language and the digest', async () => {
    const initial = await call(alice, 'GET', '/account/settings');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      email: alice.email,
      hasPassword: true,
      language: 'fr',
      weeklyDigest: false,
    });
    const saved = await call(alice, 'PATCH', '/account/settings', { language: 'pt', weeklyDigest: true });
    expect(saved.json()).toMatchObject({ language: 'pt', weeklyDigest: true });
    expect((await call(alice, 'GET', '/account/settings')).json()).toMatchObject({ language: 'pt' });
    await call(alice, 'PATCH', '/account/settings', { language: 'fr', weeklyDigest: false });
  });

  it('gives the session the chosen language, at sign-in on another browser and on each session read', async () => {
    const member = await createUser(t.app, t.database.db);
    // Never chosen: null, so the browser keeps its own.
    expect((await call(member, 'GET', '/auth/session')).json().user.language).toBeNull();
    await call(member, 'PATCH', '/account/settings', { language: 'en' });
    const other = await signInAgain(t.app, member);
    expect(other.statusCode).toBe(200);
    expect(other.json().user.language).toBe('en');
    expect(
      (await call({ ...member, cookie: cookieOf(other) }, 'GET', '/auth/session')).json().user,
    ).toMatchObject({ id: member.id, language: 'en' });
  });

  it('refuses an unknown language and a visitor', async () => {
    expect((await call(alice, 'PATCH', '/account/settings', { language: 'de' })).statusCode).toBe(400);
    expect((await call(null, 'GET', '/account/settings')).statusCode).toBe(401);
  });
});

describe('e-mail change', () => {
  it('changes the address only when the link mailed to the new one is followed, and tells the old one', async () => {
    const member = await createUser(t.app, t.database.db);
    const newEmail = uniqueEmail('nouvelle');
    const wrong = await call(member, 'POST', '/account/email-change', { newEmail, password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('invalid_current_password');
    const asked = await call(member, 'POST', '/account/email-change', {
      newEmail,
      password: member.password,
    });
    expect(asked.statusCode).toBe(200);
    expect((await call(member, 'GET', '/account/settings')).json().email).toBe(member.email);
    const token = tokenOf(await lastLinkTo(t.database.db, newEmail, 'email_change'));

    const stranger = await call(bob, 'POST', '/account/email-change/confirm', { token });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.code).toBe('account_link_other_account');

    const confirmed = await call(member, 'POST', '/account/email-change/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect((await call(member, 'GET', '/account/settings')).json().email).toBe(newEmail);
    expect(await mailsTo(t.database.db, member.email, 'email_change_notice')).toHaveLength(1);
    // Signs in with the new address, not the old one.
    const next = await signInAgain(t.app, { email: newEmail, password: member.password });
    expect(next.statusCode).toBe(200);

    const again = await call(member, 'POST', '/account/email-change/confirm', { token });
    expect(again.json().error.code).toBe('account_link_invalid');
  });

  it('works from another open session, and dies with the session that asked it (audit i)', async () => {
    // Asked from one browser, confirmed from another while the first is open: the member's own case.
    const member = await createUser(t.app, t.database.db);
    const phone = await signIn(member);
    const newEmail = uniqueEmail('ailleurs');
    await call(member, 'POST', '/account/email-change', { newEmail, password: member.password });
    const token = tokenOf(await lastLinkTo(t.database.db, newEmail, 'email_change'));
    const confirmed = await call(phone, 'POST', '/account/email-change/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // An intruder's session asks a change to their address; the member resets the password (every
    // session ends), signs in again and is sent the intruder's link: it no longer works.
    const victim = await createUser(t.app, t.database.db);
    const intruder = await signIn(victim);
    const theirs = uniqueEmail('intrus');
    await call(intruder, 'POST', '/account/email-change', { newEmail: theirs, password: victim.password });
    const stolen = tokenOf(await lastLinkTo(t.database.db, theirs, 'email_change'));
    await call(null, 'POST', '/auth/password/forgot', { email: victim.email });
    const reset = tokenOf(await lastLinkTo(t.database.db, victim.email, 'password_reset'));
    const newPassword = 'une-autre-phrase-solide';
    const done = await call(null, 'POST', '/auth/password/reset', { token: reset, newPassword });
    expect(done.statusCode, done.body).toBe(200);
    const back = await signIn({ ...victim, password: newPassword });
    const followed = await call(back, 'POST', '/account/email-change/confirm', { token: stolen });
    expect(followed.statusCode).toBe(410);
    expect(followed.json().error.code).toBe('email_change_session_ended');
    expect((await call(back, 'GET', '/account/settings')).json().email).toBe(victim.email);
  });

  it('takes an address held only by a sign-up nobody confirmed, and drops that sign-up (audit 71)', async () => {
    const member = await createUser(t.app, t.database.db);
    const newEmail = uniqueEmail('convoitee');
    const squat = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email: newEmail, password: 'la-phrase-du-squatteur' },
      remoteAddress: '10.71.0.1',
    });
    expect(squat.statusCode, squat.body).toBe(201);
    // The request answers as for a free address (an unconfirmed sign-up is not told to others)…
    const asked = await call(member, 'POST', '/account/email-change', {
      newEmail,
      password: member.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // …and the member who proves the mailbox takes it.
    const token = tokenOf(await lastLinkTo(t.database.db, newEmail, 'email_change'));
    const confirmed = await call(member, 'POST', '/account/email-change/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    const squatter = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: newEmail, password: 'la-phrase-du-squatteur' },
      remoteAddress: '10.71.0.2',
    });
    expect(squatter.statusCode).toBe(401);
    expect((await signInAgain(t.app, { email: newEmail, password: member.password })).statusCode).toBe(200);
  });

  it("writes the change and the old address's notice together: when one fails, neither is kept", async () => {
    const member = await createUser(t.app, t.database.db);
    const newEmail = uniqueEmail('ensemble');
    await call(member, 'POST', '/account/email-change', { newEmail, password: member.password });
    const token = tokenOf(await lastLinkTo(t.database.db, newEmail, 'email_change'));
    // The notice is written, then the transaction fails after it (a fault of the database, say).
    const mail = t.app.services.mail;
    const send = mail.send.bind(mail);
    const spy = vi.spyOn(mail, 'send').mockImplementationOnce(async (input, tx) => {
      await send(input, tx);
      throw new Error('panne après l’écriture du mail');
    });
    try {
      const failed = await call(member, 'POST', '/account/email-change/confirm', { token });
      expect(failed.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect((await call(member, 'GET', '/account/settings')).json().email).toBe(member.email);
    expect(await mailsTo(t.database.db, member.email, 'email_change_notice')).toHaveLength(0);
  });

  it('refuses an altered or expired link, a taken address and the current one', async () => {
    const member = await createUser(t.app, t.database.db);
    const taken = await call(member, 'POST', '/account/email-change', {
      newEmail: bob.email,
      password: member.password,
    });
    expect(taken.json().error.code).toBe('email_taken');
    const same = await call(member, 'POST', '/account/email-change', {
      newEmail: member.email,
      password: member.password,
    });
    expect(same.json().error.code).toBe('email_unchanged');

    const newEmail = uniqueEmail('expire');
    const actor = await actorOf(member);
    await t.app.services.accountService.requestEmailChange(
      actor,
      { newEmail, password: member.password },
      new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    );
    const token = tokenOf(await lastLinkTo(t.database.db, newEmail, 'email_change'));
    const expired = await call(member, 'POST', '/account/email-change/confirm', { token });
    expect(expired.statusCode).toBe(410);
    const altered = await call(member, 'POST', '/account/email-change/confirm', {
      token: `${token.slice(0, -2)}xx`,
    });
    expect(altered.json().error.code).toBe('account_link_invalid');
  });
});

describe('sessions', () => {
  it('lists the open sessions with a readable device and a cut IP, and ends one', async () => {
    const member = await createUser(t.app, t.database.db);
    const phone = await signIn(
      member,
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    );
    const list = await call(member, 'GET', '/account/sessions');
    expect(list.statusCode).toBe(200);
    const items = list.json().items as {
      id: string;
      browser: string | null;
      os: string | null;
      ipAddress: string | null;
      current: boolean;
    }[];
    expect(items).toHaveLength(2);
    expect(items.filter((item) => item.current)).toHaveLength(1);
    const other = items.find((item) => !item.current);
    expect(other).toMatchObject({ browser: 'Chrome', os: 'Linux' });
    expect(other?.ipAddress ?? '').toMatch(/\.x$/);

    // Another member cannot end it: 404.
    expect((await call(bob, 'DELETE', `/account/sessions/${other?.id}`)).statusCode).toBe(404);
    expect((await call(phone, 'GET', '/account/settings')).statusCode).toBe(200);

    expect((await call(member, 'DELETE', `/account/sessions/${other?.id}`)).statusCode).toBe(204);
    expect((await call(phone, 'GET', '/account/settings')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/account/settings')).statusCode).toBe(200);
  });
});

describe('sessions: the place of a sign-in (issue 33 §7)', () => {
  it('says "local network" for a private address, and names no place for a public one', async () => {
    const member = await createUser(t.app, t.database.db);
    // The test server records the loopback address; one session is moved to the internet.
    const away = await signIn(member);
    const [awayRow] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, member.id))
      .limit(1);
    await t.database.db
      .update(sessions)
      .set({ ipAddress: '203.0.113.20' })
      .where(eq(sessions.id, awayRow?.id ?? ''));
    expect(away.cookie).not.toBe('');
    const items = (await call(member, 'GET', '/account/sessions')).json().items as {
      current: boolean;
      place: string | null;
    }[];
    expect(items.map((item) => item.place).sort()).toEqual(['local', null]);
  });

  it('names the country of a public address, found offline, and none for a documentation one', async () => {
    const member = await createUser(t.app, t.database.db);
    await signIn(member);
    await signIn(member);
    const rows = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, member.id))
      .limit(2);
    for (const [index, ip] of ['41.82.7.9', '203.0.113.20'].entries())
      await t.database.db
        .update(sessions)
        .set({ ipAddress: ip })
        .where(eq(sessions.id, rows[index]?.id ?? ''));
    const items = (await call(member, 'GET', '/account/sessions')).json().items as {
      ipAddress: string | null;
      place: string | null;
      country: string | null;
    }[];
    const byIp = Object.fromEntries(items.map((item) => [item.ipAddress ?? '', [item.place, item.country]]));
    // The address itself is cut to its network on the page; its country comes from the full one.
    expect(byIp['41.82.7.x']).toEqual([null, 'SN']);
    expect(byIp['203.0.113.x']).toEqual([null, null]);
    expect(Object.values(byIp)).toContainEqual(['local', null]);
  });
});

describe('sessions: the address a sign-in records (audit 71)', () => {
  it('is the one the server saw, whatever X-Forwarded-For or our own header the client wrote', async () => {
    const member = await createUser(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: member.email, password: member.password },
      remoteAddress: '41.82.7.9',
      headers: { 'x-forwarded-for': '8.8.8.8', 'x-sankofa-client-ip': '8.8.4.4' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = (await call(member, 'GET', '/account/sessions')).json().items as {
      ipAddress: string | null;
      country: string | null;
    }[];
    expect(items).toContainEqual(expect.objectContaining({ ipAddress: '41.82.7.x', country: 'SN' }));
    expect(items.map((item) => item.ipAddress)).not.toContain('8.8.8.x');
    expect(items.map((item) => item.ipAddress)).not.toContain('8.8.4.x');
  });
});

describe('weekly digest', () => {
  it('mails each opted-in member once a week what they missed, and nobody who opted out', async () => {
    const reader = await createUser(t.app, t.database.db);
    const quiet = await createUser(t.app, t.database.db);
    await call(reader, 'PATCH', '/account/settings', { weeklyDigest: true });
    await call(quiet, 'PATCH', '/account/settings', { weeklyDigest: false });
    for (const member of [reader, quiet]) {
      await t.database.db
        .insert(notifications)
        .values({ userId: member.id, type: 'data_export_ready', title: 'Une nouveauté', body: 'Corps' });
      await sendMessages(bob.id, member.id, 2);
    }
    // Two ticks of the same week (UTC, from Monday): an hour apart, unless that would cross into the
    // next week (a run on Sunday evening), then just before it.
    const now = new Date();
    const nextMonday = Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() + ((8 - now.getUTCDay()) % 7 || 7),
    );
    await t.app.jobs.runTick('account-weekly-digest', now);
    await t.app.jobs.runTick(
      'account-weekly-digest',
      new Date(Math.min(now.getTime() + 60 * 60 * 1000, nextMonday - 1000)),
    );
    const sent = await mailsTo(t.database.db, reader.email, 'weekly_digest');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('1 notification(s) et 2 message(s)');
    expect(sent[0]?.text).toContain('Une nouveauté');
    expect(await mailsTo(t.database.db, quiet.email, 'weekly_digest')).toHaveLength(0);

    // Its one-click unsubscribe (RFC 8058: a POST with no cookie) turns the digest off, nothing else.
    expect(sent[0]?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const token = unsubscribeTokenIn(sent[0]?.headers?.['List-Unsubscribe']);
    await call(reader, 'PATCH', '/account/settings', { language: 'en' });
    expect((await oneClickUnsubscribe(t.app, token)).statusCode).toBe(204);
    const after = await call(reader, 'GET', '/account/settings');
    expect(after.json()).toMatchObject({ weeklyDigest: false, language: 'en' });
    const preferences = await call(reader, 'GET', '/notification-preferences');
    expect(preferences.json().items.some((item: { email: boolean }) => item.email)).toBe(true);
  });

  it('counts no message of a conversation a block hides', async () => {
    const reader = await createUser(t.app, t.database.db);
    const blocked = await createUser(t.app, t.database.db);
    await call(reader, 'PATCH', '/account/settings', { weeklyDigest: true });
    await sendMessages(blocked.id, reader.id, 3);
    await sendMessages(bob.id, reader.id, 1);
    expect((await blockMember(t.app, reader, blocked.id)).statusCode).toBeLessThan(300);
    // A tick of its own, after the other test's (one run per tick's minute).
    await t.app.jobs.runTick('account-weekly-digest', new Date(Date.now() + 2 * 60 * 60 * 1000));
    const sent = await mailsTo(t.database.db, reader.email, 'weekly_digest');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('0 notification(s) et 1 message(s)');
  });

  it('goes to no member suspended by staff, and counts no notification a suspended member caused', async () => {
    const [reader, suspended, causer] = [
      await createUser(t.app, t.database.db),
      await createUser(t.app, t.database.db),
      await createUser(t.app, t.database.db),
    ];
    for (const member of [reader, suspended])
      await call(member, 'PATCH', '/account/settings', { weeklyDigest: true });
    await t.database.db.insert(notifications).values([
      { userId: reader.id, type: 'post_like', title: 'Caché aimé', body: 'Corps', causedBy: causer.id },
      { userId: reader.id, type: 'data_export_ready', title: 'Visible', body: 'Corps' },
      { userId: suspended.id, type: 'data_export_ready', title: 'Pour le suspendu', body: 'Corps' },
    ]);
    await t.database.db
      .update(profiles)
      .set({ isSuspended: true })
      .where(inArray(profiles.id, [suspended.id, causer.id]));
    await t.app.jobs.runTick('account-weekly-digest', new Date(Date.now() + 3 * 60 * 60 * 1000));
    expect(await mailsTo(t.database.db, suspended.email, 'weekly_digest')).toHaveLength(0);
    const sent = await mailsTo(t.database.db, reader.email, 'weekly_digest');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('1 notification(s) et 0 message(s)');
    expect(sent[0]?.text).not.toContain('Caché aimé');
  });
});
