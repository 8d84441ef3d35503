import { authEndpoints } from '../../common/contracts/auth';
import { connectionEndpoints } from '../../common/contracts/connections';
import { feedEndpoints, feedLimits } from '../../common/contracts/feed';
import { messageEndpoints } from '../../common/contracts/messages';
import { notificationEndpoints } from '../../common/contracts/notifications';
import { settingsEndpoints } from '../../common/contracts/settings';
import { apiPrefix } from '../../common/endpoint';

/**
 * API reads a page makes before it can show anything, asked for by the HTML (`<link rel=preload
 * as=fetch>`) so they arrive with the entry instead of after its chunks (issue 34). Each URL must be
 * exactly what the web app asks for (lib/api-client.ts: the path, then the query in its order), or
 * the browser reads it twice.
 */
export interface PageDataPreloads {
  /** Every page: the session and the site settings (web/main.tsx asks for both at boot). */
  everyPage: string[];
  /** A member's header: the counts on its buttons (app/shell/MemberActions.tsx). */
  member: string[];
  /** A member page's first data, by the page's address. */
  memberRoutes: { pattern: RegExp; urls: string[] }[];
}

const url = (endpoint: { path: string }, query = '') => `${apiPrefix}${endpoint.path}${query}`;

export const pageDataPreloads: PageDataPreloads = {
  everyPage: [url(authEndpoints.session), url(settingsEndpoints.getPublic)],
  member: [
    url(messageEndpoints.unreadCount),
    url(connectionEndpoints.pendingCount),
    url(notificationEndpoints.unreadCount),
  ],
  memberRoutes: [
    { pattern: /^\/feed\/?$/, urls: [url(feedEndpoints.listPosts, `?limit=${feedLimits.pageSize}`)] },
  ],
};
