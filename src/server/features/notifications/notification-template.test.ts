import { describe, expect, it } from 'vitest';
import { areas } from '../../areas';
import { createNotificationRegistry } from '../../platform/notifications/notification-types';
import { renderTemplate } from './notification-template';

describe('renderTemplate', () => {
  it('fills {variable} placeholders from the data', () => {
    expect(
      renderTemplate('{sender_name} vous a écrit : {content_preview}', {
        sender_name: 'Awa',
        content_preview: 'Bonjour',
      }),
    ).toBe('Awa vous a écrit : Bonjour');
  });

  it('leaves no placeholder name when a value is missing or not text', () => {
    expect(renderTemplate('{a} et { b } et {c}', { a: 1, c: { nested: true } })).toBe('1 et et');
  });
});

describe('the links the areas declare', () => {
  const { link: notificationLink } = createNotificationRegistry(areas);
  const id = '0b5f7f1e-2a4c-4c1d-9f6e-1d2c3b4a5f60';

  it('leads a message to its conversation and an acceptance to the accepter (000 §4)', () => {
    expect(notificationLink('message_received', { conversation_id: id })).toBe(
      `/messages?conversation=${id}`,
    );
    expect(notificationLink('connection_accepted', { accepter_id: id })).toBe(`/profile/${id}`);
    expect(notificationLink('connection_request', { requester_id: id })).toBe(`/profile/${id}`);
  });

  it('never builds a link from data that is not an id', () => {
    expect(notificationLink('connection_accepted', { accepter_id: '//evil.example' })).toBe('/network');
    expect(notificationLink('message', { conversation_id: '../admin' })).toBe('/messages');
    expect(notificationLink('blog_like', { post_slug: 'https://evil.example' })).toBe('/blog');
  });

  it('builds the link from the fields that pass their schema, whatever the others hold', () => {
    expect(
      notificationLink('message_received', { conversation_id: id, sender_id: 'x', sender_name: 3 }),
    ).toBe(`/messages?conversation=${id}`);
    expect(notificationLink('microblog_post', { post_id: id })).toBe(`/feed?post=${id}`);
    expect(notificationLink('blog_comment', { post_slug: 'mon-article' })).toBe('/blog/mon-article');
  });
});
