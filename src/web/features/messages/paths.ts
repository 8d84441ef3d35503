/** `/messages`, or the page open on one conversation (000 §2.1 `/messages?conversation={id}`). */
export const messagesPath = (conversationId?: string): string =>
  conversationId ? `/messages?${new URLSearchParams({ conversation: conversationId })}` : '/messages';

/** The page open on a member before the first message (the 'Nouveau message' dialog, a profile). */
export const messageMemberPath = (profileId: string): string =>
  `/messages?${new URLSearchParams({ to: profileId })}`;
