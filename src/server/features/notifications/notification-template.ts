import type { NotificationType } from '../../../common/contracts/notifications';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const slugPattern = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** A data value as template text: strings and numbers; anything else is left out. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** The data's printable values, for the mail catalog's `{{name}}` placeholders. */
export const templateVars = (data: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) => {
      const text = textOf(value);
      return text === undefined ? [] : [[key, text]];
    }),
  );

/**
 * Fills a template's `{variable}` placeholders (000 §3 "notification_templates") from the data; a
 * placeholder with no value becomes empty rather than showing its name to a member.
 */
export const renderTemplate = (template: string, data: Record<string, unknown>): string =>
  template
    .replace(/\{\s*([a-zA-Z_][\w]*)\s*\}/g, (_match, name: string) => textOf(data[name]) ?? '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();

/** A data field usable in a path: a UUID (or a slug) only, so stored data never builds another URL. */
const idOf = (data: Record<string, unknown>, key: string): string | undefined => {
  const value = data[key];
  return typeof value === 'string' && uuidPattern.test(value) ? value : undefined;
};

/**
 * Where clicking a notification leads (000 §4 "Notifications"): a message to its conversation, an
 * accepted connection to the accepter's profile, a request to the requester's profile.
 */
export const notificationLink = (type: NotificationType, data: Record<string, unknown>): string | null => {
  switch (type) {
    case 'message':
    case 'message_received':
    case 'conversation_created': {
      const conversation = idOf(data, 'conversation_id');
      return conversation ? `/messages?conversation=${conversation}` : '/messages';
    }
    case 'connection_accepted': {
      const accepter = idOf(data, 'accepter_id');
      return accepter ? `/profile/${accepter}` : '/network';
    }
    case 'connection_request': {
      const requester = idOf(data, 'requester_id');
      return requester ? `/profile/${requester}` : '/network';
    }
    case 'connection_rejected':
      return '/network';
    case 'microblog_post': {
      const post = idOf(data, 'post_id');
      return post ? `/feed?post=${post}` : '/feed';
    }
    case 'blog_comment':
    case 'blog_like':
    case 'blog_share': {
      const slug = data.post_slug;
      return typeof slug === 'string' && slugPattern.test(slug) ? `/blog/${slug}` : '/blog';
    }
  }
};
