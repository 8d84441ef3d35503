/** Account routes: a member's data, its export (ZIP by signed link) and its deletion (grace period, then every row and file). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { DataExport } from '../../../common/contracts/account';
import { limits } from '../../../common/limits';
import { areaMemberData } from '../../area';
import { areas } from '../../areas';
import {
  accounts,
  appelsOffres,
  appelsOffresFichiers,
  events,
  mentorReviews,
  mentors,
  mentorshipRequests,
  microblogLikes,
  microblogPosts,
  notifications,
  profiles,
  sessions,
} from '../../db/schema';
import { rowsOf } from '../../lib/db';
import { isExcluded } from '../../platform/member-data';
import { createUser, enrolTotp, lastLinkTo, mailsTo, totpCode } from '../../test/factories';
import { accountTestApp, tokenOf } from './account-test-support';
import { memberTables } from './member-tables';

const { t, alice, bob, call, signIn, sendMessages } = accountTestApp();

describe('data export', () => {
  it('covers every table holding a member id (from the schema), or says why not', () => {
    const exportPlan = areaMemberData(areas).plan;
    const tables = memberTables();
    const missing = tables.filter((table) => !exportPlan[table.name]).map((table) => table.name);
    expect(missing, 'tables with a member id neither exported nor excluded by an area (memberData)').toEqual(
      [],
    );
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
    await t.app.services.accountExports.idle();

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
    const archive = await t.app.services.accountExports.runExports(new Date()).then(async () => {
      await call(member, 'POST', '/account/exports');
      await t.app.services.accountExports.idle();
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
    expect(await t.app.services.accountDeletions.purgeDue(later)).toEqual({ deleted: 0, cancelled: 0 });
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

  it('asks a passwordless account with a second factor for it, never for the mailbox alone', async () => {
    const member = await createUser(t.app, t.database.db);
    const { secret } = await enrolTotp(t.app, member.cookie);
    await t.database.db.delete(accounts).where(eq(accounts.userId, member.id));
    // A session older than the recent-proof window (a cookie stolen later).
    const past = new Date(Date.now() - (limits.recentProofSeconds + 60) * 1000);
    await t.database.db
      .update(sessions)
      .set({ createdAt: past, provenAt: null })
      .where(eq(sessions.userId, member.id));
    const asked = await call(member, 'POST', '/account/deletion', {});
    expect(asked.json().error.code).toBe('reauth_required');
    expect(await mailsTo(t.database.db, member.email, 'account_deletion_link')).toHaveLength(0);
    const proof = await call(member, 'POST', '/auth/reauthenticate', {
      method: 'totp',
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(proof.json()).toEqual({ status: 'proven' });
    const done = await call(member, 'POST', '/account/deletion', {});
    expect(done.json().status).toBe('scheduled');
  });

  it('no longer takes a link mailed before the account got a second factor', async () => {
    const member = await createUser(t.app, t.database.db);
    await t.database.db.delete(accounts).where(eq(accounts.userId, member.id));
    expect((await call(member, 'POST', '/account/deletion', {})).json().status).toBe('mail_sent');
    const token = tokenOf(await lastLinkTo(t.database.db, member.email, 'account_deletion_link'));
    await enrolTotp(t.app, member.cookie);
    const confirmed = await call(member, 'POST', '/account/deletion/confirm', { token });
    expect(confirmed.json().error.code).toBe('account_link_invalid');
    expect((await call(member, 'GET', '/account/settings')).statusCode).toBe(200);
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
    await t.app.services.accountExports.idle();

    const requested = await call(member, 'POST', '/account/deletion', { password: member.password });
    expect(requested.json().status).toBe('scheduled');
    expect(await t.app.services.accountDeletions.purgeDue(new Date(Date.now() + 13 * day))).toEqual({
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
