import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { areaMemberData } from '../../area';
import { areas } from '../../areas';
import {
  appelsOffresFichiers,
  conversations,
  messages,
  profilePrivacy,
  profiles,
  sessions,
} from '../../db/schema';
import type { Bucket, StorageDriver } from '../../plugins/storage';
import { testClient } from '../../test/api-client';
import { createUser } from '../../test/factories';
import { testAppForFile } from '../../test/suite';
import { mentorBody } from '../mentors/mentor-test-support';
import { insertAnnex, insertDraftTender } from '../tenders/tender-test-support';
import { buildExportArchive } from './export-archive';

/** A sink that keeps what it receives and says how much it had when asked. */
const memorySink = () => {
  const chunks: Buffer[] = [];
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      bytes += chunk.length;
      done();
    },
  });
  return { sink, written: () => bytes, zip: () => unzipSync(new Uint8Array(Buffer.concat(chunks))) };
};

const t = testAppForFile();
const memberData = areaMemberData(areas);

/** Every text of the archive (its JSON data sets and its index), to look for what must not be there. */
const textOf = (files: Record<string, Uint8Array>) =>
  Object.entries(files)
    .filter(([name]) => !name.startsWith('fichiers/'))
    .map(([name, data]) => `${name}\n${new TextDecoder().decode(data)}`)
    .join('\n');

/** The member's archive, built in memory: its files by name. */
const archiveOf = async (memberId: string) => {
  const out = memorySink();
  await buildExportArchive(t.database.db, memberData, t.app.services.storage, memberId, new Date(), out.sink);
  return out.zip();
};

/** One JSON data set of the archive. */
const rowsIn = <Row>(files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(new TextDecoder().decode(files[name])) as Row[];

describe('the data export archive (issue 32 §5)', () => {
  it('never carries another member’s hidden city or e-mail (issue 32 §4: exports of others’ data)', async () => {
    const api = testClient(t, '/api/v1');
    const hider = await createUser(t.app, t.database.db);
    const exporter = await createUser(t.app, t.database.db);
    const { db } = t.database;
    // The hider shows their city and e-mail to their connections only; the exporter is none of them.
    await db
      .update(profiles)
      .set({
        fullName: 'Ama Owusu',
        location: { ville: 'Kumasi', pays: 'Ghana', country_code: 'GH', adresse_complete: 'Kumasi, Ghana' },
      })
      .where(eq(profiles.id, hider.id));
    await db
      .insert(profilePrivacy)
      .values({ profileId: hider.id, locationVisibility: 'connections', emailVisibility: 'connections' });
    // Everything that ties them, short of a connection: a pending request (and its notification), a
    // conversation, and a report.
    expect((await api.call(hider, 'POST', '/connections', { recipientId: exporter.id })).statusCode).toBe(
      201,
    );
    const [p1, p2] = hider.id < exporter.id ? [hider.id, exporter.id] : [exporter.id, hider.id];
    const [conversation] = await db
      .insert(conversations)
      .values({ participant1Id: p1, participant2Id: p2 })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error('no conversation');
    await db.insert(messages).values({
      conversationId: conversation.id,
      senderId: hider.id,
      receiverId: exporter.id,
      content: 'Bonjour, on se connaît ?',
    });
    const report = await api.call(exporter, 'POST', '/reports', {
      targetType: 'member',
      targetId: hider.id,
      reason: 'Je ne connais pas cette personne.',
    });
    expect(report.statusCode, report.body).toBe(201);

    const text = textOf(await archiveOf(exporter.id));
    // The other member is there as what ties them (their id), never with what they hide.
    expect(text).toContain(hider.id);
    expect(text).toContain('Bonjour, on se connaît ?');
    expect(text).not.toContain('Kumasi');
    expect(text.toLowerCase()).not.toContain(hider.email.toLowerCase());
  });

  it('leaves out the messages that were deleted', async () => {
    const [member, other] = [await createUser(t.app, t.database.db), await createUser(t.app, t.database.db)];
    const [p1, p2] = member.id < other.id ? [member.id, other.id] : [other.id, member.id];
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ participant1Id: p1, participant2Id: p2 })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error('no conversation');
    await t.database.db.insert(messages).values([
      {
        conversationId: conversation.id,
        senderId: member.id,
        receiverId: other.id,
        content: 'Message gardé',
      },
      {
        conversationId: conversation.id,
        senderId: member.id,
        receiverId: other.id,
        content: 'Message effacé',
      },
      {
        conversationId: conversation.id,
        senderId: other.id,
        receiverId: member.id,
        content: 'Réponse effacée',
      },
    ]);
    await t.database.db
      .update(messages)
      .set({ isDeleted: true })
      .where(sql`${messages.content} in ('Message effacé', 'Réponse effacée')`);

    const rows = rowsIn<{ content: string }>(await archiveOf(member.id), 'donnees/messages.json');
    expect(rows.map((row) => row.content)).toEqual(['Message gardé']);
  });

  it('holds what a mentor received: the requests sent to them and the reviews left on them', async () => {
    const api = testClient(t, '/api/v1');
    const [mentorUser, mentee] = [
      await createUser(t.app, t.database.db),
      await createUser(t.app, t.database.db),
    ];
    const mentor = await api.call(mentorUser, 'PUT', '/mentors/me', mentorBody({ capacity: 1 }));
    const mentorId = (mentor.json() as { id: string }).id;
    const asked = await api.call(mentee, 'POST', `/mentors/${mentorId}/requests`, { message: 'Guidez-moi' });
    const requestId = (asked.json() as { id: string }).id;
    await api.call(mentorUser, 'POST', `/mentorship-requests/${requestId}/accept`);
    await api.call(mentee, 'POST', `/mentorship-requests/${requestId}/review`, {
      rating: 5,
      text: 'Précieux.',
    });

    const files = await archiveOf(mentorUser.id);
    expect(
      rowsIn<{ message: string }>(files, 'donnees/mentorship_requests.json').map((r) => r.message),
    ).toEqual(['Guidez-moi']);
    expect(rowsIn<{ text: string }>(files, 'donnees/mentor_reviews.json').map((r) => r.text)).toEqual([
      'Précieux.',
    ]);
    // The mentee's own archive still holds them, as what they sent.
    expect(rowsIn(await archiveOf(mentee.id), 'donnees/mentorship_requests.json')).toHaveLength(1);
  });

  it('writes every data set as JSON rows, the secrets a set omits left out (a session without its token)', async () => {
    const member = await createUser(t.app, t.database.db);
    const [session] = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, member.id));
    if (!session) throw new Error('no session');

    const files = await archiveOf(member.id);
    for (const [name, data] of Object.entries(files)) {
      if (!name.startsWith('donnees/')) continue;
      const rows: unknown = JSON.parse(new TextDecoder().decode(data));
      expect(Array.isArray(rows), name).toBe(true);
      for (const row of rows as unknown[]) expect(typeof row, name).toBe('object');
    }
    const exported = rowsIn<Record<string, unknown>>(files, 'donnees/sessions.json');
    expect(exported.map((row) => row.user_id)).toContain(member.id);
    expect(exported.every((row) => !('token' in row))).toBe(true);
    expect(textOf(files)).not.toContain(session.token);
  });

  it('writes each file out before it reads the next, never the whole archive at once', async () => {
    const member = await createUser(t.app, t.database.db);
    const tenderId = await insertDraftTender(t.database.db, member.id);
    // Three annexes of 2 MB that do not compress: the archive holds at least 6 MB.
    const annexSize = 2 * 1024 * 1024;
    for (const n of [1, 2, 3]) {
      const key = `${tenderId}/annexe-${n}.pdf`;
      await t.app.services.storage.put('appels-offres-files', key, randomBytes(annexSize));
      await insertAnnex(t.database.db, tenderId, member.id, key, annexSize);
    }
    const out = memorySink();
    // How much the sink had received each time the builder read a stored file.
    const writtenAtRead: number[] = [];
    const storage: StorageDriver = {
      ...t.app.services.storage,
      readStream: async (bucket: Bucket, key: string) => {
        writtenAtRead.push(out.written());
        return t.app.services.storage.readStream(bucket, key);
      },
    };
    const size = await buildExportArchive(
      t.database.db,
      memberData,
      storage,
      member.id,
      new Date(),
      out.sink,
    );
    expect(writtenAtRead).toHaveLength(3);
    // The first annex had left for the sink before the second was read, and so on.
    expect(writtenAtRead[1]).toBeGreaterThan(annexSize);
    expect(writtenAtRead[2]).toBeGreaterThan(2 * annexSize);
    expect(size).toBe(out.written());
    const files = out.zip();
    expect(files[`fichiers/appels-offres-files/${tenderId}/annexe-3.pdf`]).toHaveLength(annexSize);
    const [row] = await t.database.db
      .select({ id: appelsOffresFichiers.id })
      .from(appelsOffresFichiers)
      .where(eq(appelsOffresFichiers.uploadedBy, member.id));
    expect(row).toBeDefined();
  });
});
