import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { type GroupType, groupImagePath } from '../../../common/contracts/groups';
import { areaBuckets } from '../../area';
import { areas } from '../../areas';
import { groups, microblogComments, microblogMedia, microblogPosts } from '../../db/schema';
import { createLocalStorage } from '../../plugins/storage';
import { testClient } from '../../test/api-client';
import type { CreatedUser } from '../../test/factories';
import { testAppForFile } from '../../test/suite';
import { image } from '../feed/feed-test-support';
import {
  type MatrixCaller as Caller,
  eachMatrixCase,
  expectAnswer,
  expectedAnswer,
  insertGroup,
  isMember,
  matrixMemberships,
  type MatrixRole as Role,
} from './group-test-support';

/*
 * The permission matrix of a group's feed and images: (visitor, non-member, member, moderator, admin,
 * creator) × (public, private, secret) × every route that reaches a group's post, comment, like, share,
 * upload or image, each on a fresh group whose post and comment are another member's. A secret group's
 * are 404 to anyone outside it on every path; a private group's posts are 404 by id to outsiders.
 */

const t = testAppForFile();
const { call, member } = testClient(t, '/api/v1');
let png: Buffer;
const users = {} as Record<Caller | 'target', CreatedUser>;

beforeAll(async () => {
  for (const name of ['outsider', 'member', 'moderator', 'admin', 'creator', 'target'] as const) {
    users[name] = await member(`Fil ${name}`);
  }
  png = await image('png', 40, 40);
});

interface Fixture {
  groupId: string;
  postId: string;
  commentId: string;
  mediaId: string;
  targetMemberId: string;
}

const moderates = (role: Role) => role === 'creator' || role === 'admin' || role === 'moderator';
/** Reading the group's posts: a public group's by anyone, a private one's by its members. */
const reads = (role: Role, type: GroupType) => type === 'public' || isMember(role);
/** A post, comment or upload by id: not found to whoever may not read the group's posts. */
const byId =
  (ok: [number, string?], forOutsiderOfPublic: [number, string?] = ok) =>
  (role: Caller, type: GroupType): [number, string?] =>
    !reads(role, type) ? [404, 'not_found'] : isMember(role) ? ok : forOutsiderOfPublic;

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (f: Fixture) => string;
  body?: (f: Fixture) => Record<string, unknown>;
  expect: (role: Caller, type: GroupType) => [number, string?];
  /** What a visitor gets from a public read of a public or private group (writes are 401). */
  visitor?: (type: GroupType) => [number, string?];
  /** The route does not name the group: the same answer for every group type and caller. */
  blind?: true;
}

const cases: RouteCase[] = [
  {
    name: 'GET the group feed',
    method: 'GET',
    url: (f) => `/feed/posts?group=${f.groupId}`,
    expect: (role, type) => (reads(role, type) ? [200] : [403, 'group_private']),
    visitor: (type) => (type === 'public' ? [200] : [403, 'group_private']),
  },
  {
    name: 'POST a post in the group',
    method: 'POST',
    url: () => '/feed/posts',
    body: (f) => ({ content: 'Bonjour le groupe', groupId: f.groupId }),
    expect: (role) => (isMember(role) ? [201] : [403, 'group_post_members_only']),
  },
  {
    name: 'GET the post',
    method: 'GET',
    url: (f) => `/feed/posts/${f.postId}`,
    expect: byId([200]),
    visitor: (type) => (type === 'public' ? [200] : [404, 'not_found']),
  },
  {
    name: 'GET the post through the main feed (?post=)',
    method: 'GET',
    url: (f) => `/feed/posts?post=${f.postId}`,
    // Answers 200 with no item to everyone: checked below that the item never comes back.
    blind: true,
    expect: () => [200],
    visitor: () => [200],
  },
  {
    name: 'PATCH the post (its author only)',
    method: 'PATCH',
    url: (f) => `/feed/posts/${f.postId}`,
    body: () => ({ content: 'Modifié', mediaIds: [] }),
    expect: byId([403, 'forbidden']),
  },
  {
    name: 'DELETE the post',
    method: 'DELETE',
    url: (f) => `/feed/posts/${f.postId}`,
    expect: (role, type) =>
      byId(moderates(role) ? [204] : [403, 'forbidden'], [403, 'forbidden'])(role, type),
  },
  {
    name: 'PUT a like',
    method: 'PUT',
    url: (f) => `/feed/posts/${f.postId}/like`,
    expect: byId([200], [403, 'group_members_only']),
  },
  {
    name: 'POST toggle like',
    method: 'POST',
    url: (f) => `/feed/posts/${f.postId}/like/toggle`,
    expect: byId([200], [403, 'group_members_only']),
  },
  {
    name: 'POST a share',
    method: 'POST',
    url: (f) => `/feed/posts/${f.postId}/share`,
    expect: byId([200], [403, 'group_members_only']),
  },
  {
    name: 'GET the comments',
    method: 'GET',
    url: (f) => `/feed/posts/${f.postId}/comments`,
    expect: byId([200]),
    visitor: (type) => (type === 'public' ? [200] : [404, 'not_found']),
  },
  {
    name: 'POST a comment',
    method: 'POST',
    url: (f) => `/feed/posts/${f.postId}/comments`,
    body: () => ({ content: 'Merci !' }),
    expect: byId([201], [403, 'group_members_only']),
  },
  {
    name: 'DELETE the comment',
    method: 'DELETE',
    url: (f) => `/feed/comments/${f.commentId}`,
    expect: (role, type) =>
      byId(moderates(role) ? [204] : [403, 'forbidden'], [403, 'forbidden'])(role, type),
  },
  {
    name: 'GET the media file',
    method: 'GET',
    url: (f) => `/feed/media/${f.mediaId}/file`,
    expect: byId([200]),
    visitor: (type) => (type === 'public' ? [200] : [404, 'not_found']),
  },
  {
    name: 'GET the logo',
    method: 'GET',
    url: (f) => `/groups/${f.groupId}/images/logo`,
    expect: () => [200],
    visitor: () => [200],
  },
  {
    name: 'DELETE the logo',
    method: 'DELETE',
    url: (f) => `/groups/${f.groupId}/images/logo`,
    expect: (role) => (role === 'creator' || role === 'admin' ? [200] : [403, 'group_admin_required']),
  },
  {
    name: 'POST transfer',
    method: 'POST',
    url: (f) => `/groups/${f.groupId}/transfer`,
    body: (f) => ({ memberId: f.targetMemberId }),
    expect: (role) => (role === 'creator' ? [200] : [403, 'group_creator_required']),
  },
  {
    name: 'PUT post-notifications',
    method: 'PUT',
    url: (f) => `/groups/${f.groupId}/post-notifications`,
    body: () => ({ enabled: true }),
    expect: (role) => (isMember(role) ? [200] : [409, 'group_not_member']),
  },
];

const storage = () => createLocalStorage(path.join(t.config.dataDir, 'storage'), areaBuckets(areas));

/** A fresh group with the five roles, the target member's post with a comment and an image, and a logo. */
const fixture = async (type: GroupType): Promise<Fixture> => {
  const { db } = t.database;
  const { group, memberIds } = await insertGroup(db, {
    type,
    members: matrixMemberships(users),
  });
  const [post] = await db
    .insert(microblogPosts)
    .values({ userId: users.target.id, groupId: group.id, content: 'Le message du groupe', commentsCount: 1 })
    .returning();
  if (!post) throw new Error('post fixture failed');
  const [comment] = await db
    .insert(microblogComments)
    .values({ postId: post.id, userId: users.target.id, content: 'Un commentaire' })
    .returning();
  const mediaId = randomUUID();
  const key = `groups/${group.id}/${mediaId}.png`;
  await storage().put('group-media', key, png);
  await db.insert(microblogMedia).values({
    id: mediaId,
    userId: users.target.id,
    postId: post.id,
    groupId: group.id,
    kind: 'image',
    storageKey: key,
    url: `/api/v1/feed/media/${mediaId}/file`,
    mime: 'image/png',
    name: 'photo.png',
    size: png.length,
  });
  const version = `${randomUUID()}.png`;
  await storage().put('group-media', `groups/${group.id}/logo-${version}`, png);
  await db
    .update(groups)
    .set({ logoUrl: groupImagePath(group.id, 'logo', version) })
    .where(eq(groups.id, group.id));
  return {
    groupId: group.id,
    postId: post.id,
    commentId: comment?.id ?? '',
    mediaId,
    targetMemberId: memberIds[users.target.id] ?? '',
  };
};

eachMatrixCase(cases, async (type, role, routeCase) => {
  const f = await fixture(type);
  const caller = role === 'visitor' ? null : users[role];
  const res = await call(caller, routeCase.method, routeCase.url(f), routeCase.body?.(f));
  expectAnswer(res, routeCase.blind ? [200] : expectedAnswer(role, type, routeCase));
  // The main feed's `?post=` never answers a group's post, whoever asks.
  if (routeCase.name.includes('main feed')) expect(res.json().items).toEqual([]);
});
