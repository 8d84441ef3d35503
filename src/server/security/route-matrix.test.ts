import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appelsOffres,
  appelsOffresFichiers,
  blogComments,
  blogPosts,
  companies,
  connections,
  dataExports,
  education,
  eventComments,
  events,
  experiences,
  groupJoinRequests,
  groupMembers,
  groups,
  jobOffers,
  jobSearchAlerts,
  mentorshipRequests,
  messages,
  microblogComments,
  microblogMedia,
  microblogPosts,
  notifications,
  passkeys,
  portfolioItems,
  profiles,
  projectComments,
  projectMembers,
  projects,
  projectUpdates,
  sessions,
  skills,
} from '../db/schema';
import { image } from '../features/feed/feed-test-support';
import { insertGroup } from '../features/groups/group-test-support';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { type CreatedUser, createUser, uniqueIp } from '../test/factories';
import { insertMember } from '../test/network-factories';

/**
 * The security suite (issue 11): four rules replayed on Fastify's own route table, so a route added
 * later is covered without a new test. When a new route makes it fail, the message says which table
 * below to extend (and why that route is an exception, if it is one).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface TableRoute {
  method: Method;
  url: string;
  /** `METHOD /path`, the name of each generated test. */
  key: string;
  params: string[];
  body: unknown;
  paramsSchema: unknown;
}

interface Parseable {
  safeParse(value: unknown): { success: boolean; error?: unknown };
}
const isParseable = (schema: unknown): schema is Parseable =>
  typeof schema === 'object' &&
  schema !== null &&
  typeof (schema as { safeParse?: unknown }).safeParse === 'function';

const methods = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const toRoutes = (options: RouteOptions): TableRoute[] =>
  [options.method].flat().flatMap((method) =>
    // HEAD routes are Fastify's automatic twins of the GETs.
    methods.has(method)
      ? [
          {
            method: method as Method,
            url: options.url,
            key: `${method} ${options.url}`,
            params: [...options.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? ''),
            body: options.schema?.body,
            paramsSchema: options.schema?.params,
          },
        ]
      : [],
  );

/**
 * The app on a fresh database, and every route registered while it was built. buildApp takes no hook,
 * so the collector joins through the `fastify.initialization` channel Fastify publishes as soon as the
 * instance exists, before any plugin registers a route.
 */
const buildAndCollect = async (): Promise<{ t: TestApp; routes: TableRoute[] }> => {
  const collected: RouteOptions[] = [];
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options) => {
      collected.push(options);
    });
  };
  diagnostics.subscribe('fastify.initialization', onInstance);
  try {
    const t = await buildTestApp();
    return { t, routes: collected.flatMap(toRoutes) };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInstance);
  }
};

const { t, routes } = await buildAndCollect();
afterAll(async () => {
  await t.close();
});

const isWrite = (route: TableRoute) => route.method !== 'GET';
const isIdParam = (name: string) => /id$/i.test(name);
const routeKeys = new Set(routes.map((route) => route.key));
const pathsInTable = new Set(routes.map((route) => route.url));

// ---------------------------------------------------------------------------------------------
// The tables a developer extends

/** Values that pass each non-id param's schema, so a check never measures a 400 on the path. */
const plausibleParams: Record<string, string> = {
  slot: 'siteLogo',
  section: 'unknown-section',
  slug: 'a-propos',
  tag: 'afrique',
  username: 'membre',
  kind: 'logo',
  categoryKind: 'content',
};

const mentorBody = {
  bio: 'Piraterie',
  domains: ['Finance'],
  languages: ['Français'],
  available: true,
  slots: null,
  tariff: null,
  capacity: 2,
};

const jobOfferBody = {
  title: 'Piraterie',
  company: 'Pirates SA',
  location: 'Dakar, Sénégal',
  type: 'CDI',
  description: 'Piraterie',
  contact: 'pirate@example.com',
  expiresAt: new Date(Date.now() + 86_400_000 * 10).toISOString().slice(0, 10),
};

const projectBody = {
  title: 'Piraterie',
  description: 'Un projet',
  tags: 'pirate',
  startDate: null,
  endDate: null,
  location: null,
  status: 'published',
};

const eventBody = {
  title: 'Piraterie',
  startDate: new Date(Date.now() + 86_400_000 * 10).toISOString(),
  endDate: new Date(Date.now() + 86_400_000 * 10 + 3_600_000).toISOString(),
  type: 'en_ligne',
  onlineUrl: 'https://pirates.example.com',
  capacity: 5,
};

const blogPostBody = { title: 'Piraterie', content: '<p>Piraterie</p>' };
const tenderBody = {
  titre: 'Piraterie',
  dateLimiteCandidature: new Date(Date.now() + 86_400_000 * 10).toISOString(),
};

const companyBody = {
  nom: 'Pirates SA',
  place: { ville: 'Dakar', pays: 'Sénégal', country_code: 'SN' },
};

/**
 * A body each route's schema accepts, for routes that require one. Routes resolve the actor in their
 * handler, after Fastify has validated the body, so without it a visitor or an intruder would get a 400
 * and the check measured here would never run.
 */
const validBodies: Record<string, unknown> = {
  'POST /api/v1/auth/password/change': {
    currentPassword: 'motdepasse-solide',
    newPassword: 'autre-mot-de-passe',
  },
  'POST /api/v1/auth/password/set': { newPassword: 'autre-mot-de-passe' },
  'PATCH /api/v1/profiles/me': {
    fullName: 'Awa Diallo',
    title: 'Ingénieure',
    location: { ville: 'Dakar', pays: 'Sénégal' },
  },
  'PATCH /api/v1/profiles/me/sections/personal': { fullName: 'Awa Diallo' },
  'PATCH /api/v1/profiles/me/sections/professional': {
    title: 'Ingénieure',
    location: { ville: 'Dakar', pays: 'Sénégal' },
  },
  'PATCH /api/v1/profiles/me/sections/bio': { bio: 'Bonjour.' },
  'PATCH /api/v1/profiles/me/sections/categories': { categoryIds: [randomUUID()] },
  'PUT /api/v1/profiles/me/categories': { categoryIds: [] },
  'POST /api/v1/profiles/me/experiences': { companyName: 'Orange', role: 'Pirate', startDate: '2019-03' },
  'PATCH /api/v1/profiles/me/experiences/:itemId': {
    companyName: 'Orange',
    role: 'Pirate',
    startDate: '2019-03',
  },
  'POST /api/v1/profiles/me/education': {
    institution: 'UCAD',
    degree: 'Master',
    fieldOfStudy: 'Piraterie',
    startDate: '2012-10',
  },
  'PATCH /api/v1/profiles/me/education/:itemId': {
    institution: 'UCAD',
    degree: 'Master',
    fieldOfStudy: 'Piraterie',
    startDate: '2012-10',
  },
  'POST /api/v1/profiles/me/skills': { name: 'Piraterie', category: 'Technical' },
  'PATCH /api/v1/profiles/me/skills/:itemId': { name: 'Piraterie', category: 'Technical' },
  'POST /api/v1/profiles/me/portfolio': { title: 'Piraterie', type: 'Other' },
  'PATCH /api/v1/profiles/me/portfolio/:itemId': { title: 'Piraterie', type: 'Other' },
  'POST /api/v1/profiles/:profileId/contact': { message: 'Bonjour' },
  'POST /api/v1/ai/improve': { text: 'Bonjour' },
  'POST /api/v1/invitations': { email: 'invite@example.com' },
  'PUT /api/v1/notification-preferences': {
    items: [{ type: 'message_received', inApp: false, email: false }],
  },
  'POST /api/v1/connections': { recipientId: randomUUID() },
  'POST /api/v1/feed/posts': { content: 'Piraterie', mediaIds: [] },
  'PATCH /api/v1/feed/posts/:id': { content: 'Piraterie', mediaIds: [] },
  'POST /api/v1/feed/posts/:id/comments': { content: 'Piraterie' },
  'POST /api/v1/feed/improve': { text: 'Bonjour' },
  'POST /api/v1/messages': { recipientId: randomUUID(), content: 'Bonjour', clientId: randomUUID() },
  'POST /api/v1/blog/posts': blogPostBody,
  'PATCH /api/v1/blog/posts/:postId': blogPostBody,
  'POST /api/v1/blog/posts/bulk': { ids: [randomUUID()], action: 'publish' },
  'POST /api/v1/blog/posts/:postId/comments': { content: 'Piraterie' },
  'PATCH /api/v1/blog/comments/:commentId': { content: 'Piraterie' },
  'POST /api/v1/blog/comments/:commentId/reports': { reason: 'Piraterie' },
  'POST /api/v1/job-offers': jobOfferBody,
  'PATCH /api/v1/job-offers/:id': jobOfferBody,
  'POST /api/v1/job-offers/alerts': { q: 'pirate' },
  'POST /api/v1/job-offers/alerts/unsubscribe': { token: 'x.y' },
  'POST /api/v1/rules/unsubscribe': { token: 'x.y' },
  'POST /api/v1/prospection/unsubscribe': { token: 'x.y' },
  'POST /api/v1/events': eventBody,
  'PATCH /api/v1/events/:eventId': eventBody,
  'POST /api/v1/events/:eventId/comments': { content: 'Piraterie' },
  'POST /api/v1/tenders': tenderBody,
  'PATCH /api/v1/tenders/:tenderId': tenderBody,
  'POST /api/v1/companies': companyBody,
  'PATCH /api/v1/companies/:id': companyBody,
  'PATCH /api/v1/companies/:id/active': { active: false },
  'POST /api/v1/groups': { name: 'Piraterie', description: 'Un groupe' },
  'PATCH /api/v1/groups/:groupId': { name: 'Piraterie', description: 'Un groupe', type: 'public' },
  'PATCH /api/v1/groups/:groupId/members/:memberId': { role: 'admin' },
  'POST /api/v1/groups/:groupId/members': { userId: randomUUID() },
  'POST /api/v1/groups/:groupId/transfer': { memberId: randomUUID() },
  'PUT /api/v1/groups/:groupId/post-notifications': { enabled: true },
  'PUT /api/v1/mentors/me': mentorBody,
  'POST /api/v1/projects': projectBody,
  'PATCH /api/v1/projects/:projectId': projectBody,
  'POST /api/v1/projects/:projectId/updates': { content: 'Piraterie' },
  'POST /api/v1/projects/:projectId/comments': { content: 'Piraterie' },
  'POST /api/v1/projects/:projectId/participation': { message: null },
  'POST /api/v1/mentors/:mentorId/requests': { message: 'Bonjour' },
  'POST /api/v1/mentorship-requests/:requestId/review': { rating: 5, text: 'Piraterie' },
  'PATCH /api/v1/auth/passkeys/:id': { name: 'Piraterie' },
};

/** Writes a visitor may make, by design. Every other write answers a visitor 401. */
const publicWrites: Record<string, string> = {
  'POST /api/v1/auth/email-check': 'the sign-up form checks an address before there is an account',
  'POST /api/v1/auth/sign-up': 'creates the account',
  'POST /api/v1/auth/sign-in': 'opens the session',
  'POST /api/v1/auth/magic-link': 'mails a sign-in link to someone without a session',
  'POST /api/v1/auth/verification-email': 'resends the confirmation mail before the first sign-in',
  'POST /api/v1/auth/sign-out': 'clears a session cookie, also an expired one; a no-op for a visitor',
  'POST /api/v1/job-offers/alerts/unsubscribe':
    "a saved search's mail link: its HMAC-signed token is the proof (one click, no sign-in)",
  'POST /api/v1/newsletter/subscriptions':
    'the newsletter signup of visitors (002 §2); rate-limited, double opt-in',
  'POST /api/v1/contact': 'the contact form of visitors and members (002 §2); rate-limited',
  'POST /api/v1/newsletter/confirmations': 'the signed link of the confirmation mail',
  'POST /api/v1/newsletter/unsubscriptions': 'the signed one-click unsubscribe link',
  'POST /api/v1/rules/unsubscribe':
    "a business rule reminder's link: its HMAC-signed token is the proof (one click, no sign-in)",
  'POST /api/v1/prospection/unsubscribe':
    "a prospection mail's link: the prospect has no account; its HMAC-signed token is the proof",
  'POST /api/v1/payments/stripe/webhook': 'Stripe’s calls, each checked by its Stripe-Signature',
  'POST /api/v1/auth/password/forgot':
    '"Mot de passe oublié ?": the same answer whether the address exists; limited per IP and address',
  'POST /api/v1/auth/password/reset': "the recovery mail's single-use link is the proof",
  'POST /api/v1/auth/second-factor':
    "a sign-in's second step: its signed cookie from the first step is the proof",
  'POST /api/v1/auth/passkey/options': 'the challenge of a passkey sign-in, before there is a session',
  'POST /api/v1/auth/passkey/sign-in': 'a passkey sign-in: the signed challenge is the proof',
  'POST /api/v1/mail/unsubscribe':
    "a mail's one-click unsubscribe (RFC 8058): its HMAC-signed token is the proof, no sign-in",
  'POST /api/v1/stats/views':
    'the page-view beacon of every visitor (decision 8): counts only, no personal data; rate-limited',
};

/**
 * Routes with an id param where another member's id is legitimately accepted: public reads, and
 * actions whose id names the target rather than something owned.
 */
const foreignIdAllowed: Record<string, string> = {
  'GET /api/v1/profiles/:profileId': 'profiles are public (000 §2.1)',
  'GET /api/v1/profiles/:profileId/similar': 'derived from a public profile',
  'GET /api/v1/profiles/:profileId/experiences': 'a public profile section',
  'GET /api/v1/profiles/:profileId/education': 'a public profile section',
  'GET /api/v1/profiles/:profileId/skills': 'a public profile section',
  'GET /api/v1/profiles/:profileId/portfolio': 'a public profile section',
  'POST /api/v1/profiles/:profileId/contact': 'the id names the member contacted; rate-limited',
  'GET /api/v1/connections/status/:profileId': "the actor's own relation with that member",
  'GET /api/v1/conversations/with/:profileId': "the actor's own conversation with that member, if any",
  'DELETE /api/v1/privacy/blocks/:profileId':
    "the id names the member unblocked; only the actor's own block goes",
  'GET /api/v1/feed/posts/:id': 'feed posts are public (002 §2)',
  'GET /api/v1/feed/posts/:id/comments': 'comments of a public post',
  'POST /api/v1/feed/posts/:id/comments': 'commenting on a visible post; the comment is the actor’s',
  'PUT /api/v1/feed/posts/:id/like': 'the like is the actor’s own row',
  'DELETE /api/v1/feed/posts/:id/like': 'removes the actor’s own like only',
  'POST /api/v1/feed/posts/:id/like/toggle': 'the like is the actor’s own row',
  'POST /api/v1/feed/posts/:id/share': 'the share is the actor’s own row',
  'GET /api/v1/job-offers/:id': 'job offers are public (002 §6, plan 002 §0.3)',
  'GET /api/v1/events/:eventId': 'events are public (000 §2.1, plan 002 §0.3)',
  'GET /api/v1/events/:eventId/ics': 'the calendar file of a public event',
  'GET /api/v1/events/:eventId/participants': 'the participants of a public event (002 §2)',
  'GET /api/v1/events/:eventId/comments': 'the comments of a public event (002 §2)',
  'POST /api/v1/events/:eventId/comments': 'commenting on a visible event; the comment is the actor’s',
  'PUT /api/v1/events/:eventId/registration': 'the registration is the actor’s own row',
  'DELETE /api/v1/events/:eventId/registration': 'removes the actor’s own registration only',
  'GET /api/v1/blog/posts/:postId/comments': 'comments of a published article are public (001 §6)',
  'POST /api/v1/blog/posts/:postId/comments': 'commenting on a readable article; the comment is the actor’s',
  'PUT /api/v1/blog/posts/:postId/like': 'the like is the actor’s own row',
  'DELETE /api/v1/blog/posts/:postId/like': 'removes the actor’s own like only',
  'PUT /api/v1/blog/posts/:postId/favorite': 'the favourite is the actor’s own row',
  'DELETE /api/v1/blog/posts/:postId/favorite': 'removes the actor’s own favourite only',
  'PUT /api/v1/blog/comments/:commentId/like': 'the like is the actor’s own row',
  'DELETE /api/v1/blog/comments/:commentId/like': 'removes the actor’s own like only',
  'POST /api/v1/blog/comments/:commentId/reports':
    'reporting names another member’s comment by design; the report is the actor’s, once (001 §2.19)',
  'POST /api/v1/admin/reports/:reportId/resolve':
    'moderation.review covers every report; removing asks the ability that removes the content directly',
  'GET /api/v1/companies/:id': 'the directory is public, under its viewing limits (plan 002 §0.3)',
  'GET /api/v1/mentors/:mentorId': 'mentors are public (002 §2, plan 002 §0.3)',
  'POST /api/v1/mentors/:mentorId/requests': 'the id names the mentor asked; the request is the actor’s',
  'GET /api/v1/projects/:projectId': 'published projects are public (002 §6, plan 002 §0.3)',
  'GET /api/v1/projects/:projectId/updates': 'the news of a visible project',
  'GET /api/v1/projects/:projectId/comments': 'the comments of a visible project',
  'GET /api/v1/projects/:projectId/participants': 'the participants of a visible project',
  'POST /api/v1/projects/:projectId/comments': 'commenting on a visible project; the comment is the actor’s',
  'POST /api/v1/projects/:projectId/participation':
    'the id names the project; the request is the actor’s own row',
  'DELETE /api/v1/projects/:projectId/participation': 'withdraws or ends the actor’s own participation only',
  'PATCH /api/v1/admin/newsletter/subscribers/:subscriberId':
    'the newsletter list: users.manage covers every subscriber',
  'DELETE /api/v1/admin/newsletter/subscribers/:subscriberId':
    'the newsletter list: users.manage covers every subscriber',
  'PUT /api/v1/admin/social-links/:linkId': 'the footer links: admin.settings covers every link',
  'DELETE /api/v1/admin/social-links/:linkId': 'the footer links: admin.settings covers every link',
  'PUT /api/v1/admin/pricing/:offerId': 'the pricing offers: admin.settings covers every offer',
  'DELETE /api/v1/admin/pricing/:offerId': 'the pricing offers: admin.settings covers every offer',
  'PUT /api/v1/admin/faq/:faqId': 'the FAQ: pages.edit covers every question',
  'DELETE /api/v1/admin/faq/:faqId': 'the FAQ: pages.edit covers every question',
  'PATCH /api/v1/admin/article-ideas/:ideaId': 'the article ideas: pages.edit covers every idea',
  'DELETE /api/v1/admin/article-ideas/:ideaId': 'the article ideas: pages.edit covers every idea',
  'PATCH /api/v1/admin/notification-emails/:emailId':
    'the admin notification addresses: admin.settings covers every address',
  'DELETE /api/v1/admin/notification-emails/:emailId':
    'the admin notification addresses: admin.settings covers every address',
  'POST /api/v1/admin/mails/:id/resend': 'the outbox: admin.mails covers every mail',
  'PATCH /api/v1/admin/contact-messages/:messageId': 'the contact inbox: admin.settings covers every message',
  'PUT /api/v1/admin/rules/:ruleId': 'the business rules: admin.settings covers every rule',
  'PATCH /api/v1/admin/rules/:ruleId': 'the business rules: admin.settings covers every rule',
  'DELETE /api/v1/admin/rules/:ruleId': 'the business rules: admin.settings covers every rule',
  'POST /api/v1/admin/rules/:ruleId/run': 'the business rules: admin.settings covers every rule',
  'PUT /api/v1/admin/prospection/prospects/:prospectId': 'prospection: admin.settings covers every prospect',
  'DELETE /api/v1/admin/prospection/prospects/:prospectId':
    'prospection: admin.settings covers every prospect',
  'PUT /api/v1/admin/prospection/templates/:templateId': 'prospection: admin.settings covers every template',
  'PUT /api/v1/admin/prospection/campaigns/:campaignId': 'prospection: admin.settings covers every campaign',
  'DELETE /api/v1/admin/prospection/campaigns/:campaignId':
    'prospection: admin.settings covers every campaign',
  'DELETE /api/v1/admin/prospection/templates/:templateId':
    'prospection: admin.settings covers every template',
  'PATCH /api/v1/admin/professional-categories/:categoryId':
    'the category tree: admin.settings covers every category',
  'DELETE /api/v1/admin/professional-categories/:categoryId':
    'the category tree: admin.settings covers every category',
  'PATCH /api/v1/admin/content-categories/:categoryKind/:categoryId':
    'the content and blog categories: pages.edit covers every category',
  'DELETE /api/v1/admin/content-categories/:categoryKind/:categoryId':
    'the content and blog categories: pages.edit covers every category',
  'PATCH /api/v1/admin/testimonials/:testimonialId': 'moderation: moderation.review covers every testimonial',
  'POST /api/v1/admin/testimonials/:testimonialId/approve':
    'moderation: moderation.review covers every testimonial',
  'POST /api/v1/admin/testimonials/:testimonialId/reject':
    'moderation: moderation.review covers every testimonial',
  'DELETE /api/v1/admin/testimonials/:testimonialId':
    'moderation: moderation.review covers every testimonial',
};

interface Owned {
  /** Path params naming the owner's resource. */
  params: Record<string, string>;
  /** The resource as stored, to prove an intruder's call left it unchanged. */
  read: () => Promise<unknown[]>;
}

const rowsOf = (table: PgTable, column: PgColumn, value: string): Promise<unknown[]> =>
  t.database.db.select().from(table).where(eq(column, value));

const callAs = (user: CreatedUser, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    remoteAddress: uniqueIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const created = async (res: LightMyRequestResponse): Promise<{ id: string }> => {
  if (res.statusCode >= 300) throw new Error(`fixture failed: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** A profile sub-item of the owner, through the API. */
const ownedItem =
  (kind: string, table: PgTable & { id: PgColumn }): ((owner: CreatedUser) => Promise<Owned>) =>
  async (owner) => {
    const body = validBodies[`POST /api/v1/profiles/me/${kind}`];
    const { id } = await created(await callAs(owner, 'POST', `/api/v1/profiles/me/${kind}`, body));
    return { params: { itemId: id }, read: () => rowsOf(table, table.id, id) };
  };

const ownedPost = async (owner: CreatedUser) =>
  created(await callAs(owner, 'POST', '/api/v1/feed/posts', { content: 'Le post de A', mediaIds: [] }));

/** A conversation between the owner and a third member, with one unread message. */
const ownedConversation = async (owner: CreatedUser) => {
  const recipientId = await insertMember(t.database.db);
  const res = await callAs(owner, 'POST', '/api/v1/messages', {
    recipientId,
    content: 'Message privé',
    clientId: randomUUID(),
  });
  if (res.statusCode !== 201) throw new Error(`fixture failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { message: { id: string }; conversation: { id: string } };
  return { conversationId: body.conversation.id, messageId: body.message.id };
};

const ownedNotification = async (owner: CreatedUser): Promise<Owned> => {
  const item = await t.app.services.notifications.notify(
    owner.id,
    'message_received',
    {
      sender_name: 'Awa',
      content_preview: 'Bonjour',
    },
    randomUUID(),
  );
  if (!item) throw new Error('fixture failed: no notification');
  return { params: { id: item.id }, read: () => rowsOf(notifications, notifications.id, item.id) };
};

/** A pending request from the owner to a third member: the intruder is on neither side. */
const ownedConnection = async (owner: CreatedUser): Promise<Owned> => {
  const recipientId = await insertMember(t.database.db);
  const res = await callAs(owner, 'POST', '/api/v1/connections', { recipientId });
  if (res.statusCode !== 201) throw new Error(`fixture failed: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { connectionId: string }).connectionId;
  return { params: { id }, read: () => rowsOf(connections, connections.id, id) };
};

/** A pending request of the owner to a third member's mentor record: the intruder is on neither side. */
const ownedMentorshipRequest = async (owner: CreatedUser): Promise<Owned> => {
  const mentorUser = await createUser(t.app, t.database.db);
  const mentor = await created(await callAs(mentorUser, 'PUT', '/api/v1/mentors/me', mentorBody));
  const { id } = await created(
    await callAs(owner, 'POST', `/api/v1/mentors/${mentor.id}/requests`, { message: 'Bonjour' }),
  );
  return { params: { requestId: id }, read: () => rowsOf(mentorshipRequests, mentorshipRequests.id, id) };
};

const ownedConversationMessages = async (owner: CreatedUser): Promise<Owned> => {
  const { conversationId } = await ownedConversation(owner);
  // Its messages, whose read state a foreign mark-read would change.
  return {
    params: { id: conversationId },
    read: () => rowsOf(messages, messages.conversationId, conversationId),
  };
};

const ownedMedia = async (owner: CreatedUser): Promise<Owned> => {
  const boundary = '----security-suite-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await image(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/feed/media',
    payload,
    headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    remoteAddress: uniqueIp(),
  });
  const { id } = await created(res);
  return { params: { id }, read: () => rowsOf(microblogMedia, microblogMedia.id, id) };
};

const ownedJobOffer = async (owner: CreatedUser): Promise<Owned> => {
  const { id } = await created(await callAs(owner, 'POST', '/api/v1/job-offers', jobOfferBody));
  return { params: { id }, read: () => rowsOf(jobOffers, jobOffers.id, id) };
};

const ownedEvent = async (owner: CreatedUser): Promise<Owned> => {
  const { id } = await created(await callAs(owner, 'POST', '/api/v1/events', eventBody));
  return { params: { eventId: id }, read: () => rowsOf(events, events.id, id) };
};

/** A draft call for tenders of the owner with an annex: to anyone else it does not exist. */
const ownedTender = async (owner: CreatedUser): Promise<Owned> => {
  const { id } = await created(await callAs(owner, 'POST', '/api/v1/tenders', tenderBody));
  const boundary = '----security-suite-boundary';
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/tenders/${id}/files`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`,
      ),
    ]),
    headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    remoteAddress: uniqueIp(),
  });
  const file = await created(res);
  return {
    params: { tenderId: id, fileId: file.id },
    read: async () => [
      ...(await rowsOf(appelsOffres, appelsOffres.id, id)),
      ...(await rowsOf(appelsOffresFichiers, appelsOffresFichiers.appelOffreId, id)),
    ],
  };
};

/** A company of the directory (admins create them; a member never owns one). */
const directoryCompany = async (): Promise<Owned> => {
  const [row] = await t.database.db
    .insert(companies)
    .values({ nom: 'Entreprise de A', ville: 'Dakar', pays: 'Sénégal', countryCode: 'SN' })
    .returning({ id: companies.id });
  if (!row) throw new Error('company fixture failed');
  return { params: { id: row.id }, read: () => rowsOf(companies, companies.id, row.id) };
};

/**
 * A project of the owner with a news update, a third member's comment and pending request: an
 * intruder may not edit it, post its news, answer its requests nor delete its posts.
 */
const ownedProject = async (owner: CreatedUser) => {
  const project = await created(await callAs(owner, 'POST', '/api/v1/projects', projectBody));
  const third = await createUser(t.app, t.database.db);
  const update = await created(
    await callAs(owner, 'POST', `/api/v1/projects/${project.id}/updates`, { content: 'Actualité de A' }),
  );
  const comment = await created(
    await callAs(owner, 'POST', `/api/v1/projects/${project.id}/comments`, { content: 'Commentaire de A' }),
  );
  await created(
    await callAs(third, 'POST', `/api/v1/projects/${project.id}/participation`, { message: null }),
  );
  const [request] = await t.database.db
    .select()
    .from(projectMembers)
    .where(eq(projectMembers.profileId, third.id));
  return {
    params: {
      projectId: project.id,
      requestId: request?.id ?? '',
      updateId: update.id,
      commentId: comment.id,
    },
    read: async () => [
      ...(await rowsOf(projects, projects.id, project.id)),
      ...(await rowsOf(projectMembers, projectMembers.projectId, project.id)),
      ...(await rowsOf(projectUpdates, projectUpdates.projectId, project.id)),
      ...(await rowsOf(projectComments, projectComments.projectId, project.id)),
    ],
  };
};

/**
 * A secret group of the owner with a member and a pending request: to an intruder it does not exist,
 * whatever the route (its row, memberships and requests are compared before and after).
 */
const ownedGroup = async (owner: CreatedUser): Promise<Owned> => {
  const [memberId, requesterId] = [await insertMember(t.database.db), await insertMember(t.database.db)];
  const { group, memberIds, requestIds } = await insertGroup(t.database.db, {
    type: 'secret',
    members: [
      { userId: owner.id, role: 'creator' },
      { userId: memberId, role: 'member' },
    ],
    pending: [requesterId],
  });
  return {
    params: {
      groupId: group.id,
      memberId: memberIds[memberId] ?? '',
      requestId: requestIds[requesterId] ?? '',
    },
    read: async () => [
      ...(await rowsOf(groups, groups.id, group.id)),
      ...(await rowsOf(groupMembers, groupMembers.groupId, group.id)),
      ...(await rowsOf(groupJoinRequests, groupJoinRequests.groupId, group.id)),
    ],
  };
};

/** By path: how to make the owner's resource that the routes of that path name. */
const ownedResources: Record<string, (owner: CreatedUser) => Promise<Owned>> = {
  // One of the owner's passkeys (issue 33 §5): renaming or removing it is the owner's alone.
  '/api/v1/auth/passkeys/:id': async (owner) => {
    const [row] = await t.database.db
      .insert(passkeys)
      .values({ userId: owner.id, credentialId: randomUUID(), publicKey: 'cle', name: 'Ma clé' })
      .returning({ id: passkeys.id });
    const id = row?.id ?? '';
    return { params: { id }, read: () => rowsOf(passkeys, passkeys.id, id) };
  },
  // The settings hub (issue 22): one of the owner's sessions, and a ready export of theirs.
  '/api/v1/account/sessions/:sessionId': async (owner) => {
    const [row] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, owner.id))
      .limit(1);
    const id = row?.id ?? '';
    return { params: { sessionId: id }, read: () => rowsOf(sessions, sessions.id, id) };
  },
  '/api/v1/account/exports/:exportId/download': async (owner) => {
    const [row] = await t.database.db
      .insert(dataExports)
      .values({
        userId: owner.id,
        status: 'ready',
        storageKey: `${owner.id}/export.zip`,
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      })
      .returning({ id: dataExports.id });
    const id = row?.id ?? '';
    return { params: { exportId: id }, read: () => rowsOf(dataExports, dataExports.id, id) };
  },
  // An admin screen's target: the member's own profile, which another member may not edit through it.
  '/api/v1/admin/users/:userId': async (owner) => ({
    params: { userId: owner.id },
    read: () => rowsOf(profiles, profiles.id, owner.id),
  }),
  '/api/v1/profiles/me/experiences/:itemId': ownedItem('experiences', experiences),
  '/api/v1/profiles/me/education/:itemId': ownedItem('education', education),
  '/api/v1/profiles/me/skills/:itemId': ownedItem('skills', skills),
  '/api/v1/profiles/me/portfolio/:itemId': ownedItem('portfolio', portfolioItems),
  '/api/v1/profiles/me/portfolio/:itemId/image': ownedItem('portfolio', portfolioItems),
  '/api/v1/notifications/:id': ownedNotification,
  '/api/v1/notifications/:id/read': ownedNotification,
  '/api/v1/connections/:id': ownedConnection,
  '/api/v1/connections/:id/accept': ownedConnection,
  '/api/v1/connections/:id/reject': ownedConnection,
  '/api/v1/feed/posts/:id': async (owner) => {
    const { id } = await ownedPost(owner);
    return { params: { id }, read: () => rowsOf(microblogPosts, microblogPosts.id, id) };
  },
  '/api/v1/feed/comments/:id': async (owner) => {
    const post = await ownedPost(owner);
    const { id } = await created(
      await callAs(owner, 'POST', `/api/v1/feed/posts/${post.id}/comments`, {
        content: 'Le commentaire de A',
      }),
    );
    return { params: { id }, read: () => rowsOf(microblogComments, microblogComments.id, id) };
  },
  '/api/v1/feed/media/:id': ownedMedia,
  '/api/v1/feed/media/:id/file': ownedMedia,
  '/api/v1/mentorship-requests/:requestId/accept': ownedMentorshipRequest,
  '/api/v1/mentorship-requests/:requestId/decline': ownedMentorshipRequest,
  '/api/v1/mentorship-requests/:requestId/cancel': ownedMentorshipRequest,
  '/api/v1/mentorship-requests/:requestId/end': ownedMentorshipRequest,
  '/api/v1/mentorship-requests/:requestId/review': ownedMentorshipRequest,
  '/api/v1/job-offers/:id': ownedJobOffer,
  '/api/v1/blog/posts/:postId': async (owner) => {
    const { id } = await created(
      await callAs(owner, 'POST', '/api/v1/blog/posts', {
        ...blogPostBody,
        title: `Article ${randomUUID()}`,
      }),
    );
    return { params: { postId: id }, read: () => rowsOf(blogPosts, blogPosts.id, id) };
  },
  '/api/v1/blog/comments/:commentId': async (owner) => {
    const post = await created(
      await callAs(owner, 'POST', '/api/v1/blog/posts', {
        ...blogPostBody,
        title: `Article ${randomUUID()}`,
      }),
    );
    const { id } = await created(
      await callAs(owner, 'POST', `/api/v1/blog/posts/${post.id}/comments`, {
        content: 'Le commentaire de A',
      }),
    );
    return { params: { commentId: id }, read: () => rowsOf(blogComments, blogComments.id, id) };
  },
  '/api/v1/job-offers/:id/logo': ownedJobOffer,
  '/api/v1/job-offers/alerts/:alertId': async (owner) => {
    const { id } = await created(
      await callAs(owner, 'POST', '/api/v1/job-offers/alerts', { q: 'comptable' }),
    );
    return { params: { alertId: id }, read: () => rowsOf(jobSearchAlerts, jobSearchAlerts.id, id) };
  },
  '/api/v1/events/:eventId': ownedEvent,
  '/api/v1/events/:eventId/cover': ownedEvent,
  '/api/v1/event-comments/:commentId': async (owner) => {
    const event = await ownedEvent(owner);
    const { id } = await created(
      await callAs(owner, 'POST', `/api/v1/events/${event.params.eventId}/comments`, {
        content: 'Le commentaire de A',
      }),
    );
    return { params: { commentId: id }, read: () => rowsOf(eventComments, eventComments.id, id) };
  },
  '/api/v1/tenders/:tenderId': ownedTender,
  '/api/v1/tenders/:tenderId/publish': ownedTender,
  '/api/v1/tenders/:tenderId/unpublish': ownedTender,
  '/api/v1/tenders/:tenderId/files': ownedTender,
  '/api/v1/tender-files/:fileId': ownedTender,
  '/api/v1/tender-files/:fileId/link': ownedTender,
  '/api/v1/tender-files/:fileId/download': ownedTender,
  '/api/v1/companies/:id': directoryCompany,
  '/api/v1/companies/:id/active': directoryCompany,
  '/api/v1/companies/:id/logo': directoryCompany,
  '/api/v1/projects/:projectId': ownedProject,
  '/api/v1/projects/:projectId/cover': ownedProject,
  '/api/v1/projects/:projectId/updates': ownedProject,
  '/api/v1/projects/:projectId/join-requests': ownedProject,
  '/api/v1/projects/:projectId/join-requests/:requestId/approve': ownedProject,
  '/api/v1/projects/:projectId/join-requests/:requestId/refuse': ownedProject,
  '/api/v1/project-updates/:updateId': ownedProject,
  '/api/v1/project-comments/:commentId': ownedProject,
  '/api/v1/groups/:groupId': ownedGroup,
  '/api/v1/groups/:groupId/join': ownedGroup,
  '/api/v1/groups/:groupId/join-request': ownedGroup,
  '/api/v1/groups/:groupId/leave': ownedGroup,
  '/api/v1/groups/:groupId/members': ownedGroup,
  '/api/v1/groups/:groupId/members/:memberId': ownedGroup,
  '/api/v1/groups/:groupId/join-requests': ownedGroup,
  '/api/v1/groups/:groupId/member-candidates': ownedGroup,
  '/api/v1/groups/:groupId/join-requests/:requestId/approve': ownedGroup,
  '/api/v1/groups/:groupId/join-requests/:requestId/reject': ownedGroup,
  '/api/v1/groups/:groupId/images/:kind': ownedGroup,
  '/api/v1/groups/:groupId/transfer': ownedGroup,
  '/api/v1/groups/:groupId/post-notifications': ownedGroup,
  '/api/v1/conversations/:id': ownedConversationMessages,
  '/api/v1/conversations/:id/messages': ownedConversationMessages,
  '/api/v1/conversations/:id/read': ownedConversationMessages,
  '/api/v1/messages/:id': async (owner) => {
    const { messageId } = await ownedConversation(owner);
    return { params: { id: messageId }, read: () => rowsOf(messages, messages.id, messageId) };
  },
};

// ---------------------------------------------------------------------------------------------
// Requests

/** The route's path with its params filled, checked against its params schema. */
const urlOf = (route: TableRoute, given: Record<string, string> = {}): string => {
  const values = Object.fromEntries(
    route.params.map((name) => [
      name,
      given[name] ?? (isIdParam(name) ? randomUUID() : (plausibleParams[name] ?? 'x')),
    ]),
  );
  if (isParseable(route.paramsSchema) && !route.paramsSchema.safeParse(values).success) {
    throw new Error(`${route.key}: add a value its params schema accepts to plausibleParams`);
  }
  return route.url.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? 'x').replace('*', 'x');
};

/** The route's entry in validBodies, checked against its body schema so the table cannot drift. */
const bodyOf = (route: TableRoute): unknown => {
  const body = validBodies[route.key];
  if (body !== undefined && isParseable(route.body) && !route.body.safeParse(body).success) {
    throw new Error(`${route.key}: validBodies no longer matches its body schema`);
  }
  return body;
};

/** The route called same-origin (no Origin header), as a visitor or with a member's cookie. */
const send = (route: TableRoute, options: { url?: string; cookie?: string }) => {
  const body = bodyOf(route);
  return t.app.inject({
    method: route.method,
    url: options.url ?? urlOf(route),
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: uniqueIp(),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
};

/** `[key, route]` rows, so each generated test is named `METHOD /path` in full. */
const named = (list: TableRoute[]) => list.map((route) => [route.key, route] as const);

/** The answer, for a failure message; a 400 means validation ran before the check being measured. */
const answer = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.body.slice(0, 300)}${
    res.statusCode === 400
      ? ' (validation ran before the auth check: add a body its schema accepts to validBodies)'
      : ''
  }`;

// ---------------------------------------------------------------------------------------------
// The suite

const apiRoutes = routes.filter((route) => route.url.startsWith('/api/'));
const writes = apiRoutes.filter(isWrite);
const idRoutes = apiRoutes.filter((route) => route.params.some(isIdParam));
const guardedIdRoutes = idRoutes.filter((route) => !(route.key in foreignIdAllowed));
const adminRoutes = apiRoutes.filter((route) => route.url.startsWith('/api/v1/admin/'));
const visitorWrites = writes.filter((route) => !(route.key in publicWrites));

// `member` only meets the cross-site checks, so a sign-out that got through cannot blur the others.
let member: CreatedUser;
let owner: CreatedUser;
let intruder: CreatedUser;
let admin: CreatedUser;
beforeAll(async () => {
  [member, owner, intruder, admin] = await Promise.all([
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db, { role: 'admin' }),
  ]);
});

describe('security suite (issue 11)', () => {
  describe('the route table', () => {
    it('is collected from Fastify while the app is built', () => {
      // Guards against an empty table, which would generate no test at all.
      for (const key of [
        'POST /api/v1/feed/posts',
        'DELETE /api/v1/messages/:id',
        'GET /api/v1/admin/logs',
      ]) {
        expect(routeKeys).toContain(key);
      }
      expect(writes.length).toBeGreaterThan(40);
    });

    it('gives every route with an id param an owner fixture or a reason another member may use it', () => {
      const uncovered = guardedIdRoutes.filter((route) => !(route.url in ownedResources)).map((r) => r.key);
      expect(
        uncovered,
        'add each to ownedResources (how to make the owner’s resource) or to foreignIdAllowed (why another member’s id is fine)',
      ).toEqual([]);
    });

    it('names no route that no longer exists', () => {
      const keyed = [
        ...Object.keys(validBodies),
        ...Object.keys(publicWrites),
        ...Object.keys(foreignIdAllowed),
      ];
      expect(keyed.filter((key) => !routeKeys.has(key))).toEqual([]);
      expect(Object.keys(ownedResources).filter((path) => !pathsInTable.has(path))).toEqual([]);
    });
  });

  describe('cross-site writes answer 403 before any route runs', () => {
    it.each(named(writes))('%s', async (_key, route) => {
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        // A body-less text/plain request: what a form on another site sends without preflight.
        const res = await t.app.inject({
          method: route.method,
          url: urlOf(route),
          headers: { cookie: member.cookie, 'content-type': 'text/plain', ...headers },
          payload: '',
          remoteAddress: uniqueIp(),
        });
        expect(res.statusCode, `${JSON.stringify(headers)}: ${answer(res)}`).toBe(403);
        expect(res.json().error.code).toBe('cross_site_request');
      }
    });
  });

  describe('another member’s id answers 403 or 404 and changes nothing', () => {
    it.each(named(guardedIdRoutes.filter((route) => route.url in ownedResources)))(
      '%s',
      async (_key, route) => {
        const owned = await ownedResources[route.url]?.(owner);
        if (!owned) throw new Error(`${route.key}: no fixture`);
        // A param left to a random UUID would make the 404 meaningless.
        for (const name of route.params.filter(isIdParam)) expect(owned.params).toHaveProperty(name);
        const before = await owned.read();
        expect(before.length).toBeGreaterThan(0);
        const res = await send(route, { url: urlOf(route, owned.params), cookie: intruder.cookie });
        expect([403, 404], answer(res)).toContain(res.statusCode);
        expect(await owned.read()).toEqual(before);
      },
    );

    // The allow-list's claim, checked where it is cheap: a member's public reads answer another member.
    const publicReads = idRoutes.filter(
      (route) =>
        route.key in foreignIdAllowed &&
        route.method === 'GET' &&
        route.params.every((name) => name === 'profileId'),
    );
    it.each(named(publicReads))('%s answers another member 200 (allowed by design)', async (_key, route) => {
      const res = await send(route, { url: urlOf(route, { profileId: owner.id }), cookie: intruder.cookie });
      expect(res.statusCode, answer(res)).toBe(200);
    });
  });

  describe('admin routes answer 401 to a visitor and 403 to a member, and let an admin in', () => {
    it.each(named(adminRoutes))('%s', async (_key, route) => {
      // No body on purpose: the admin check must come before validation.
      const visitor = await t.app.inject({
        method: route.method,
        url: urlOf(route),
        remoteAddress: uniqueIp(),
      });
      expect(visitor.statusCode, answer(visitor)).toBe(401);
      expect(visitor.json().error.code).toBe('unauthenticated');
      const plain = await t.app.inject({
        method: route.method,
        url: urlOf(route),
        headers: { cookie: intruder.cookie },
        remoteAddress: uniqueIp(),
      });
      expect(plain.statusCode, answer(plain)).toBe(403);
      expect(plain.json().error.code).toBe('forbidden');
      // A guard refusing everyone would pass the two checks above.
      const allowed = await t.app.inject({
        method: route.method,
        url: urlOf(route),
        headers: { cookie: admin.cookie },
        remoteAddress: uniqueIp(),
      });
      expect([401, 403], answer(allowed)).not.toContain(allowed.statusCode);
    });
  });

  describe('a visitor’s write answers 401 unless public by design', () => {
    it.each(named(visitorWrites))('%s', async (_key, route) => {
      const res = await send(route, {});
      expect(res.statusCode, answer(res)).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    });

    it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/change-password'])(
      'better-auth’s own POST %s is not exposed',
      async (url) => {
        // Only the two mailed links of better-auth are mounted; its other endpoints would skip our limits.
        const res = await t.app.inject({ method: 'POST', url, payload: {}, remoteAddress: uniqueIp() });
        expect(res.statusCode).toBe(404);
      },
    );
  });
});
