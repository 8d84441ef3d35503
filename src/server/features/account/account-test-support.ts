import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { conversations, messages } from '../../db/schema';
import { callFromAnywhere } from '../../test/api-client';
import { type CreatedUser, cookieOf, signInAgain } from '../../test/factories';
import { testAppForFile, userFixture } from '../../test/suite';

/** The `token` parameter of a link mailed to a member. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/**
 * The account routes' tests: the app for this file, two members (alice and bob), the API called from a
 * fresh address each time, a second sign-in, and a conversation filled in one statement.
 */
export const accountTestApp = () => {
  const t = testAppForFile();
  const alice = userFixture(t);
  const bob = userFixture(t);
  const call = callFromAnywhere(t);

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

  return { t, alice, bob, call, signIn, sendMessages };
};
