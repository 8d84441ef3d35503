import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type {
  ConversationItem,
  ConversationsPage,
  MessageItem,
  MessagesPage,
} from '../../../../common/contracts/messages';
import { applyRead, removeThreadMessage, upsertConversation, upsertThreadMessage } from './messages-cache';
import { messageKeys } from './query-keys';

const me = '00000000-0000-4000-8000-000000000001';
const peer = '00000000-0000-4000-8000-000000000002';
const conversationId = '00000000-0000-4000-8000-0000000000c1';
const at = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;

const message = (id: string, minute: number, senderId = me): MessageItem => ({
  id: `00000000-0000-4000-8000-0000000000${id}`,
  conversationId,
  senderId,
  content: `message ${id}`,
  createdAt: at(minute),
  readAt: null,
  clientId: null,
});

const conversation = (
  id: string,
  minute: number,
  extra: Partial<ConversationItem> = {},
): ConversationItem => ({
  id,
  otherParticipant: { id: peer, username: 'kofi', fullName: 'Kofi', avatarUrl: null, title: null },
  lastMessage: {
    id: message('99', minute).id,
    preview: 'x',
    createdAt: at(minute),
    isMine: true,
    readAt: null,
  },
  unreadCount: 0,
  createdAt: at(0),
  lastActivityAt: at(minute),
  ...extra,
});

const setup = () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData<InfiniteData<MessagesPage, string | undefined>>(
    messageKeys.thread(conversationId),
    {
      pages: [
        { items: [message('03', 3, peer), message('02', 2)], nextCursor: 'older' },
        { items: [message('01', 1)], nextCursor: null },
      ],
      pageParams: [undefined, 'older'],
    },
  );
  return queryClient;
};
const threadIds = (queryClient: QueryClient) =>
  queryClient
    .getQueryData<InfiniteData<MessagesPage>>(messageKeys.thread(conversationId))
    ?.pages.map((page) => page.items.map((item) => item.id.slice(-2)));

describe('messages cache', () => {
  it('adds a live message once, at the newest end', () => {
    const queryClient = setup();
    upsertThreadMessage(queryClient, message('04', 4, peer));
    upsertThreadMessage(queryClient, message('04', 4, peer));
    expect(threadIds(queryClient)).toEqual([['04', '03', '02'], ['01']]);
  });

  it('ticks the messages the reader received up to the read time, not theirs', () => {
    const queryClient = setup();
    applyRead(queryClient, { conversationId, readerId: peer, readAt: at(5), upTo: at(2) });
    const items = queryClient
      .getQueryData<InfiniteData<MessagesPage>>(messageKeys.thread(conversationId))
      ?.pages.flatMap((page) => page.items);
    expect(items?.map((item) => [item.id.slice(-2), item.readAt])).toEqual([
      ['03', null],
      ['02', at(5)],
      ['01', at(5)],
    ]);
  });

  it('moves a conversation with a new message to the top, and clears the reader’s unread count', () => {
    const queryClient = setup();
    const a = '00000000-0000-4000-8000-0000000000a1';
    const b = '00000000-0000-4000-8000-0000000000b1';
    queryClient.setQueryData<InfiniteData<ConversationsPage, string | undefined>>(messageKeys.conversations, {
      pages: [{ items: [conversation(a, 9), conversation(b, 5)], nextCursor: null }],
      pageParams: [undefined],
    });
    upsertConversation(queryClient, conversation(b, 12, { unreadCount: 2 }));
    upsertConversation(queryClient, conversation(conversationId, 11));
    const list = () =>
      queryClient.getQueryData<InfiniteData<ConversationsPage>>(messageKeys.conversations)?.pages[0]?.items ??
      [];
    expect(list().map((item) => [item.id.slice(-2), item.unreadCount])).toEqual([
      ['b1', 2],
      ['c1', 0],
      ['a1', 0],
    ]);
    applyRead(queryClient, { conversationId: b, readerId: me, readAt: at(13), upTo: at(13) });
    expect(list()[0]?.unreadCount).toBe(0);
    // The other member reading: the sender's last message gets its tick in the list.
    applyRead(queryClient, { conversationId, readerId: peer, readAt: at(14), upTo: at(14) });
    expect(list()[1]?.lastMessage?.readAt).toBe(at(14));
  });

  it('hides a deleted message', () => {
    const queryClient = setup();
    removeThreadMessage(queryClient, message('02', 2).id, conversation(conversationId, 3));
    expect(threadIds(queryClient)).toEqual([['03'], ['01']]);
  });
});
