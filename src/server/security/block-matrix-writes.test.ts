import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEndpoint, isEndpoint } from '../../common/endpoint';
import type { NotificationTypeName } from '../../common/registry';
import { areas } from '../areas';
import { notifications, profiles } from '../db/schema';
import { createNotificationRegistry } from '../platform/notifications/notification-types';
import { buildTestApp } from '../test/build-test-app';
import { blockSupport, type Member } from './block-support';

/**
 * The blocking rule on writes and notifications (issue 32 §3), generated from the endpoint table and
 * the notification registry, so that a new member-to-member write or a new emitter is covered the day
 * it is added:
 * - every member-facing write endpoint (access `member` or `public`, outside the back office) is
 *   replayed across a block in `reaching` (refused with the 404 of a missing member, or allowed on
 *   shared content with its notification dropped), or says in `notReaching` why it reaches no member;
 * - every notification type declares its causer (`defineNotification({ causer })`), and each type a
 *   member causes is emitted in `emitters` between two members, then across a block: the recipient
 *   gets it before, never after.
 */

const t = await buildTestApp();
afterAll(async () => {
  await t.close();
});
const {
  newMember,
  call,
  made,
  feedPost,
  publicGroup,
  event,
  article,
  project,
  joinedProject,
  jobOffer,
  mentor,
} = blockSupport(t);

// ---------------------------------------------------------------------------------------------
// The endpoint table and the registry

/** Every endpoint definition of every contract, as `security/endpoint-access.test.ts` walks them. */
const definitions = Object.entries(
  import.meta.glob(['../../common/contracts/*.ts', '!../../common/contracts/*.test.ts'], { eager: true }),
).flatMap(([, module]) =>
  Object.entries(typeof module === 'object' && module !== null ? module : {}).flatMap(([exported, value]) =>
    Object.entries(typeof value === 'object' && value !== null ? value : {}).flatMap(([key, item]) =>
      isEndpoint(item) ? [{ name: `${exported}.${key}`, endpoint: item as AnyEndpoint }] : [],
    ),
  ),
);

/** Writes a member (or a visitor) may call: staff abilities and the back office are staff's business. */
const memberWrites = definitions.filter(
  ({ endpoint }) =>
    endpoint.method !== 'GET' &&
    (endpoint.access === 'member' || endpoint.access === 'public') &&
    !endpoint.path.startsWith('/admin/'),
);

const registry = createNotificationRegistry(areas);

// ---------------------------------------------------------------------------------------------
// Helpers

const db = t.database.db;

const countOf = async (member: Member, type?: NotificationTypeName): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, member.id), type ? eq(notifications.type, type) : undefined));
  return Number(row?.n ?? 0);
};

/** `blocker` blocks `blocked` (the rule holds either way; the reached member blocking is the usual case). */
const block = async (blocker: Member, blocked: Member) => {
  const res = await call(blocker, 'POST', '/api/v1/privacy/blocks', { profileId: blocked.id });
  expect(res.statusCode, res.body).toBe(201);
};

const asAdmin = async (member: Member) => {
  await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, member.id));
};

/** A private group of `creator`, and its id. */
const privateGroup = (creator: Member) =>
  made(
    call(creator, 'POST', '/api/v1/groups', {
      name: `Groupe ${randomUUID()}`,
      description: 'Un groupe privé',
      type: 'private',
    }),
  );

/** `member` asks to join `groupId` (private): the request's id. */
const askToJoin = async (member: Member, groupId: string): Promise<string> => {
  const res = await call(member, 'POST', `/api/v1/groups/${groupId}/join`);
  await made(res);
  return (res.json() as { viewer: { requestId: string } }).viewer.requestId;
};

/** `member` asks to take part in `owner`'s project: the project and the request's ids. */
const askToTakePart = async (owner: Member, member: Member) => {
  const id = await project(owner);
  await made(call(member, 'POST', `/api/v1/projects/${id}/participation`, { message: null }));
  const pending = (await call(owner, 'GET', `/api/v1/projects/${id}/join-requests`)).json() as {
    items: { id: string }[];
  };
  return { id, requestId: pending.items[0]?.id ?? '' };
};

/** `mentee` asked `mentorMember` (a new mentor): the request's id. */
const mentorship = async (mentorMember: Member, mentee: Member, accepted = false): Promise<string> => {
  const mentorId = await mentor(mentorMember);
  const id = await made(call(mentee, 'POST', `/api/v1/mentors/${mentorId}/requests`, { message: 'Bonjour' }));
  if (accepted) await made(call(mentorMember, 'POST', `/api/v1/mentorship-requests/${id}/accept`));
  return id;
};

/** A comment of `author` on a third member's article: the article's and the comment's ids. */
const commentOnThirdArticle = async (author: Member) => {
  const third = await newMember();
  const { id } = await article(third);
  const commentId = await made(
    call(author, 'POST', `/api/v1/blog/posts/${id}/comments`, { content: 'Racine' }),
  );
  return { postId: id, commentId };
};

/** A request from `from` to `to`: its id. */
const connectionRequest = (from: Member, to: Member) =>
  made(call(from, 'POST', '/api/v1/connections', { recipientId: to.id }));

/** A public group of `creator` that `member` joined, asking to hear of each post. */
const subscribedGroup = async (creator: Member, member: Member) => {
  const id = await publicGroup(creator);
  await made(call(member, 'POST', `/api/v1/groups/${id}/join`));
  await made(call(member, 'PUT', `/api/v1/groups/${id}/post-notifications`, { enabled: true }));
  return id;
};

// ---------------------------------------------------------------------------------------------
// Writes: the tables a developer extends

/**
 * A write from `actor` reaching `other`: `prepare` runs before the block (what the write needs), the
 * call it answers runs after `other` blocked `actor`. `refused`: every answer is 404, as for a missing
 * member. `silent`: the write is to shared content and stays allowed (every answer < 300), but `other`
 * hears nothing of it.
 */
interface Reach {
  outcome: 'refused' | 'silent';
  /** Why a silent write stays allowed. */
  why?: string;
  prepare(actor: Member, other: Member): Promise<() => Promise<LightMyRequestResponse[]>>;
}

const refused = (prepare: Reach['prepare']): Reach => ({ outcome: 'refused', prepare });
const silent = (why: string, prepare: Reach['prepare']): Reach => ({ outcome: 'silent', why, prepare });

const reaching: Record<string, Reach> = {
  // Reaching a member directly: refused.
  'profileEndpoints.contact': refused(async (actor, other) => async () => [
    await call(actor, 'POST', `/api/v1/profiles/${other.id}/contact`, { message: 'Bonjour' }),
  ]),
  'connectionEndpoints.request': refused(async (actor, other) => async () => [
    await call(actor, 'POST', '/api/v1/connections', { recipientId: other.id }),
  ]),
  'connectionEndpoints.accept': refused(async (actor, other) => {
    const id = await connectionRequest(other, actor);
    return async () => [await call(actor, 'POST', `/api/v1/connections/${id}/accept`)];
  }),
  'connectionEndpoints.reject': refused(async (actor, other) => {
    const id = await connectionRequest(other, actor);
    return async () => [await call(actor, 'POST', `/api/v1/connections/${id}/reject`)];
  }),
  'connectionEndpoints.remove': refused(async (actor, other) => {
    const id = await connectionRequest(actor, other);
    await made(call(other, 'POST', `/api/v1/connections/${id}/accept`));
    return async () => [await call(actor, 'DELETE', `/api/v1/connections/${id}`)];
  }),
  'messageEndpoints.send': refused(async (actor, other) => async () => [
    await call(actor, 'POST', '/api/v1/messages', {
      recipientId: other.id,
      content: 'Bonjour',
      clientId: randomUUID(),
    }),
  ]),
  'mentorEndpoints.request': refused(async (actor, other) => {
    const mentorId = await mentor(other);
    return async () => [
      await call(actor, 'POST', `/api/v1/mentors/${mentorId}/requests`, { message: 'Bonjour' }),
    ];
  }),
  'mentorEndpoints.accept': refused(async (actor, other) => {
    const id = await mentorship(actor, other);
    return async () => [await call(actor, 'POST', `/api/v1/mentorship-requests/${id}/accept`)];
  }),
  'mentorEndpoints.review': refused(async (actor, other) => {
    const id = await mentorship(other, actor, true);
    return async () => [
      await call(actor, 'POST', `/api/v1/mentorship-requests/${id}/review`, { rating: 5, text: 'Merci' }),
    ];
  }),
  'groupEndpoints.addMember': refused(async (actor, other) => {
    const id = await publicGroup(actor);
    return async () => [await call(actor, 'POST', `/api/v1/groups/${id}/members`, { userId: other.id })];
  }),
  // The other member's content, which the block hides from the actor: not found, like it.
  'blogEndpoints.like': refused(async (actor, other) => {
    const { id } = await article(other);
    // Like, unlike and like again: each a 404 (a like was a notification each time).
    return async () => [
      await call(actor, 'PUT', `/api/v1/blog/posts/${id}/like`),
      await call(actor, 'DELETE', `/api/v1/blog/posts/${id}/like`),
      await call(actor, 'PUT', `/api/v1/blog/posts/${id}/like`),
    ];
  }),
  'blogEndpoints.unlike': refused(async (actor, other) => {
    const { id } = await article(other);
    await made(call(actor, 'PUT', `/api/v1/blog/posts/${id}/like`));
    return async () => [await call(actor, 'DELETE', `/api/v1/blog/posts/${id}/like`)];
  }),
  'blogEndpoints.save': refused(async (actor, other) => {
    const { id } = await article(other);
    return async () => [await call(actor, 'PUT', `/api/v1/blog/posts/${id}/favorite`)];
  }),
  'blogEndpoints.unsave': refused(async (actor, other) => {
    const { id } = await article(other);
    return async () => [await call(actor, 'DELETE', `/api/v1/blog/posts/${id}/favorite`)];
  }),
  'blogEndpoints.comment': refused(async (actor, other) => {
    const { id } = await article(other);
    const reply = await commentOnThirdArticle(other);
    return async () => [
      await call(actor, 'POST', `/api/v1/blog/posts/${id}/comments`, { content: 'Un commentaire' }),
      // A reply to the other's comment, on a third member's article.
      await call(actor, 'POST', `/api/v1/blog/posts/${reply.postId}/comments`, {
        content: 'Une réponse',
        parentId: reply.commentId,
      }),
    ];
  }),
  'blogEndpoints.likeComment': refused(async (actor, other) => {
    const { commentId } = await commentOnThirdArticle(other);
    return async () => [
      await call(actor, 'PUT', `/api/v1/blog/comments/${commentId}/like`),
      await call(actor, 'DELETE', `/api/v1/blog/comments/${commentId}/like`),
      await call(actor, 'PUT', `/api/v1/blog/comments/${commentId}/like`),
    ];
  }),
  'blogEndpoints.unlikeComment': refused(async (actor, other) => {
    const { commentId } = await commentOnThirdArticle(other);
    return async () => [await call(actor, 'DELETE', `/api/v1/blog/comments/${commentId}/like`)];
  }),
  'feedEndpoints.like': refused(async (actor, other) => {
    const id = await feedPost(other);
    return async () => [await call(actor, 'PUT', `/api/v1/feed/posts/${id}/like`)];
  }),
  'feedEndpoints.unlike': refused(async (actor, other) => {
    const id = await feedPost(other);
    return async () => [await call(actor, 'DELETE', `/api/v1/feed/posts/${id}/like`)];
  }),
  'feedEndpoints.toggleLike': refused(async (actor, other) => {
    const id = await feedPost(other);
    return async () => [await call(actor, 'POST', `/api/v1/feed/posts/${id}/like/toggle`)];
  }),
  'feedEndpoints.share': refused(async (actor, other) => {
    const id = await feedPost(other);
    return async () => [await call(actor, 'POST', `/api/v1/feed/posts/${id}/share`)];
  }),
  'feedEndpoints.createComment': refused(async (actor, other) => {
    const id = await feedPost(other);
    return async () => [
      await call(actor, 'POST', `/api/v1/feed/posts/${id}/comments`, { content: 'Un commentaire' }),
    ];
  }),
  'eventEndpoints.register': refused(async (actor, other) => {
    const id = await event(other);
    return async () => [await call(actor, 'PUT', `/api/v1/events/${id}/registration`)];
  }),
  'eventEndpoints.comment': refused(async (actor, other) => {
    const id = await event(other);
    return async () => [
      await call(actor, 'POST', `/api/v1/events/${id}/comments`, { content: 'Un commentaire' }),
    ];
  }),
  'projectEndpoints.join': refused(async (actor, other) => {
    const id = await project(other);
    return async () => [await call(actor, 'POST', `/api/v1/projects/${id}/participation`, { message: null })];
  }),
  'projectEndpoints.postComment': refused(async (actor, other) => {
    const id = await project(other);
    return async () => [
      await call(actor, 'POST', `/api/v1/projects/${id}/comments`, { content: 'Un commentaire' }),
    ];
  }),
  // Shared content and the actor's own decisions: allowed, the other hears nothing.
  'mentorEndpoints.end': silent(
    'the member who blocked must be able to leave the mentorship',
    async (actor, other) => {
      const id = await mentorship(other, actor, true);
      return async () => [await call(actor, 'POST', `/api/v1/mentorship-requests/${id}/end`)];
    },
  ),
  'mentorEndpoints.cancel': silent('withdrawing a request reaches no one', async (actor, other) => {
    const id = await mentorship(other, actor);
    return async () => [await call(actor, 'POST', `/api/v1/mentorship-requests/${id}/cancel`)];
  }),
  'mentorEndpoints.decline': silent('declining frees the mentor of the request', async (actor, other) => {
    const id = await mentorship(actor, other);
    return async () => [await call(actor, 'POST', `/api/v1/mentorship-requests/${id}/decline`)];
  }),
  'projectEndpoints.postUpdate': silent(
    "the project's news is shared with every participant",
    async (actor, other) => {
      const id = await joinedProject(actor, other);
      return async () => [
        await call(actor, 'POST', `/api/v1/projects/${id}/updates`, { content: 'Une nouvelle' }),
      ];
    },
  ),
  'projectEndpoints.approve': silent(
    'the owner decides who takes part in their project',
    async (actor, other) => {
      const { id, requestId } = await askToTakePart(actor, other);
      return async () => [
        await call(actor, 'POST', `/api/v1/projects/${id}/join-requests/${requestId}/approve`),
      ];
    },
  ),
  'projectEndpoints.refuse': silent(
    'the owner decides who takes part in their project',
    async (actor, other) => {
      const { id, requestId } = await askToTakePart(actor, other);
      return async () => [
        await call(actor, 'POST', `/api/v1/projects/${id}/join-requests/${requestId}/refuse`),
      ];
    },
  ),
  'groupEndpoints.join': silent(
    "a group is shared: the request stays for the group's other managers",
    async (actor, other) => {
      const id = await privateGroup(other);
      return async () => [await call(actor, 'POST', `/api/v1/groups/${id}/join`)];
    },
  ),
  'groupEndpoints.approve': silent('the managers decide who joins their group', async (actor, other) => {
    const id = await privateGroup(actor);
    const requestId = await askToJoin(other, id);
    return async () => [await call(actor, 'POST', `/api/v1/groups/${id}/join-requests/${requestId}/approve`)];
  }),
  'groupEndpoints.reject': silent('the managers decide who joins their group', async (actor, other) => {
    const id = await privateGroup(actor);
    const requestId = await askToJoin(other, id);
    return async () => [await call(actor, 'POST', `/api/v1/groups/${id}/join-requests/${requestId}/reject`)];
  }),
  'feedEndpoints.createPost': silent("a group's feed is shared by its members", async (actor, other) => {
    const groupId = await subscribedGroup(actor, other);
    return async () => [
      await call(actor, 'POST', '/api/v1/feed/posts', { content: 'Dans le groupe', mediaIds: [], groupId }),
    ];
  }),
  'eventEndpoints.remove': silent('the organiser cancels their own event', async (actor, other) => {
    const id = await event(actor);
    await made(call(other, 'PUT', `/api/v1/events/${id}/registration`));
    return async () => [await call(actor, 'DELETE', `/api/v1/events/${id}`)];
  }),
};

/** Member-facing writes that reach no other member, by reason. */
const notReaching: Record<string, readonly string[]> = {
  "the actor's own account, session, settings, profile or second factors": [
    'accountEndpoints.update',
    'accountEndpoints.requestEmailChange',
    'accountEndpoints.confirmEmailChange',
    'accountEndpoints.revokeSession',
    'accountEndpoints.requestExport',
    'accountEndpoints.requestDeletion',
    'accountEndpoints.confirmDeletion',
    'authEndpoints.changePassword',
    'authEndpoints.setPassword',
    'authEndpoints.reauthenticate',
    'authEndpoints.reauthenticatePasskeyOptions',
    'authEndpoints.signOutEverywhere',
    'authEndpoints.signOut',
    'notificationEndpoints.markAllRead',
    'notificationEndpoints.markRead',
    'notificationEndpoints.delete',
    'notificationEndpoints.updatePreferences',
    'pushEndpoints.subscribe',
    'pushEndpoints.unsubscribe',
    'privacyEndpoints.saveSettings',
    'privacyEndpoints.block',
    'privacyEndpoints.unblock',
    'searchEndpoints.record',
    'searchEndpoints.clearRecent',
    'profileEndpoints.updateOwn',
    'profileEndpoints.savePersonal',
    'profileEndpoints.saveProfessional',
    'profileEndpoints.saveBio',
    'profileEndpoints.saveCategoriesSection',
    'profileEndpoints.saveUnknownSection',
    'profileEndpoints.setCategories',
    'profileEndpoints.uploadAvatar',
    'profileEndpoints.createExperience',
    'profileEndpoints.updateExperience',
    'profileEndpoints.deleteExperience',
    'profileEndpoints.createEducation',
    'profileEndpoints.updateEducation',
    'profileEndpoints.deleteEducation',
    'profileEndpoints.createSkill',
    'profileEndpoints.updateSkill',
    'profileEndpoints.deleteSkill',
    'profileEndpoints.createPortfolioItem',
    'profileEndpoints.updatePortfolioItem',
    'profileEndpoints.deletePortfolioItem',
    'profileEndpoints.uploadPortfolioImage',
    'profileEndpoints.removePortfolioImage',
    'twoFactorEndpoints.setupTotp',
    'twoFactorEndpoints.enableTotp',
    'twoFactorEndpoints.disableTotp',
    'twoFactorEndpoints.renewRecoveryCodes',
    'twoFactorEndpoints.passkeyRegistrationOptions',
    'twoFactorEndpoints.addPasskey',
    'twoFactorEndpoints.renamePasskey',
    'twoFactorEndpoints.removePasskey',
    'mentorEndpoints.save',
    'mentorEndpoints.stop',
    'jobOfferEndpoints.createAlert',
    'jobOfferEndpoints.removeAlert',
    'messageEndpoints.markRead',
    'messageEndpoints.deleteMessage',
    'adminSetupEndpoints.promote',
    'paymentEndpoints.checkout',
  ],
  'signing up or in, or a mailed link: no other member involved': [
    'authEndpoints.checkEmail',
    'authEndpoints.signUp',
    'authEndpoints.signIn',
    'authEndpoints.magicLink',
    'authEndpoints.resendVerification',
    'authEndpoints.forgotPassword',
    'authEndpoints.resetPassword',
    'twoFactorEndpoints.secondFactor',
    'twoFactorEndpoints.passkeySignInOptions',
    'twoFactorEndpoints.passkeySignIn',
    'mailEndpoints.unsubscribe',
    'newsletterEndpoints.subscribe',
    'newsletterEndpoints.confirm',
    'newsletterEndpoints.unsubscribe',
    'jobOfferEndpoints.unsubscribeAlert',
    'prospectionEndpoints.unsubscribe',
    'ruleEndpoints.unsubscribe',
    'paymentEndpoints.stripeWebhook',
  ],
  "the actor's own content: creating, editing or removing it reaches the staff only (their fan-out skips blocked pairs: `emitters`)":
    [
      'blogEndpoints.create',
      'blogEndpoints.update',
      'blogEndpoints.remove',
      'blogEndpoints.uploadImage',
      'blogEndpoints.editComment',
      'blogEndpoints.removeComment',
      'eventEndpoints.create',
      'eventEndpoints.update',
      'eventEndpoints.uploadCover',
      'eventEndpoints.removeCover',
      'eventEndpoints.unregister',
      'eventEndpoints.removeComment',
      'feedEndpoints.updatePost',
      'feedEndpoints.deletePost',
      'feedEndpoints.deleteComment',
      'feedEndpoints.uploadMedia',
      'feedEndpoints.deleteMedia',
      'feedEndpoints.improve',
      'aiEndpoints.improve',
      'groupEndpoints.create',
      'groupEndpoints.update',
      'groupEndpoints.remove',
      'groupEndpoints.cancelRequest',
      'groupEndpoints.leave',
      'groupEndpoints.uploadImage',
      'groupEndpoints.removeImage',
      'groupEndpoints.postNotifications',
      'jobOfferEndpoints.create',
      'jobOfferEndpoints.update',
      'jobOfferEndpoints.uploadLogo',
      'jobOfferEndpoints.removeLogo',
      'jobOfferEndpoints.remove',
      'projectEndpoints.create',
      'projectEndpoints.update',
      'projectEndpoints.uploadCover',
      'projectEndpoints.removeCover',
      'projectEndpoints.removeUpdate',
      'projectEndpoints.removeComment',
      'projectEndpoints.leave',
      'tenderEndpoints.create',
      'tenderEndpoints.update',
      'tenderEndpoints.publish',
      'tenderEndpoints.unpublish',
      'tenderEndpoints.remove',
      'tenderEndpoints.uploadFile',
      'tenderEndpoints.removeFile',
      'testimonialEndpoints.submit',
      'statsEndpoints.recordView',
    ],
  'to the platform or its team, never to a member (a report, the contact form, an invitation to an address)':
    [
      'blogEndpoints.report',
      'privacyEndpoints.report',
      'contactEndpoints.send',
      'invitationEndpoints.invite',
    ],
  'a group manager acting on a member already in the group (the block hides them from the list)': [
    'groupEndpoints.changeRole',
    'groupEndpoints.removeMember',
    'groupEndpoints.transfer',
  ],
};

const reasonOf = new Map(
  Object.entries(notReaching).flatMap(([reason, names]) => names.map((name) => [name, reason] as const)),
);

describe('blocking on every write from one member to another (issue 32 §3)', () => {
  it('gives every member-facing write a fixture in `reaching` or a reason in `notReaching`', () => {
    expect(memberWrites.length).toBeGreaterThan(100);
    const uncovered = memberWrites
      .map(({ name }) => name)
      .filter((name) => !(name in reaching) && !reasonOf.has(name));
    expect(
      uncovered,
      'add each to `reaching` (replayed across a block) or `notReaching` (why it reaches no one)',
    ).toEqual([]);
  });

  it('names no endpoint that no longer exists, and none twice', () => {
    const known = new Set(memberWrites.map(({ name }) => name));
    const named = [...Object.keys(reaching), ...reasonOf.keys()];
    expect(named.filter((name) => !known.has(name))).toEqual([]);
    expect(Object.keys(reaching).filter((name) => reasonOf.has(name))).toEqual([]);
  });

  it.each(Object.keys(reaching))('%s', async (name) => {
    const reach = reaching[name];
    if (!reach) throw new Error(`${name}: no fixture`);
    const [actor, other] = [await newMember(), await newMember()];
    const act = await reach.prepare(actor, other);
    await block(other, actor);
    const before = await countOf(other);
    for (const res of await act()) {
      if (reach.outcome === 'refused') {
        expect(res.statusCode, `${name} across a block: ${res.body.slice(0, 300)}`).toBe(404);
      } else {
        expect(res.statusCode, `${name} (${reach.why}): ${res.body.slice(0, 300)}`).toBeLessThan(300);
      }
    }
    expect(await countOf(other), `${name} notified the member who blocked`).toBe(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Notifications: the table a developer extends

/**
 * How `causer` makes `recipient` get a notification of the type: `prepare` runs before the block, the
 * function it answers after (its answers are not checked: a refused write notifies no one either).
 */
type Emitter = (causer: Member, recipient: Member) => Promise<() => Promise<unknown>>;

/** The recipient is one of the team, who hear of new content (001 §6). */
const toTheTeam =
  (act: (causer: Member) => Promise<unknown>): Emitter =>
  async (causer, recipient) => {
    await asAdmin(recipient);
    return () => act(causer);
  };

const emitters: Partial<Record<NotificationTypeName, Emitter>> = {
  connection_request: async (causer, recipient) => () =>
    call(causer, 'POST', '/api/v1/connections', { recipientId: recipient.id }),
  connection_accepted: async (causer, recipient) => {
    const id = await connectionRequest(recipient, causer);
    return () => call(causer, 'POST', `/api/v1/connections/${id}/accept`);
  },
  connection_rejected: async (causer, recipient) => {
    const id = await connectionRequest(recipient, causer);
    return () => call(causer, 'POST', `/api/v1/connections/${id}/reject`);
  },
  message_received: async (causer, recipient) => () =>
    call(causer, 'POST', '/api/v1/messages', {
      recipientId: recipient.id,
      content: 'Bonjour',
      clientId: randomUUID(),
    }),
  mentorship_request: async (causer, recipient) => {
    const mentorId = await mentor(recipient);
    return () => call(causer, 'POST', `/api/v1/mentors/${mentorId}/requests`, { message: 'Bonjour' });
  },
  mentorship_accepted: async (causer, recipient) => {
    const id = await mentorship(causer, recipient);
    return () => call(causer, 'POST', `/api/v1/mentorship-requests/${id}/accept`);
  },
  mentorship_declined: async (causer, recipient) => {
    const id = await mentorship(causer, recipient);
    return () => call(causer, 'POST', `/api/v1/mentorship-requests/${id}/decline`);
  },
  mentorship_cancelled: async (causer, recipient) => {
    const id = await mentorship(recipient, causer);
    return () => call(causer, 'POST', `/api/v1/mentorship-requests/${id}/cancel`);
  },
  mentorship_ended: async (causer, recipient) => {
    const id = await mentorship(recipient, causer, true);
    return () => call(causer, 'POST', `/api/v1/mentorship-requests/${id}/end`);
  },
  mentorship_reviewed: async (causer, recipient) => {
    const id = await mentorship(recipient, causer, true);
    return () =>
      call(causer, 'POST', `/api/v1/mentorship-requests/${id}/review`, { rating: 5, text: 'Merci' });
  },
  project_join_request: async (causer, recipient) => {
    const id = await project(recipient);
    return () => call(causer, 'POST', `/api/v1/projects/${id}/participation`, { message: null });
  },
  project_join_approved: async (causer, recipient) => {
    const { id, requestId } = await askToTakePart(causer, recipient);
    return () => call(causer, 'POST', `/api/v1/projects/${id}/join-requests/${requestId}/approve`);
  },
  project_join_refused: async (causer, recipient) => {
    const { id, requestId } = await askToTakePart(causer, recipient);
    return () => call(causer, 'POST', `/api/v1/projects/${id}/join-requests/${requestId}/refuse`);
  },
  project_update: async (causer, recipient) => {
    const id = await joinedProject(causer, recipient);
    return () => call(causer, 'POST', `/api/v1/projects/${id}/updates`, { content: 'Une nouvelle' });
  },
  project_comment: async (causer, recipient) => {
    const id = await project(recipient);
    return () => call(causer, 'POST', `/api/v1/projects/${id}/comments`, { content: 'Un commentaire' });
  },
  blog_comment: async (causer, recipient) => {
    const { id } = await article(recipient);
    return () => call(causer, 'POST', `/api/v1/blog/posts/${id}/comments`, { content: 'Un commentaire' });
  },
  blog_like: async (causer, recipient) => {
    const { id } = await article(recipient);
    return async () => {
      await call(causer, 'PUT', `/api/v1/blog/posts/${id}/like`);
      await call(causer, 'DELETE', `/api/v1/blog/posts/${id}/like`);
      await call(causer, 'PUT', `/api/v1/blog/posts/${id}/like`);
    };
  },
  blog_reply: async (causer, recipient) => {
    const { postId, commentId } = await commentOnThirdArticle(recipient);
    return () =>
      call(causer, 'POST', `/api/v1/blog/posts/${postId}/comments`, {
        content: 'Une réponse',
        parentId: commentId,
      });
  },
  blog_comment_like: async (causer, recipient) => {
    const { commentId } = await commentOnThirdArticle(recipient);
    return () => call(causer, 'PUT', `/api/v1/blog/comments/${commentId}/like`);
  },
  event_registration: async (causer, recipient) => {
    const id = await event(recipient);
    return () => call(causer, 'PUT', `/api/v1/events/${id}/registration`);
  },
  event_cancelled: async (causer, recipient) => {
    const id = await event(causer);
    await made(call(recipient, 'PUT', `/api/v1/events/${id}/registration`));
    return () => call(causer, 'DELETE', `/api/v1/events/${id}`);
  },
  group_join_request: async (causer, recipient) => {
    const id = await privateGroup(recipient);
    return () => call(causer, 'POST', `/api/v1/groups/${id}/join`);
  },
  group_join_approved: async (causer, recipient) => {
    const id = await privateGroup(causer);
    const requestId = await askToJoin(recipient, id);
    return () => call(causer, 'POST', `/api/v1/groups/${id}/join-requests/${requestId}/approve`);
  },
  group_join_rejected: async (causer, recipient) => {
    const id = await privateGroup(causer);
    const requestId = await askToJoin(recipient, id);
    return () => call(causer, 'POST', `/api/v1/groups/${id}/join-requests/${requestId}/reject`);
  },
  group_member_added: async (causer, recipient) => {
    const id = await publicGroup(causer);
    return () => call(causer, 'POST', `/api/v1/groups/${id}/members`, { userId: recipient.id });
  },
  group_post: async (causer, recipient) => {
    const groupId = await subscribedGroup(causer, recipient);
    return () =>
      call(causer, 'POST', '/api/v1/feed/posts', { content: 'Dans le groupe', mediaIds: [], groupId });
  },
  // The team's alerts of new content (notifyAdmins): a member of the team kept apart from the author.
  microblog_post: toTheTeam((causer) => feedPost(causer)),
  blog_created: toTheTeam((causer) => article(causer)),
  event_created: toTheTeam((causer) => event(causer)),
  group_created: toTheTeam((causer) => publicGroup(causer)),
  job_offer_created: toTheTeam((causer) => jobOffer(causer)),
};

/** Member-caused types with no emitter above, each with why. */
const notEmitted: Partial<Record<NotificationTypeName, string>> = {
  message: 'declared for its admin template; no service emits it (message_received is the one sent)',
  conversation_created: 'declared for its admin template; no service emits it',
  blog_share: 'declared for its admin template; no service emits it',
  tender_created:
    'the same notifyAdmins path as microblog_post (the causer is the author: `exceptId`); a tender needs a company',
};

describe('notifications a member causes are dropped across a block (issue 32 §3)', () => {
  it('every type declares who causes it', () => {
    expect(registry.types().length).toBeGreaterThan(30);
    const undeclared = registry
      .types()
      .filter((type) => !['member', 'platform'].includes(registry.get(type).causer));
    expect(undeclared, 'give each `causer` in its defineNotification').toEqual([]);
  });

  it('gives every type a member causes an emitter or a reason', () => {
    const memberCaused = registry.types().filter((type) => registry.get(type).causer === 'member');
    const uncovered = memberCaused.filter((type) => !emitters[type] && !notEmitted[type]);
    expect(uncovered, 'add each to `emitters` (how a member causes it) or `notEmitted`').toEqual([]);
    const platform = [...Object.keys(emitters), ...Object.keys(notEmitted)].filter(
      (type) => !registry.has(type) || registry.get(type as NotificationTypeName).causer !== 'member',
    );
    expect(platform, 'emitters of types no member causes').toEqual([]);
  });

  it.each(
    registry.types().filter((type) => registry.get(type).causer === 'member' && emitters[type] !== undefined),
  )('%s', async (type) => {
    const emit = emitters[type];
    if (!emit) throw new Error(`${type}: no emitter`);
    // Between two members: the fixture proves something.
    const [causer, recipient] = [await newMember(), await newMember()];
    await (await emit(causer, recipient))();
    expect(await countOf(recipient, type), `${type} without a block`).toBeGreaterThan(0);
    // Across a block, whoever blocked.
    for (const blockerIsRecipient of [true, false]) {
      const [c, r] = [await newMember(), await newMember()];
      const act = await emit(c, r);
      await (blockerIsRecipient ? block(r, c) : block(c, r));
      await act();
      expect(await countOf(r, type), `${type} across a block`).toBe(0);
    }
  });
});
