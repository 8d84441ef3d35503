import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appelsOffresFichiers, conversations, messages } from '../../db/schema';
import type { Bucket, StorageDriver } from '../../plugins/storage';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
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

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the data export archive (issue 32 §5)', () => {
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

    const out = memorySink();
    await buildExportArchive(t.database.db, t.app.services.storage, member.id, new Date(), out.sink);
    const rows = JSON.parse(new TextDecoder().decode(out.zip()['donnees/messages.json'])) as {
      content: string;
    }[];
    expect(rows.map((row) => row.content)).toEqual(['Message gardé']);
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
    const size = await buildExportArchive(t.database.db, storage, member.id, new Date(), out.sink);
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
