import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataExport } from '../../../common/contracts/account';
import {
  accounts,
  appelsOffres,
  appelsOffresFichiers,
  conversations,
  events,
  mentorReviews,
  mentors,
  mentorshipRequests,
  messages,
  microblogLikes,
  microblogPosts,
  notifications,
  profiles,
  sessions,
} from '../../db/schema';
import { rowsOf } from '../../lib/db';
import type { Actor } from '../../platform/actor';
import { callFromAnywhere } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
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
import { exportPlan, isExcluded } from './export-plan';
import { memberTables } from './member-tables';

let t: TestApp;
let alice: CreatedUser;
let bob: CreatedUser;

const call: ReturnType<typeof callFromAnywhere> = (...args) => callFromAnywhere(t)(...args);

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

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

const signIn = async (user: CreatedUser, userAgent?: string) => {
  const response = await signInAgain(t.app, user, userAgent ? { 'user-agent': userAgent } : {});
  expect(response.statusCode).toBe(200);
  return { ...user, cookie: cookieOf(response) };
};

/** A conversation between two members with `count` messages from `from` to `to` (one statement). */
const sendMessages = async (from: string, to: string, count: number, content = 'Bonjour') => {
  const [p1, p2] = from < to ? [from, to] : [to, from];
  const [conversation] = await t.database.db
    .insert(conversations)
    .values({ participant1Id: p1, participant2Id: p2 })
    .onConflictDoUpdate({
      target: [conversations.participant1Id, conversations.participant2Id],
      set: { participant1Id: p1 },
    })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('no conversation');
  await t.database.db.execute(sql`
    insert into ${messages} (conversation_id, sender_id, receiver_id, content)
    select ${conversation.id}, ${from}, ${to}, ${content} || ' ' || n from generate_series(1, ${count}) n`);
};

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = await Promise.all([createUser(t.app, t.database.db), createUser(t.app, t.database.db)]);
});

afterAll(async () => {
  await t?.close();
});

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
});

describe('data export', () => {
  it('covers every table holding a member id (from the schema), or says why not', () => {
    const tables = memberTables();
    const missing = tables.filter((table) => !exportPlan[table.name]).map((table) => table.name);
    expect(missing, 'tables with a member id neither exported nor excluded in export-plan.ts').toEqual([]);
    const names = new Set(tables.map((table) => table.name));
    expect(Object.keys(exportPlan).filter((name) => !names.has(name))).toEqual([]);
    for (const table of tables) {
      const entry = exportPlan[table.name];
      if (!entry) continue;
      if (isExcluded(entry)) expect(entry.excluded.length).toBeGreaterThan(10);
      else for (const column of entry.by ?? []) expect(table.columns).toContain(column);
    }
  });

  it('builds the ZIP in the background, one at a time, and delivers it by a signed link to its owner only', async () => {
    const member = await createUser(t.app, t.database.db);
    await t.database.db
      .insert(microblogPosts)
      .values({ userId: member.id, content: 'Ma première publication' });
    await sendMessages(member.id, bob.id, 1, 'Message secret pour Bob');
    await t.app.services.storage.put('avatars', `${member.id}/avatar.jpg`, Buffer.from('jpeg'));
    await t.database.db
      .update(profiles)
      .set({ avatarUrl: `/storage/avatars/${member.id}/avatar.jpg` })
      .where(eq(profiles.id, member.id));

    const started = await call(member, 'POST', '/account/exports');
    expect(started.statusCode).toBe(201);
    expect(started.json().status).toBe('pending');
    const twice = await call(member, 'POST', '/account/exports');
    expect([201, 409]).toContain(twice.statusCode);
    await t.app.services.accountService.idle();

    const list = await call(member, 'GET', '/account/exports');
    const ready = (list.json().items as DataExport[])[0];
    expect(ready?.status).toBe('ready');
    expect(ready?.downloadUrl).toBeTruthy();
    const url = (ready?.downloadUrl ?? '').replace('/api/v1', '');

    expect((await call(bob, 'GET', url)).statusCode).toBe(404);
    expect((await call(member, 'GET', url.replace(/signature=.{4}/, 'signature=AAAA'))).statusCode).toBe(410);

    const download = await call(member, 'GET', url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(Object.keys(files)).toContain('index.html');
    expect(text('index.html')).toContain('Messages (envoyés et reçus)');
    expect(JSON.parse(text('donnees/messages.json'))[0].content).toBe('Message secret pour Bob 1');
    expect(JSON.parse(text('donnees/microblog_posts.json'))[0].content).toBe('Ma première publication');
    expect(text('donnees/sessions.json')).not.toContain('"token"');
    expect(Object.keys(files)).not.toContain('donnees/accounts.json');
    expect(text(`fichiers/avatars/${member.id}/avatar.jpg`)).toBe('jpeg');
    // Mail and in-app notification.
    const [notified] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.type, 'data_export_ready')));
    expect(notified).toBeTruthy();
    expect(await mailsTo(t.database.db, member.email, 'notification_data_export_ready')).toHaveLength(1);
  });

  it('exports 10k messages and 1k posts in under a minute', { timeout: 120_000 }, async () => {
    const member = await createUser(t.app, t.database.db);
    await sendMessages(member.id, bob.id, 10_000, 'Volume');
    await t.database.db.execute(sql`
      insert into ${microblogPosts} (user_id, content) select ${member.id}, 'Publication ' || n from generate_series(1, 1000) n`);
    const started = Date.now();
    const archive = await t.app.services.accountService.runExports(new Date()).then(async () => {
      await call(member, 'POST', '/account/exports');
      await t.app.services.accountService.idle();
      return (await call(member, 'GET', '/account/exports')).json().items[0] as DataExport;
    });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(archive.status).toBe('ready');
    const download = await call(member, 'GET', (archive.downloadUrl ?? '').replace('/api/v1', ''));
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(JSON.parse(new TextDecoder().decode(files['donnees/messages.json']))).toHaveLength(10_000);
    expect(JSON.parse(new TextDecoder().decode(files['donnees/microblog_posts.json']))).toHaveLength(1000);
  });
});

describe('account deletion', () => {
  const day = 24 * 60 * 60 * 1000;

  it('needs the password, signs out everywhere, and is cancelled by signing in again', async () => {
    const member = await createUser(t.app, t.database.db);
    const wrong = await call(member, 'POST', '/account/deletion', { password: 'mauvais-mot' });
    expect(wrong.json().error.code).toBe('invalid_current_password');
    const done = await call(member, 'POST', '/account/deletion', { password: member.password });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('scheduled');
    expect((await call(member, 'GET', '/account/settings')).statusCode).toBe(401);
    expect(await mailsTo(t.database.db, member.email, 'account_deletion')).toHaveLength(1);

    const back = await signIn(member);
    expect((await call(back, 'GET', '/account/settings')).statusCode).toBe(200);
    const later = new Date(Date.now() + 15 * day);
    expect(await t.app.services.accountService.purgeDue(later)).toEqual({ deleted: 0, cancelled: 0 });
    expect(await t.app.services.profiles.get(member.id)).toBeTruthy();
  });

  it('mails a link to an account without password; only its owner confirms it', async () => {
    const member = await createUser(t.app, t.database.db);
    await t.database.db.delete(accounts).where(eq(accounts.userId, member.id));
    const asked = await call(member, 'POST', '/account/deletion', {});
    expect(asked.json()).toEqual({ status: 'mail_sent', dueAt: null });
    const token = tokenOf(await lastLinkTo(t.database.db, member.email, 'account_deletion_link'));
    expect((await call(bob, 'POST', '/account/deletion/confirm', { token })).statusCode).toBe(403);
    const confirmed = await call(member, 'POST', '/account/deletion/confirm', { token });
    expect(confirmed.json().status).toBe('scheduled');
    expect((await call(member, 'GET', '/account/settings')).statusCode).toBe(401);
  });

  it('after 14 days removes every row and file of the member and recounts the rest', async () => {
    const member = await createUser(t.app, t.database.db);
    const [post] = await t.database.db
      .insert(microblogPosts)
      .values({ userId: bob.id, content: 'Post de Bob', likesCount: 1 })
      .returning({ id: microblogPosts.id });
    if (!post) throw new Error('no post');
    await t.database.db.insert(microblogLikes).values({ postId: post.id, userId: member.id });
    await sendMessages(member.id, bob.id, 3);
    await t.database.db.insert(microblogPosts).values({ userId: member.id, content: 'Au revoir' });
    await t.app.services.storage.put('avatars', `${member.id}/photo.jpg`, Buffer.from('jpeg'));
    await t.database.db
      .update(profiles)
      .set({ avatarUrl: `/storage/avatars/${member.id}/photo.jpg` })
      .where(eq(profiles.id, member.id));
    // An event's cover and a tender's annex of theirs: the rows go with the member, so must the files.
    const { storage } = t.app.services;
    await storage.put('media', `events/cover-${member.id}.jpg`, Buffer.from('jpeg'));
    await t.database.db.insert(events).values({
      title: 'Atelier',
      startDate: new Date(Date.now() + 30 * day),
      endDate: new Date(Date.now() + 31 * day),
      type: 'en_ligne',
      location: 'En ligne',
      creatorId: member.id,
      coverImageUrl: `/storage/media/events/cover-${member.id}.jpg`,
    });
    const [tender] = await t.database.db
      .insert(appelsOffres)
      .values({
        userId: member.id,
        titre: 'Kits solaires',
        dateLimiteCandidature: new Date(Date.now() + 30 * day),
      })
      .returning({ id: appelsOffres.id });
    if (!tender) throw new Error('no tender');
    const annexKey = `${member.id}/${tender.id}/cahier.pdf`;
    await storage.put('appels-offres-files', annexKey, Buffer.from('%PDF'));
    await t.database.db.insert(appelsOffresFichiers).values({
      appelOffreId: tender.id,
      nomFichier: 'cahier.pdf',
      nomOriginal: 'cahier.pdf',
      tailleBytes: 4,
      typeMime: 'application/pdf',
      cheminStorage: annexKey,
      uploadedBy: member.id,
    });
    // A review they left Bob as a mentor: Bob's count and rating forget it.
    const [mentor] = await t.database.db
      .insert(mentors)
      .values({ profileId: bob.id, bio: 'Finance', capacity: 3, reviewCount: 1, ratingSum: 5 })
      .returning({ id: mentors.id });
    if (!mentor) throw new Error('no mentor');
    const [request] = await t.database.db
      .insert(mentorshipRequests)
      .values({ mentorId: mentor.id, menteeId: member.id, message: 'Bonjour', status: 'ended' })
      .returning({ id: mentorshipRequests.id });
    if (!request) throw new Error('no request');
    await t.database.db
      .insert(mentorReviews)
      .values({ requestId: request.id, mentorId: mentor.id, authorId: member.id, rating: 5, text: 'Merci' });
    await call(member, 'POST', '/account/exports');
    await t.app.services.accountService.idle();

    const requested = await call(member, 'POST', '/account/deletion', { password: member.password });
    expect(requested.json().status).toBe('scheduled');
    expect(await t.app.services.accountService.purgeDue(new Date(Date.now() + 13 * day))).toEqual({
      deleted: 0,
      cancelled: 0,
    });
    expect(await t.app.jobs.runTick('account-deletions', new Date(Date.now() + 14 * day + 60_000))).toBe(
      true,
    );

    for (const table of memberTables()) {
      const where = sql.join(
        table.columns.map((column) => sql`${sql.identifier(column)} = ${member.id}`),
        sql` or `,
      );
      const result = await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table.name)} where ${where}`,
      );
      expect({ table: table.name, rows: Number(rowsOf(result)[0]?.n) }).toEqual({
        table: table.name,
        rows: 0,
      });
    }
    const storageRoot = path.join(t.config.dataDir, 'storage');
    expect(existsSync(path.join(storageRoot, 'public', 'avatars', member.id, 'photo.jpg'))).toBe(false);
    expect(await t.app.services.storage.read('avatars', `${member.id}/photo.jpg`)).toBeUndefined();
    expect(await storage.read('media', `events/cover-${member.id}.jpg`)).toBeUndefined();
    expect(await storage.read('appels-offres-files', annexKey)).toBeUndefined();
    const [counted] = await t.database.db
      .select({ likes: microblogPosts.likesCount })
      .from(microblogPosts)
      .where(eq(microblogPosts.id, post.id));
    expect(counted?.likes).toBe(0);
    const [mentorAfter] = await t.database.db
      .select({ reviews: mentors.reviewCount, sum: mentors.ratingSum })
      .from(mentors)
      .where(eq(mentors.id, mentor.id));
    expect(mentorAfter).toEqual({ reviews: 0, sum: 0 });
    void alice;
  });
});
