import type { Registered } from '../registry';
/**
 * The blog area's contract. The blog is not built yet; the spec's data already holds its notification
 * types (000 §3), so they are declared here and listed by the server's blog module.
 */
export const blogNotificationTypes = ['blog_comment', 'blog_like', 'blog_share'] as const;

declare module '../registry' {
  interface NotificationTypes extends Registered<typeof blogNotificationTypes> {}
}
