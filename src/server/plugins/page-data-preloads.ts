import { authEndpoints } from '../../common/contracts/auth';
import { blogEndpoints } from '../../common/contracts/blog';
import { professionalCategoryEndpoints } from '../../common/contracts/categories';
import { connectionEndpoints } from '../../common/contracts/connections';
import { feedEndpoints, feedLimits } from '../../common/contracts/feed';
import { groupEndpoints } from '../../common/contracts/groups';
import { jobOfferEndpoints } from '../../common/contracts/job-offers';
import { messageEndpoints } from '../../common/contracts/messages';
import { networkEndpoints } from '../../common/contracts/network';
import { notificationEndpoints } from '../../common/contracts/notifications';
import { profileEndpoints } from '../../common/contracts/profiles';
import { settingsEndpoints } from '../../common/contracts/settings';
import { apiPrefix, pathOf } from '../../common/endpoint';

/**
 * API reads a page makes before it can show anything, asked for by the HTML (`<link rel=preload
 * as=fetch>`) so they arrive with the entry instead of after its chunks (issue 34). Each URL must be
 * exactly what the web app asks for (lib/api.ts: the path from the params, then the query in its
 * order), or the browser reads it twice.
 */
export interface PageDataPreloads {
  /** Every page: the session and the site settings (web/main.tsx asks for both at boot). */
  everyPage: string[];
  /** A member's header: the counts on its buttons (app/shell/MemberActions.tsx). */
  member: string[];
  /**
   * A page's first data, by its address (the named groups of `pattern` are the path's params). Only
   * for an address without a query: filters in it change what the page reads. `anyone`: a visitor's
   * page reads the same; otherwise only with a session cookie.
   */
  pages: { pattern: RegExp; anyone?: boolean; urls: (params: Record<string, string>) => string[] }[];
}

const url = (endpoint: { path: string }, params?: Record<string, string>, query = '') =>
  `${apiPrefix}${pathOf(endpoint.path, params)}${query}`;

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const pageDataPreloads: PageDataPreloads = {
  everyPage: [url(authEndpoints.session), url(settingsEndpoints.getPublic)],
  member: [
    url(messageEndpoints.unreadCount),
    url(connectionEndpoints.pendingCount),
    url(notificationEndpoints.unreadCount),
  ],
  pages: [
    {
      pattern: /^\/feed\/?$/,
      urls: () => [url(feedEndpoints.listPosts, {}, `?limit=${feedLimits.pageSize}`)],
    },
    {
      pattern: new RegExp(`^/profile/(?<profileId>${uuid})/?$`),
      // The profile and its sections' lists: read by the sections as they mount, after the profile had
      // arrived and rendered, they were the page's last reads before its largest paint (issue 34).
      urls: (params) => [
        url(profileEndpoints.get, params),
        url(profileEndpoints.listExperiences, params),
        url(profileEndpoints.listEducation, params),
        url(profileEndpoints.listSkills, params),
        url(profileEndpoints.listPortfolio, params),
      ],
    },
    {
      pattern: /^\/network\/?$/,
      urls: () => [url(networkEndpoints.search), url(professionalCategoryEndpoints.sectors)],
    },
    { pattern: /^\/messages\/?$/, urls: () => [url(messageEndpoints.listConversations)] },
    {
      pattern: new RegExp(`^/groups/(?<groupId>${uuid})/?$`),
      urls: ({ groupId = '' }) => [
        url(groupEndpoints.get, { groupId }),
        url(feedEndpoints.listPosts, {}, `?group=${groupId}&limit=${feedLimits.pageSize}`),
      ],
    },
    {
      // An article (not the editor's `/blog/new`): public, so a visitor's page reads it too.
      pattern: /^\/blog\/(?!new\/?$)(?<slug>[a-z0-9][a-z0-9-]{0,199})\/?$/,
      anyone: true,
      urls: (params) => [url(blogEndpoints.get, params)],
    },
    { pattern: /^\/emplois\/?$/, anyone: true, urls: () => [url(jobOfferEndpoints.list)] },
  ],
};
