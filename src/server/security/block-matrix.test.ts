import { randomBytes, randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { experiences, profiles } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { uniqueIp } from '../test/factories';
import { blockSupport, type Member } from './block-support';

/**
 * The blocking rule replayed on Fastify's route table (issue 22, "Tests"): every GET route that lists
 * people or content is called by two members kept apart by a block, after each wrote what that route
 * lists, and neither may find the other's id or name in the answer. A GET route added later fails the
 * first test until it is given a fixture below (how to put a member's content on it) or a reason in
 * `notAList` (why it lists no one).
 */

// ---------------------------------------------------------------------------------------------
// The route table, as route-matrix.test.ts collects it

const collect = async (): Promise<{ t: TestApp; keys: string[] }> => {
  const collected: RouteOptions[] = [];
  const onInstance = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (options) => {
      collected.push(options);
    });
  };
  diagnostics.subscribe('fastify.initialization', onInstance);
  try {
    const t = await buildTestApp();
    const keys = collected.flatMap((options) =>
      [options.method].flat().flatMap((method) => (method === 'GET' ? [`GET ${options.url}`] : [])),
    );
    return { t, keys };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInstance);
  }
};

const { t, keys } = await collect();
afterAll(async () => {
  await t.close();
});

const {
  newMember,
  call,
  made,
  q,
  inDays,
  feedPost,
  publicGroup,
  event,
  article,
  project,
  joinedProject,
  mentor,
  reviewedMentor,
  connect,
  message,
} = blockSupport(t);

// ---------------------------------------------------------------------------------------------
// The tables a developer extends

/**
 * How to put `author`'s content (or `author` themselves) on a route `viewer` calls: the URL(s) to call
 * as `viewer`. Before the block the viewer must find the author there (so the fixture proves something);
 * after it, never.
 */
type Fixture = (author: Member, viewer: Member) => Promise<string[]>;

const listed: Record<string, Fixture> = {
  // Profiles and the network
  'GET /api/v1/profiles/:profileId': async (author) => [`/api/v1/profiles/${author.id}`],
  'GET /api/v1/profiles/by-username/:username': async (author) => [
    `/api/v1/profiles/by-username/${author.username}`,
  ],
  'GET /api/v1/profiles/:profileId/experiences': async (author) => {
    await t.database.db.insert(experiences).values({
      profileId: author.id,
      companyName: author.fullName,
      role: 'Pirate',
      startDate: '2019-03-01',
    });
    return [`/api/v1/profiles/${author.id}/experiences`];
  },
  'GET /api/v1/profiles/suggestions': async () => ['/api/v1/profiles/suggestions'],
  'GET /api/v1/network/profiles': async (author) => [`/api/v1/network/profiles?q=${q(author.fullName)}`],
  'GET /api/v1/network/suggestions': async () => ['/api/v1/network/suggestions'],
  'GET /api/v1/search': async (author) => [`/api/v1/search?q=${q(author.fullName)}&type=members`],
  'GET /api/v1/search/suggestions': async (author) => [`/api/v1/search/suggestions?q=${q(author.fullName)}`],
  'GET /api/v1/connections': async (author, viewer) => {
    await connect(author, viewer).catch(() => undefined);
    return ['/api/v1/connections'];
  },
  'GET /api/v1/connections/pending': async (author, viewer) => {
    // One request between the pair: the second direction's is refused, and its viewer has none to read.
    const sent = await call(author, 'POST', '/api/v1/connections', { recipientId: viewer.id });
    return sent.statusCode === 201 ? ['/api/v1/connections/pending'] : [];
  },
  // Messages
  'GET /api/v1/conversations': async (author, viewer) => {
    await message(author, viewer);
    return ['/api/v1/conversations'];
  },
  'GET /api/v1/conversations/:id': async (author, viewer) => {
    const id = await message(author, viewer);
    return [`/api/v1/conversations/${id}`, `/api/v1/conversations/${id}/messages`];
  },
  'GET /api/v1/conversations/:id/messages': async (author, viewer) => {
    const id = await message(author, viewer);
    return [`/api/v1/conversations/${id}/messages`];
  },
  'GET /api/v1/conversations/with/:profileId': async (author, viewer) => {
    await message(author, viewer);
    return [`/api/v1/conversations/with/${author.id}`];
  },
  'GET /api/v1/messages/recipients': async (author) => [
    `/api/v1/messages/recipients?q=${q(author.fullName)}`,
  ],
  // The feed, and a group's feed
  'GET /api/v1/feed/posts': async (author) => {
    const tag = `bloc${randomBytes(3).toString('hex')}`;
    await feedPost(author, `#${tag}`);
    const groupId = await publicGroup(author);
    await made(
      call(author, 'POST', '/api/v1/feed/posts', { content: 'Dans le groupe', mediaIds: [], groupId }),
    );
    return [
      `/api/v1/feed/posts?user=${author.id}`,
      '/api/v1/feed/posts',
      `/api/v1/feed/posts?hashtag=${tag}`,
      `/api/v1/feed/posts?group=${groupId}`,
    ];
  },
  'GET /api/v1/feed/posts/:id': async (author) => [`/api/v1/feed/posts/${await feedPost(author)}`],
  'GET /api/v1/feed/posts/:id/comments': async (author, viewer) => {
    const id = await feedPost(viewer);
    await made(call(author, 'POST', `/api/v1/feed/posts/${id}/comments`, { content: 'Un commentaire' }));
    return [`/api/v1/feed/posts/${id}/comments`];
  },
  'GET /api/v1/profiles/:profileId/similar': async (author) => {
    // A third member sharing a rare title word with the author: the author is the best candidate.
    const word = `Astronaute${randomBytes(3).toString('hex')}`;
    const third = await newMember();
    await t.database.db.update(profiles).set({ title: word }).where(eq(profiles.id, third.id));
    await t.database.db.update(profiles).set({ title: word }).where(eq(profiles.id, author.id));
    return [`/api/v1/profiles/${third.id}/similar`];
  },
  // Groups
  'GET /api/v1/groups/:groupId': async (author) => [`/api/v1/groups/${await publicGroup(author)}`],
  'GET /api/v1/groups/:groupId/members': async (author, viewer) => {
    const id = await publicGroup(viewer);
    await made(call(author, 'POST', `/api/v1/groups/${id}/join`));
    return [`/api/v1/groups/${id}/members`];
  },
  'GET /api/v1/groups/:groupId/member-candidates': async (author, viewer) => {
    const id = await publicGroup(viewer);
    return [`/api/v1/groups/${id}/member-candidates?q=${q(author.fullName)}`];
  },
  'GET /api/v1/groups/:groupId/join-requests': async (author, viewer) => {
    const id = await made(
      call(viewer, 'POST', '/api/v1/groups', {
        name: `Groupe ${randomUUID()}`,
        description: 'Un groupe privé',
        type: 'private',
      }),
    );
    await made(call(author, 'POST', `/api/v1/groups/${id}/join`));
    return [`/api/v1/groups/${id}/join-requests`];
  },
  // Events
  'GET /api/v1/events/:eventId': async (author) => [`/api/v1/events/${await event(author)}`],
  'GET /api/v1/events/:eventId/participants': async (author, viewer) => {
    const id = await event(viewer);
    await made(call(author, 'PUT', `/api/v1/events/${id}/registration`));
    return [`/api/v1/events/${id}/participants`, `/api/v1/events/${id}`];
  },
  'GET /api/v1/events/:eventId/comments': async (author, viewer) => {
    const id = await event(viewer);
    await made(call(author, 'POST', `/api/v1/events/${id}/comments`, { content: 'Un commentaire' }));
    return [`/api/v1/events/${id}/comments`];
  },
  // The blog
  'GET /api/v1/blog/posts': async (author) => {
    await article(author);
    return ['/api/v1/blog/posts', `/api/v1/blog/posts?author=${author.id}`];
  },
  'GET /api/v1/blog/authors': async (author) => {
    await article(author);
    return ['/api/v1/blog/authors'];
  },
  'GET /api/v1/blog/posts/by-slug/:slug': async (author) => [
    `/api/v1/blog/posts/by-slug/${(await article(author)).slug}`,
  ],
  'GET /api/v1/blog/posts/:postId/comments': async (author, viewer) => {
    const { id } = await article(viewer);
    const root = await made(call(viewer, 'POST', `/api/v1/blog/posts/${id}/comments`, { content: 'Racine' }));
    await made(call(author, 'POST', `/api/v1/blog/posts/${id}/comments`, { content: 'Un commentaire' }));
    await made(
      call(author, 'POST', `/api/v1/blog/posts/${id}/comments`, { content: 'Une réponse', parentId: root }),
    );
    return [`/api/v1/blog/posts/${id}/comments`];
  },
  // Projects
  'GET /api/v1/projects': async (author) => {
    await project(author);
    return ['/api/v1/projects'];
  },
  'GET /api/v1/projects/:projectId': async (author) => [`/api/v1/projects/${await project(author)}`],
  'GET /api/v1/projects/:projectId/participants': async (author, viewer) => {
    const id = await joinedProject(viewer, author);
    return [`/api/v1/projects/${id}/participants`, `/api/v1/projects/${id}`];
  },
  'GET /api/v1/projects/:projectId/join-requests': async (author, viewer) => {
    const id = await project(viewer);
    await made(call(author, 'POST', `/api/v1/projects/${id}/participation`, { message: null }));
    return [`/api/v1/projects/${id}/join-requests`];
  },
  'GET /api/v1/projects/:projectId/comments': async (author, viewer) => {
    const id = await project(viewer);
    await made(call(author, 'POST', `/api/v1/projects/${id}/comments`, { content: 'Un commentaire' }));
    return [`/api/v1/projects/${id}/comments`];
  },
  'GET /api/v1/projects/:projectId/updates': async (author, viewer) => {
    const id = await joinedProject(viewer, author);
    await made(call(author, 'POST', `/api/v1/projects/${id}/updates`, { content: 'Une nouvelle' }));
    return [`/api/v1/projects/${id}/updates`];
  },
  // Mentors
  'GET /api/v1/mentors': async (author) => {
    await mentor(author);
    return [`/api/v1/mentors?q=${q(author.fullName)}`];
  },
  'GET /api/v1/mentors/:mentorId': async (author, viewer) => {
    // The mentor's own page, and a mentor's reviews (one by the author).
    const own = await mentor(author);
    const third = await newMember();
    const reviewed = await reviewedMentor(third, author);
    void viewer;
    return [`/api/v1/mentors/${own}`, `/api/v1/mentors/${reviewed}`];
  },
  'GET /api/v1/mentorship-requests': async (author, viewer) => {
    const mentorId = await mentor(viewer);
    await made(call(author, 'POST', `/api/v1/mentors/${mentorId}/requests`, { message: 'Bonjour' }));
    return ['/api/v1/mentorship-requests?as=mentor', '/api/v1/mentorship-requests?as=mentor&status=pending'];
  },
  // Job offers: the list's cards name no member; an offer's page shows its owner.
  'GET /api/v1/job-offers/:id': async (author) => {
    const id = await made(
      call(author, 'POST', '/api/v1/job-offers', {
        title: 'Comptable',
        company: 'Baobab SA',
        location: 'Dakar, Sénégal',
        type: 'CDI',
        description: 'Une offre',
        contact: 'rh@example.com',
        expiresAt: inDays(10).toISOString().slice(0, 10),
      }),
    );
    return [`/api/v1/job-offers/${id}`];
  },
};

/**
 * GET routes that list no other member or their content, each with why. Everything else must have a
 * fixture in `listed`.
 */
const notAList: Record<string, string> = {
  'GET /api/v1/auth/two-factor': "the member's own second factors",
  'GET /api/v1/mail/unsubscribe': 'what a signed unsubscribe link turns off: one topic of one address',
  'GET /api/v1/mail/bounce': "whether the member's own address bounced",
  'GET /api/docs/': 'the API documentation',
  'GET /api/docs/static/index.html': 'the API documentation',
  'GET /api/docs/static/swagger-initializer.js': 'the API documentation',
  'GET /api/docs/json': 'the API documentation',
  'GET /api/docs/yaml': 'the API documentation',
  'GET /api/docs/static/*': 'the API documentation',
  'GET /storage/*': 'stored files by their key, no list',
  'GET /api/metrics': 'operations counters, no member',
  'GET /api/health': 'operations, no member',
  'GET /robots.txt': 'what crawlers may read, the same for everyone',
  'GET /sitemap.xml': 'public pages for crawlers, the same for everyone (no member-specific list)',
  'GET /api/ready': 'operations: whether the database and the bucket answer, no member',
  'GET /api/v1/realtime': 'the socket upgrade; what it pushes comes from the reads checked here',
  'GET /api/v1/settings/public': 'site settings',
  'GET /api/v1/pages/:slug': 'static pages written by staff',
  'GET /api/v1/social-links': 'site settings',
  'GET /api/v1/faq': 'site content written by staff',
  'GET /api/v1/profiles/featured':
    "the home page's showcase chosen by staff, one cached list for every visitor (left as is: see SECURITY.md)",
  'GET /api/v1/professional-statuses': 'reference data',
  'GET /api/v1/professional-categories': 'reference data',
  'GET /api/v1/profiles/me': "the actor's own profile",
  'GET /api/v1/profiles/me/experiences': "the actor's own profile",
  'GET /api/v1/profiles/me/education': "the actor's own profile",
  'GET /api/v1/profiles/me/skills': "the actor's own profile",
  'GET /api/v1/profiles/me/portfolio': "the actor's own profile",
  'GET /api/v1/profiles/:profileId/education':
    'a section of a profile, behind the same rule as experiences (checked in `listed`)',
  'GET /api/v1/profiles/:profileId/skills':
    'a section of a profile, behind the same rule as experiences (checked in `listed`)',
  'GET /api/v1/profiles/:profileId/portfolio':
    'a section of a profile, behind the same rule as experiences (checked in `listed`)',
  'GET /api/v1/auth/session': "the actor's own session",
  'GET /api/v1/auth/security': "the actor's own sign-in methods",
  'GET /api/auth/verify-email': 'a mailed link',
  'GET /api/auth/magic-link/verify': 'a mailed link',
  'GET /api/v1/locations': 'reference data (places)',
  'GET /api/v1/ai/status': 'a feature flag',
  'GET /api/v1/notifications':
    "the actor's own history: notifications written before a block stay; the other can no longer cause new ones",
  'GET /api/v1/notifications/unread-count': 'a number',
  'GET /api/v1/notification-preferences': "the actor's own settings",
  'GET /api/v1/push/key': 'the server’s public VAPID key, the same for everyone',
  'GET /api/v1/connections/pending/count': 'a number',
  'GET /api/v1/connections/status/:profileId':
    'the relation with one member by id; a block answers `none` (tested in privacy.routes.test.ts)',
  'GET /api/v1/feed/media/:id/file': 'a file, no member named',
  'GET /api/v1/feed/hashtags': 'hashtags and counts, no member',
  'GET /api/v1/feed/hashtags/trending': 'hashtags and counts, no member',
  'GET /api/v1/feed/hashtags/suggestions': 'hashtags and counts, no member',
  'GET /api/v1/feed/hashtags/:tag':
    "a hashtag's header (name and count); its posts are the feed filtered by it, checked with the feed",
  'GET /api/v1/feed/summary': "the actor's own counters",
  'GET /api/v1/groups': "group cards: a group's name and counts, no member",
  'GET /api/v1/groups/:groupId/images/:kind': 'an image file',
  'GET /api/v1/messages/unread-count': 'a number',
  'GET /api/v1/blog-categories': 'reference data',
  'GET /blog/rss.xml': 'the public RSS file, the same for everyone (no viewer: a feed reader has no session)',
  'GET /api/v1/privacy/settings': "the actor's own settings",
  'GET /api/v1/search/recent': "the actor's own recent searches",
  'GET /api/v1/privacy/blocks': 'the list of the members the actor blocked: it names them by design',
  'GET /api/v1/companies': 'the company directory: companies, no member',
  'GET /api/v1/companies/names': 'company names',
  'GET /api/v1/companies/all': 'staff list of companies',
  'GET /api/v1/companies/map': 'company places',
  'GET /api/v1/companies/:id': 'a company, no member',
  'GET /api/v1/job-offers': "job offer cards: a company's name and place, no member",
  'GET /api/v1/job-offers/mine': "the actor's own offers",
  'GET /api/v1/job-offers/alerts': "the actor's own saved searches",
  'GET /api/v1/content-categories': 'reference data',
  'GET /api/v1/mentors/filters': 'domains and countries, no member',
  'GET /api/v1/mentors/me': "the actor's own mentor record",
  'GET /api/v1/events':
    "event cards: title, dates, place, counts; no member (the organiser's page is checked)",
  'GET /api/v1/events/upcoming': 'the next three events: title and date, no member',
  'GET /api/v1/events/:eventId/ics':
    "a calendar file: the event's own organiser text fields, never a member's profile",
  'GET /api/v1/tenders': 'tenders name a company, never the member who posted them (read in tender.service)',
  'GET /api/v1/tenders/latest': 'tenders name a company, never the member who posted them',
  'GET /api/v1/tenders/:tenderId': 'tenders name a company, never the member who posted them',
  'GET /api/v1/tender-files/:fileId/link': 'a file link',
  'GET /api/v1/tender-files/:fileId/download': 'a file',
  'GET /api/v1/testimonials':
    "the home page's testimonials approved by staff, one cached list for every visitor (left as is: see SECURITY.md)",
  'GET /api/v1/home-stats': 'numbers',
  'GET /api/v1/pricing': 'site content',
  'GET /api/v1/payments/plan': 'the caller’s own plan',
  'GET /api/v1/account/settings': "the actor's own settings",
  'GET /api/v1/account/sessions': "the actor's own sessions",
  'GET /api/v1/account/exports': "the actor's own exports",
  'GET /api/v1/account/exports/:exportId/download':
    "the actor's own archive (the data rights of issue 22 §4)",
  'GET /api/v1/admin-setup': 'the first-run check',
};

/**
 * Staff screens see every member whatever the blocks between members: moderation (reports, users,
 * testimonials) needs the whole picture, and a block is between two members, not between a member and
 * the platform.
 */
const isStaffScreen = (key: string) => key.startsWith('GET /api/v1/admin/');

// ---------------------------------------------------------------------------------------------
// The suite

const apiKeys = keys.filter((key) => !isStaffScreen(key));
const shows = (res: LightMyRequestResponse, member: Member) =>
  res.body.includes(member.id) || res.body.includes(member.fullName);

describe('blocking on every read that lists people or content (issue 22)', () => {
  it('gives every GET route a fixture or a reason it lists no one', () => {
    // Guards against an empty table, which would generate no test at all.
    expect(apiKeys.length).toBeGreaterThan(80);
    const uncovered = apiKeys.filter((key) => !(key in listed) && !(key in notAList));
    expect(
      uncovered,
      'add each to `listed` (how to put a member’s content on it) or to `notAList` (why it lists no one)',
    ).toEqual([]);
  });

  it('names no route that no longer exists', () => {
    const known = new Set(keys);
    expect([...Object.keys(listed), ...Object.keys(notAList)].filter((key) => !known.has(key))).toEqual([]);
  });

  it.each(Object.keys(listed).filter((key) => keys.includes(key)))('%s', async (key) => {
    const fixture = listed[key];
    if (!fixture) throw new Error(`${key}: no fixture`);
    const [a, b] = [await newMember(), await newMember()];
    // Each writes what the route lists, for the other to read: both directions of the block.
    const seen = [
      { viewer: a, author: b, urls: await fixture(b, a) },
      { viewer: b, author: a, urls: await fixture(a, b) },
    ];
    for (const { viewer, author, urls } of seen) {
      for (const url of urls) {
        const before = await call(viewer, 'GET', url);
        expect(
          shows(before, author),
          `${url} before the block should show the author (the fixture proves nothing otherwise): ${before.statusCode} ${before.body.slice(0, 300)}`,
        ).toBe(true);
      }
    }
    const blocked = await call(a, 'POST', '/api/v1/privacy/blocks', { profileId: b.id });
    expect(blocked.statusCode, blocked.body).toBe(201);
    for (const { viewer, author, urls } of seen) {
      for (const url of urls) {
        const after = await call(viewer, 'GET', url);
        expect(after.statusCode, `${url}: ${after.body.slice(0, 300)}`).toBeLessThan(500);
        expect(
          shows(after, author),
          `${url} shows the member ${viewer === a ? 'the viewer blocked' : 'who blocked the viewer'}: ${after.body.slice(0, 400)}`,
        ).toBe(false);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The person presenter (issue 32 §4), replayed on the same reads

/** Reads that are a directory: a member who left it ("Ne pas apparaître dans l'annuaire") is not there. */
const directories = new Set([
  'GET /api/v1/network/profiles',
  'GET /api/v1/network/suggestions',
  'GET /api/v1/search',
  'GET /api/v1/search/suggestions',
  'GET /api/v1/profiles/suggestions',
  'GET /api/v1/profiles/:profileId/similar',
]);

/** Reads whose fixture connects the two: a connection may see a city shown to connections. */
const connectsThem = new Set(['GET /api/v1/connections']);

const hideEverything = {
  emailVisibility: 'connections',
  locationVisibility: 'connections',
  hiddenFromDirectory: true,
  noindex: false,
};

describe('a hidden city and a directory opt-out on every read that shows a member (issue 32 §4)', () => {
  it.each(Object.keys(listed).filter((key) => keys.includes(key) && !connectsThem.has(key)))(
    '%s',
    async (key) => {
      const fixture = listed[key];
      if (!fixture) throw new Error(`${key}: no fixture`);
      const [author, viewer] = [await newMember(), await newMember()];
      // Both in Mali (the suggestions' country tier finds the author), each in a city of their own.
      const city = `Tombouctou${randomBytes(4).toString('hex')}`;
      const gao = `Gao${randomBytes(4).toString('hex')}`;
      const placeIn = (id: string, ville: string) =>
        t.database.db
          .update(profiles)
          .set({
            location: { ville, pays: 'Mali', country_code: 'ML', adresse_complete: `${ville}, Mali` },
            countryCode: 'ML',
          })
          .where(eq(profiles.id, id));
      await placeIn(author.id, city);
      await placeIn(viewer.id, gao);
      const urls = await fixture(author, viewer);
      // The member whose similar profiles are read lives in Mali too, so the author ranks first.
      for (const url of urls) {
        const similarOf = /\/profiles\/([0-9a-f-]{36})\/similar$/.exec(url)?.[1];
        if (similarOf) await placeIn(similarOf, gao);
      }
      for (const url of urls) {
        const before = await call(viewer, 'GET', url);
        expect(
          shows(before, author),
          `${url} should show the author first: ${before.body.slice(0, 300)}`,
        ).toBe(true);
      }
      const saved = await call(author, 'PUT', '/api/v1/privacy/settings', hideEverything);
      expect(saved.statusCode, saved.body).toBe(200);
      for (const url of urls) {
        const stranger = await call(viewer, 'GET', url);
        const visitor = await t.app.inject({ method: 'GET', url, remoteAddress: uniqueIp() });
        for (const [who, res] of [
          ['a stranger', stranger],
          ['a visitor', visitor],
        ] as const) {
          expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          expect(res.body.includes(city), `${url} shows the hidden city to ${who}`).toBe(false);
          expect(res.body.includes(author.email), `${url} shows the hidden e-mail to ${who}`).toBe(false);
          if (directories.has(key)) {
            expect(shows(res, author), `${url} lists a member who left the directory to ${who}`).toBe(false);
          }
        }
      }
    },
  );
});
