import { describe, expect, it } from 'vitest';
import { pageDataPreloads } from './page-data-preloads';
import { createPreloadLinks } from './web-assets';

const preloadLinks = createPreloadLinks({
  member: ['assets/runtime-a.js', 'assets/libs.js'],
  routes: [
    { pattern: '^/groups/create/?$', files: ['assets/routes-g.js', 'assets/CreateGroupPage-c.js'] },
    {
      pattern: '^/groups/[^/]+/?$',
      files: ['assets/routes-g.js', 'assets/GroupPage-p.js', 'assets/libs.js'],
    },
  ],
});

describe('the route preload links', () => {
  it("lists a route's chunks, the first pattern that matches winning", () => {
    expect(preloadLinks('/groups/create', undefined)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/routes-g.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/CreateGroupPage-c.js">',
    );
    expect(preloadLinks('/groups/1effaef8', undefined)).toContain('GroupPage-p.js');
  });

  it("adds the member shell's chunks, once each, when a session cookie comes with the request", () => {
    const links = preloadLinks('/groups/1effaef8', 'a=1; __Secure-sankofa.session_token=x.y');
    expect(links.match(/href="\/assets\/libs\.js"/g)).toHaveLength(1);
    expect(links).toContain('runtime-a.js');
    expect(preloadLinks('/groups/1effaef8', 'other=1')).not.toContain('runtime-a.js');
  });

  it('adds nothing to pages outside the route tables, and without a build', () => {
    expect(preloadLinks('/', 'sankofa.session_token=x')).toBe('');
    expect(createPreloadLinks(undefined)('/groups/1', undefined)).toBe('');
  });

  it("asks for the page's first API reads: every page's, a member's counts, the feed's first posts", () => {
    const links = createPreloadLinks(undefined, pageDataPreloads);
    const reads = (pathname: string, cookie?: string) =>
      [...links(pathname, cookie).matchAll(/rel="preload" as="fetch" crossorigin href="([^"]+)"/g)].map(
        ([, href]) => href,
      );
    expect(reads('/')).toEqual(['/api/v1/auth/session', '/api/v1/settings/public']);
    expect(reads('/feed', 'sankofa.session_token=x')).toEqual([
      '/api/v1/auth/session',
      '/api/v1/settings/public',
      '/api/v1/messages/unread-count',
      '/api/v1/connections/pending/count',
      '/api/v1/notifications/unread-count',
      '/api/v1/feed/posts?limit=10',
    ]);
    expect(reads('/feed')).not.toContain('/api/v1/feed/posts?limit=10');
  });

  it("asks for each measured page's first data, built from its address, and nothing for an address with filters", () => {
    const links = createPreloadLinks(undefined, pageDataPreloads);
    const pageReads = (pathname: string, cookie?: string, search = '') =>
      [...links(pathname, cookie, search).matchAll(/rel="preload" as="fetch" crossorigin href="([^"]+)"/g)]
        // The attribute as the browser reads it (`&amp;` is `&`).
        .map(([, href]) => (href ?? '').replaceAll('&amp;', '&'))
        .filter((href) => !/\/(auth\/session|settings\/public|unread-count|pending\/count)$/.test(href));
    const member = 'sankofa.session_token=x';
    const id = '13a0921b-0a3b-4204-92e4-ac5a9e5eccc7';
    expect(pageReads(`/profile/${id}`, member)).toEqual([
      `/api/v1/profiles/${id}`,
      `/api/v1/profiles/${id}/experiences`,
      `/api/v1/profiles/${id}/education`,
      `/api/v1/profiles/${id}/skills`,
      `/api/v1/profiles/${id}/portfolio`,
    ]);
    expect(pageReads('/network', member)).toEqual([
      '/api/v1/network/profiles',
      '/api/v1/professional-categories/sectors',
    ]);
    expect(pageReads('/messages', member)).toEqual(['/api/v1/conversations']);
    expect(pageReads(`/groups/${id}`, member)).toEqual([
      `/api/v1/groups/${id}`,
      `/api/v1/feed/posts?group=${id}&limit=10`,
    ]);
    // Public pages read the same for a visitor; member pages read nothing without a session.
    expect(pageReads('/blog/le-cloud-souverain')).toEqual(['/api/v1/blog/posts/by-slug/le-cloud-souverain']);
    expect(pageReads('/emplois')).toEqual(['/api/v1/job-offers']);
    expect(pageReads('/messages')).toEqual([]);
    // Addresses that are not the page: the editor, a group's creation, a malformed id.
    expect(pageReads('/blog/new', member)).toEqual([]);
    expect(pageReads('/groups/create', member)).toEqual([]);
    expect(pageReads('/profile/<x>', member)).toEqual([]);
    // Filters in the address change what the page reads.
    expect(pageReads('/network', member, 'q=awa')).toEqual([]);
    expect(pageReads('/feed', member, 'hashtag=tech')).toEqual([]);
  });

  it("asks for the area's texts in the reader's language with its chunks, and the header's for a member", () => {
    const links = createPreloadLinks({
      member: [],
      memberTexts: ['assets/i18n-x/fr/messages.json'],
      routes: [
        { pattern: '^/feed/?$', files: ['assets/routes-f.js'], texts: ['assets/i18n-x/fr/feed.json'] },
      ],
    });
    expect(links('/feed', undefined)).toContain('as="fetch" crossorigin href="/assets/i18n-x/fr/feed.json"');
    expect(links('/feed', undefined)).not.toContain('messages.json');
    expect(links('/feed', 'sankofa.session_token=x')).toContain('/assets/i18n-x/fr/messages.json');
    // A member reading English gets the English files, and no French ones it would not read.
    const english = links('/feed', 'sankofa_lang=en; sankofa.session_token=x');
    expect(english).toContain('href="/assets/i18n-x/en/feed.json"');
    expect(english).toContain('href="/assets/i18n-x/en/messages.json"');
    expect(english).not.toContain('/fr/');
    expect(links('/feed', 'sankofa_lang=xx')).toContain('/assets/i18n-x/fr/feed.json');
  });
});
