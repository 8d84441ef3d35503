import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, profiles } from '../../db/schema';
import type { Cursor } from '../../lib/cursor';
import { likeLiteral, rowsOf } from '../../lib/db';
import { preparedSql } from '../../lib/prepared';
import { notBlockedBy } from '../../platform/blocks';
import { bylineColumns } from '../../platform/directory';
import { findableBy } from '../../platform/person';
import {
  type ConversationView,
  inGoodStanding,
  type ParticipantRow,
  viewColumns,
  viewFromRaw,
  viewJoins,
} from './message.repository';

/*
 * A member's conversations as their list shows them (most recent activity first, with the other
 * participant, the last message and the unread count), one conversation's view, and the recipients a
 * new message may go to (000 §2 "Messaging").
 */

/**
 * The member's conversations, most recent activity first (keyset on last_message_at, id): the two
 * sides of the pair are two index scans merged, so a page costs `limit` rows whatever the history.
 */
const conversationsPage = preparedSql('messages_conversations', (shape: 'first' | 'after') => {
  const memberId = sql.placeholder('memberId');
  const after =
    shape === 'after'
      ? sql`and (last_message_at, id) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`
      : sql``;
  const n = sql.placeholder('n');
  return sql`
    with page as (
      (select * from ${conversations} where participant1_id = ${memberId} ${after}
        and ${notBlockedBy(memberId, sql`participant2_id`)}
        order by last_message_at desc, id desc limit ${n})
      union all
      (select * from ${conversations} where participant2_id = ${memberId} ${after}
        and ${notBlockedBy(memberId, sql`participant1_id`)}
        order by last_message_at desc, id desc limit ${n})
      order by last_message_at desc, id desc limit ${n}
    )
    select ${viewColumns(memberId)} from page c ${viewJoins(memberId)}
    order by c.last_message_at desc, c.id desc`;
});

export const listConversations = async (
  db: DbOrTx,
  memberId: string,
  cursor: Cursor | undefined,
  limit: number,
): Promise<ConversationView[]> => {
  const result = await conversationsPage(db, cursor ? 'after' : 'first').execute({
    memberId,
    at: cursor?.at.toISOString(),
    id: cursor?.id,
    n: limit + 1,
  });
  return rowsOf(result).map(viewFromRaw);
};

/** One conversation as `memberId` sees it (the caller checked they take part). */
const oneView = preparedSql('messages_conversation_view', (_shape: 'one') => {
  const memberId = sql.placeholder('memberId');
  return sql`
    select ${viewColumns(memberId)} from ${conversations} c ${viewJoins(memberId)}
    where c.id = ${sql.placeholder('conversationId')}`;
});

export const conversationView = async (
  db: DbOrTx,
  memberId: string,
  conversationId: string,
): Promise<ConversationView | undefined> => {
  const [row] = rowsOf(await oneView(db, 'one').execute({ memberId, conversationId }));
  return row ? viewFromRaw(row) : undefined;
};

/** A member's public fields, when they are in good standing. */
export const findParticipant = async (db: DbOrTx, id: string): Promise<ParticipantRow | undefined> => {
  const [row] = await db
    .select(bylineColumns)
    .from(profiles)
    .where(and(eq(profiles.id, id), inGoodStanding));
  return row;
};

/**
 * 'Nouveau message' search: name or username containing `q` (accents and case ignored), never the
 * actor, members in good standing only, and a member who left the directory only for a connection or
 * an existing conversation (`findableBy`); names starting with `q` first. The expression and predicate
 * are those of the trigram index of migration 0006.
 */
export const searchRecipients = async (db: DbOrTx, actorId: string, q: string, limit: number) => {
  const document = sql`sankofa_fold(coalesce(${profiles.fullName}, '') || ' ' || ${profiles.username})`;
  const pattern = sql`sankofa_fold(${likeLiteral(q)})`;
  const candidates = db
    .select({
      ...bylineColumns,
      starts: sql<boolean>`${document} like ${pattern} || '%'`.as('starts'),
    })
    .from(profiles)
    .where(
      and(
        inGoodStanding,
        sql`${profiles.id} <> ${actorId}`,
        sql`${document} like '%' || ${pattern} || '%'`,
        notBlockedBy(actorId, profiles.id),
        // A pair is stored sorted (conversations_pair_uq): one lookup of the unique index.
        sql`(${findableBy(actorId, profiles.id)} or exists (select 1 from ${conversations} c where c.participant1_id = least(${actorId}::uuid, ${profiles.id}) and c.participant2_id = greatest(${actorId}::uuid, ${profiles.id})))`,
      ),
    )
    .limit(200)
    .as('candidates');
  const rows = await db
    .select()
    .from(candidates)
    .orderBy(desc(candidates.starts), candidates.fullName, candidates.username)
    .limit(limit);
  if (rows.length === 0) return [];
  const pairs = await db
    .select({ id: conversations.id, p1: conversations.participant1Id, p2: conversations.participant2Id })
    .from(conversations)
    .where(
      or(
        and(
          eq(conversations.participant1Id, actorId),
          inArray(
            conversations.participant2Id,
            rows.map((row) => row.id),
          ),
        ),
        and(
          eq(conversations.participant2Id, actorId),
          inArray(
            conversations.participant1Id,
            rows.map((row) => row.id),
          ),
        ),
      ),
    );
  const conversationOf = new Map(pairs.map((pair) => [pair.p1 === actorId ? pair.p2 : pair.p1, pair.id]));
  return rows.map((row) => ({ ...row, conversationId: conversationOf.get(row.id) ?? null }));
};

/** Whether a profile exists at all (to tell an unknown recipient from an unavailable one). */
export const profileExists = async (db: DbOrTx, id: string): Promise<boolean> => {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id));
  return row !== undefined;
};
