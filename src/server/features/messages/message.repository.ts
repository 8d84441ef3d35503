import { and, desc, eq, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { messagingLimits } from '../../../common/contracts/messages';
import type { DbOrTx } from '../../db/client';
import { conversations, messages, profiles } from '../../db/schema';
import { afterPosition, type Cursor, placeholderPosition } from '../../lib/cursor';
import { rowsOf } from '../../lib/db';
import { preparedQuery, preparedSql } from '../../lib/prepared';
import { notBlockedBy } from '../../platform/blocks';
import { shownToOthers, shownToOthersAs } from '../../platform/person';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The other participant's public fields. */
export interface ParticipantRow {
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  title: string | null;
}

/** A conversation with what its list item shows, for one participant. */
export interface ConversationView {
  conversation: ConversationRow;
  other: ParticipantRow;
  last: Pick<MessageRow, 'id' | 'content' | 'sentAt' | 'senderId' | 'readAt'> | null;
  unread: number;
}

/** Members in good standing: not blocked or suspended by staff, not leaving (issue 38 §3). */
export const inGoodStanding = shownToOthers;
const visible = eq(messages.isDeleted, false);
const unread = and(isNull(messages.readAt), visible);

/**
 * Unread counts stop here: a badge shows 99+ above 99, so no count needs more, and a member who never
 * reads (a soak's members, a popular mentor) costs each send and each list the same bounded scan
 * instead of one that grows with every message left unread.
 */
export const unreadCountCap = messagingLimits.badgeMax + 1;

/**
 * How many unread messages `memberId` received, up to `unreadCountCap`: in one conversation, or over
 * all of them but those a block hides (issue 22 §3: a hidden conversation does not count in the badge).
 */
const unreadCount = (memberId: SQL | Placeholder, conversationId?: SQL | Placeholder): SQL => sql`
  (select count(*)::int from (
    select 1 from ${messages} u
    where u.receiver_id = ${memberId} and u.read_at is null and not u.is_deleted
      ${conversationId ? sql`and u.conversation_id = ${conversationId}` : sql`and ${notBlockedBy(memberId, sql`u.sender_id`)}`}
    limit ${unreadCountCap}
  ) counted)`;

/** The pair as stored: participant1_id < participant2_id (the table checks it). */
export const sortedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

export const findConversation = async (db: DbOrTx, id: string): Promise<ConversationRow | undefined> => {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
};

export const findConversationBetween = async (
  db: DbOrTx,
  a: string,
  b: string,
): Promise<ConversationRow | undefined> => {
  const [p1, p2] = sortedPair(a, b);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.participant1Id, p1), eq(conversations.participant2Id, p2)));
  return row;
};

/**
 * The pair's conversation, created when absent. Two first messages crossing each other both end here
 * with the same row: the unique pair index makes the second insert wait for the first and do nothing.
 */
export const findOrCreateConversation = async (
  db: DbOrTx,
  a: string,
  b: string,
): Promise<{ row: ConversationRow; created: boolean }> => {
  const [p1, p2] = sortedPair(a, b);
  const [inserted] = await db
    .insert(conversations)
    .values({ participant1Id: p1, participant2Id: p2 })
    .onConflictDoNothing({ target: [conversations.participant1Id, conversations.participant2Id] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await findConversationBetween(db, a, b);
  if (!existing) throw new Error('conversation vanished between insert and select');
  return { row: existing, created: false };
};

export const findByClientId = async (
  db: DbOrTx,
  senderId: string,
  clientId: string,
): Promise<MessageRow | undefined> => {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
};

export const findMessage = async (db: DbOrTx, id: string): Promise<MessageRow | undefined> => {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
};

/** Unread messages a member received: in the conversation at hand and over all of them. */
export interface UnreadCounts {
  inConversation: number;
  total: number;
}

/** What a send stored: the message, and both participants' unread counts once it is there. */
export interface InsertedMessage {
  message: MessageRow;
  unread: Map<string, UnreadCounts>;
}

/**
 * Stores a message, moves its conversation's last message, and counts both participants' unread
 * messages (up to `unreadCountCap`), in one statement. Its CTEs read the snapshot from before the
 * insert, so the new message is added to the receiver's counts here. Undefined when the sender already
 * stored this client id.
 */
const insertQuery = preparedSql('messages_insert', (_shape: 'one') => {
  const conversationId = sql.placeholder('conversationId');
  const senderId = sql.placeholder('senderId');
  const receiverId = sql.placeholder('receiverId');
  return sql`
    with inserted as (
      insert into ${messages} (conversation_id, sender_id, receiver_id, content, client_id)
      values (${conversationId}, ${senderId}, ${receiverId}, ${sql.placeholder('content')}, ${sql.placeholder('clientId')})
      on conflict (sender_id, client_id) do nothing
      returning *
    ), touched as (
      update ${conversations} c
      set last_message_id = i.id, last_message_at = i.sent_at
      from inserted i
      where c.id = i.conversation_id and c.last_message_at <= i.sent_at
    ), unread as (
      select r.id as receiver_id, ${unreadCount(sql`r.id`, conversationId)} as in_conversation,
        ${unreadCount(sql`r.id`)} as total
      from (values (${senderId}::uuid), (${receiverId}::uuid)) r(id)
    )
    select id, conversation_id, sender_id, receiver_id, content, sent_at, read_at, is_deleted, client_id,
      (select coalesce(json_agg(json_build_array(u.receiver_id, u.in_conversation, u.total)), '[]') from unread u) as unread
    from inserted`;
});

export const insertMessage = async (
  db: DbOrTx,
  values: { conversationId: string; senderId: string; receiverId: string; content: string; clientId: string },
): Promise<InsertedMessage | undefined> => {
  const result = await insertQuery(db, 'one').execute(values);
  const [row] = rowsOf(result);
  if (!row) return undefined;
  const unread = new Map<string, UnreadCounts>([
    [values.senderId, { inConversation: 0, total: 0 }],
    [values.receiverId, { inConversation: 0, total: 0 }],
  ]);
  const counted = (typeof row.unread === 'string' ? JSON.parse(row.unread) : row.unread) as [
    string,
    number,
    number,
  ][];
  for (const [memberId, inConversation, total] of counted) unread.set(memberId, { inConversation, total });
  const receiver = unread.get(values.receiverId);
  if (receiver)
    unread.set(values.receiverId, { inConversation: receiver.inConversation + 1, total: receiver.total + 1 });
  return { message: messageFromRaw(row), unread };
};

const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const dateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : dateOf(value);

const messageFromRaw = (row: Record<string, unknown>): MessageRow => ({
  id: String(row.id),
  conversationId: String(row.conversation_id),
  senderId: String(row.sender_id),
  receiverId: String(row.receiver_id),
  content: String(row.content),
  sentAt: dateOf(row.sent_at),
  readAt: dateOrNull(row.read_at),
  isDeleted: Boolean(row.is_deleted),
  clientId: row.client_id === null ? null : String(row.client_id),
});

/**
 * A thread page as `memberId` may see it, newest first, deleted messages left out: no rows when
 * `memberId` is not a participant (the join checks it in the same query).
 */
const threadPage = preparedQuery('messages_thread', (db, shape: 'first' | 'after', statement) => {
  const memberId = sql.placeholder('memberId');
  const conditions: (SQL | undefined)[] = [
    eq(messages.conversationId, sql.placeholder('conversationId')),
    visible,
    // A block either way hides the thread (issue 22 §3): no rows, and the service answers not_found.
    notBlockedBy(conversations.participant1Id, conversations.participant2Id),
  ];
  if (shape === 'after') {
    conditions.push(afterPosition(messages.sentAt, messages.id, placeholderPosition, 'desc'));
  }
  return db
    .select({ message: messages })
    .from(messages)
    .innerJoin(
      conversations,
      and(
        eq(conversations.id, messages.conversationId),
        or(eq(conversations.participant1Id, memberId), eq(conversations.participant2Id, memberId)),
      ),
    )
    .where(and(...conditions))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .prepare(statement);
});

export const listMessages = async (
  db: DbOrTx,
  memberId: string,
  conversationId: string,
  cursor: Cursor | undefined,
  limit: number,
): Promise<MessageRow[]> => {
  const rows = await threadPage(db, cursor ? 'after' : 'first').execute({
    memberId,
    conversationId,
    at: cursor?.at,
    id: cursor?.id,
    limit: limit + 1,
  });
  return rows.map((row) => row.message);
};

const unreadTotalQuery = preparedSql(
  'messages_unread_total',
  (_shape: 'one') => sql`select ${unreadCount(sql`${sql.placeholder('memberId')}::uuid`)} as n`,
);

/** The header badge's count: unread messages over every conversation a block does not hide, capped. */
export const unreadTotal = async (db: DbOrTx, memberId: string): Promise<number> => {
  const [row] = rowsOf(await unreadTotalQuery(db, 'one').execute({ memberId }));
  return Number(row?.n ?? 0);
};

/**
 * Marks every visible message `receiverId` received in the conversation as read, now. Returns how
 * many, the read time and the latest send time among them (the sender's ticks go up to it).
 */
export const markRead = async (
  db: DbOrTx,
  conversationId: string,
  receiverId: string,
): Promise<{ updated: number; readAt: Date | null; upTo: Date | null }> => {
  const rows = await db
    .update(messages)
    .set({ readAt: sql`date_trunc('milliseconds', now())` })
    .where(and(eq(messages.receiverId, receiverId), eq(messages.conversationId, conversationId), unread))
    .returning({ readAt: messages.readAt, sentAt: messages.sentAt });
  let upTo: Date | null = null;
  for (const row of rows) if (!upTo || row.sentAt > upTo) upTo = row.sentAt;
  return { updated: rows.length, readAt: rows[0]?.readAt ?? null, upTo };
};

/** Hides the sender's message; returns it, or undefined when it is not theirs or already hidden. */
export const softDelete = async (
  db: DbOrTx,
  id: string,
  senderId: string,
): Promise<MessageRow | undefined> => {
  const [row] = await db
    .update(messages)
    .set({ isDeleted: true })
    .where(and(eq(messages.id, id), eq(messages.senderId, senderId), visible))
    .returning();
  return row;
};

/** Points the conversation at its last visible message again (after a delete). */
export const refreshLastMessage = async (db: DbOrTx, conversationId: string): Promise<void> => {
  await db.execute(sql`
    with last as (
      select id, sent_at from ${messages}
      where conversation_id = ${conversationId} and not is_deleted
      order by sent_at desc, id desc limit 1
    )
    update ${conversations} c
    set last_message_id = (select id from last),
      last_message_at = coalesce((select sent_at from last), c.created_at)
    where c.id = ${conversationId}`);
};

/** The list item's columns; the unread count (capped) is a lookup in the partial unread index. */
export const viewColumns = (memberId: Placeholder) => sql`
  c.id, c.participant1_id, c.participant2_id, c.created_at, c.last_message_id, c.last_message_at,
  p.id as other_id, p.username as other_username, p.full_name as other_full_name,
  p.avatar_url as other_avatar_url, p.title as other_title,
  m.id as last_id, m.content as last_content, m.sent_at as last_sent_at, m.sender_id as last_sender_id,
  m.read_at as last_read_at,
  ${unreadCount(memberId, sql`c.id`)} as unread`;

export const viewJoins = (memberId: Placeholder) => sql`
  join ${profiles} p on p.id = case when c.participant1_id = ${memberId} then c.participant2_id else c.participant1_id end
  left join ${messages} m on m.id = c.last_message_id and not m.is_deleted`;

export const viewFromRaw = (row: Record<string, unknown>): ConversationView => ({
  conversation: {
    id: String(row.id),
    participant1Id: String(row.participant1_id),
    participant2Id: String(row.participant2_id),
    createdAt: dateOf(row.created_at),
    lastMessageId: row.last_message_id === null ? null : String(row.last_message_id),
    lastMessageAt: dateOf(row.last_message_at),
  },
  other: {
    id: String(row.other_id),
    username: String(row.other_username),
    fullName: row.other_full_name === null ? null : String(row.other_full_name),
    avatarUrl: row.other_avatar_url === null ? null : String(row.other_avatar_url),
    title: row.other_title === null ? null : String(row.other_title),
  },
  last:
    row.last_id === null || row.last_id === undefined
      ? null
      : {
          id: String(row.last_id),
          content: String(row.last_content),
          sentAt: dateOf(row.last_sent_at),
          senderId: String(row.last_sender_id),
          readAt: dateOrNull(row.last_read_at),
        },
  unread: Number(row.unread ?? 0),
});

/** How many messages a member sent within the rate window (up to its max), and when one more may go. */
export interface SendWindow {
  sent: number;
  /** Seconds until the oldest of those leaves the window (≥ 1). */
  retryAfter: number;
}

/**
 * The member's sends within the window, newest first and at most `rule.max` of them (the sender's
 * index): the limit is reached at `max`, and lifts when the oldest of those leaves the window.
 */
const sendWindowSql = (
  memberId: string | Placeholder,
  rule: { max: number | Placeholder; windowSeconds: number | Placeholder },
) => sql`(
  select json_build_array(count(*), ceil(extract(epoch from min(w.sent_at) + make_interval(secs => ${rule.windowSeconds}) - now())))
  from (
    select sent_at from ${messages}
    where sender_id = ${memberId} and sent_at > now() - make_interval(secs => ${rule.windowSeconds})
    order by sent_at desc limit ${rule.max}
  ) w)`;

const sendWindowOf = (raw: unknown): SendWindow => {
  const [sent, retry] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [number, number | null];
  return { sent: Number(sent), retryAfter: Math.max(1, Number(retry ?? 1)) };
};

/** The member's sends within the rate window (a send to a member, outside any conversation yet). */
export const sendWindow = async (
  db: DbOrTx,
  memberId: string,
  rule: { max: number; windowSeconds: number },
): Promise<SendWindow> => {
  const [row] = rowsOf(await db.execute(sql`select ${sendWindowSql(memberId, rule)} as send_window`));
  return sendWindowOf(row?.send_window);
};

const sendContextQuery = preparedSql('messages_send_context', (_shape: 'one') => {
  const memberId = sql.placeholder('memberId');
  return sql`
    select c.id, c.participant1_id, c.participant2_id, c.created_at, c.last_message_id, c.last_message_at,
      p.id as other_id, p.username as other_username, p.full_name as other_full_name,
      p.avatar_url as other_avatar_url, p.title as other_title,
      ${shownToOthersAs('p')} as other_available,
      (select row_to_json(m) from ${messages} m
        where m.sender_id = ${memberId} and m.client_id = ${sql.placeholder('clientId')}) as retried,
      ${sendWindowSql(memberId, { max: sql.placeholder('max'), windowSeconds: sql.placeholder('windowSeconds') })} as send_window
    from ${conversations} c
    join ${profiles} p on p.id = case when c.participant1_id = ${memberId} then c.participant2_id else c.participant1_id end
    where c.id = ${sql.placeholder('conversationId')} and (c.participant1_id = ${memberId} or c.participant2_id = ${memberId})
      and ${notBlockedBy(sql`c.participant1_id`, sql`c.participant2_id`)}`;
});

/** What sending into a conversation needs, in one round trip. */
export interface SendContext {
  conversation: ConversationRow;
  /** The other participant, and whether they are in good standing. */
  other: ParticipantRow & { available: boolean };
  /** The actor's message already stored under this client id, anywhere (a retry). */
  retried: MessageRow | undefined;
  /** The actor's sends within the rate window. */
  window: SendWindow;
}

/**
 * The conversation if `memberId` takes part in it (undefined otherwise), its other participant, and
 * the member's message with `clientId` if one is stored.
 */
export const sendContext = async (
  db: DbOrTx,
  memberId: string,
  conversationId: string,
  clientId: string,
  rule: { max: number; windowSeconds: number },
): Promise<SendContext | undefined> => {
  const result = await sendContextQuery(db, 'one').execute({
    memberId,
    conversationId,
    clientId,
    max: rule.max,
    windowSeconds: rule.windowSeconds,
  });
  const [row] = rowsOf(result);
  if (!row) return undefined;
  const view = viewFromRaw(row);
  const retried = row.retried;
  return {
    conversation: view.conversation,
    other: { ...view.other, available: Boolean(row.other_available) },
    retried:
      retried && typeof retried === 'object'
        ? messageFromRaw(retried as Record<string, unknown>)
        : typeof retried === 'string'
          ? messageFromRaw(JSON.parse(retried) as Record<string, unknown>)
          : undefined,
    window: sendWindowOf(row.send_window),
  };
};
