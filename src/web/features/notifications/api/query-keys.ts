/** The bell's query keys: one place for the panel, the realtime channel and the mutations. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The panel: up to 20 unread, newest first (000 §9). */
  unread: ['notifications', 'unread'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};
