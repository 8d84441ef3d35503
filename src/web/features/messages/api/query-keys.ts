/** Messaging's query keys: one place for the pages, the realtime channel and the mutations. */
export const messageKeys = {
  all: ['messages'] as const,
  /** The conversation list (infinite, most recent activity first). */
  conversations: ['messages', 'conversations'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  /** The conversation with a member, before or after the first message. */
  conversationWith: (profileId: string) => ['messages', 'with', profileId] as const,
  /** A thread (infinite, pages newest first). */
  thread: (conversationId: string) => ['messages', 'thread', conversationId] as const,
  /** Messages being sent from this tab, per conversation (or per recipient before the first one). */
  outbox: (target: string) => ['messages', 'outbox', target] as const,
  /** The header badge. */
  unreadCount: ['messages', 'unread-count'] as const,
  recipients: (q: string) => ['messages', 'recipients', q] as const,
};
