import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { testClient } from '../../test/api-client';
import { type CreatedUser, cookieOf, signInAgain } from '../../test/factories';
import { testAppForFile } from '../../test/suite';

const t = testAppForFile();
const { call, member } = testClient(t, '/api/v1');

/**
 * A member whose deletion is scheduled is hidden from everyone at once for the 14-day grace period, as
 * LinkedIn and Facebook do (issue 38 §3): their profile answers 404 like a missing member, their posts
 * and comments leave the feed, searches and directories stop finding them; signing in again cancels the
 * deletion and brings them back.
 */

const dakar = { ville: 'Dakar', pays: 'Sénégal', country_code: 'SN', adresse_complete: 'Dakar, Sénégal' };

const signIn = async (user: CreatedUser): Promise<CreatedUser> => {
  const res = await signInAgain(t.app, user);
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, cookie: cookieOf(res) };
};

describe('a member leaving during the grace period', () => {
  const tag = randomUUID().slice(0, 8);
  let leaving: CreatedUser;
  let witness: CreatedUser;
  let postId: string;
  let witnessPostId: string;

  /** What the witness (another member) and a visitor find of the leaving member. */
  const seen = async () => {
    const profile = await call(witness, 'GET', `/profiles/${leaving.id}`);
    const visitorProfile = await call(null, 'GET', `/profiles/${leaving.id}`);
    const feed = await call(witness, 'GET', '/feed/posts');
    const post = await call(witness, 'GET', `/feed/posts/${postId}`);
    const comments = await call(witness, 'GET', `/feed/posts/${witnessPostId}/comments`);
    const search = await call(witness, 'GET', `/network/profiles?q=${encodeURIComponent(`Partante ${tag}`)}`);
    return {
      profile: profile.statusCode,
      visitorProfile: visitorProfile.statusCode,
      inFeed: feed.body.includes(postId),
      post: post.statusCode,
      comments: comments.body.includes(leaving.id),
      // The feed's preview of the latest comments under the witness's post.
      commentPreview: feed.body.includes(`Commentaire ${tag}`),
      inSearch: search.body.includes(leaving.id),
    };
  };

  const visible = {
    profile: 200,
    visitorProfile: 200,
    inFeed: true,
    post: 200,
    comments: true,
    commentPreview: true,
    inSearch: true,
  };

  beforeAll(async () => {
    leaving = await member(`Awa Partante ${tag}`, 'Ingénieure');
    witness = await member(`Témoin ${tag}`);
    for (const user of [leaving, witness]) {
      await t.database.db
        .update(profiles)
        .set({ location: dakar, countryCode: 'SN' })
        .where(eq(profiles.id, user.id));
    }
    postId = (await call(leaving, 'POST', '/feed/posts', { content: `Au revoir ${tag}` })).json().id;
    witnessPostId = (await call(witness, 'POST', '/feed/posts', { content: `Bonjour ${tag}` })).json().id;
    const commented = await call(leaving, 'POST', `/feed/posts/${witnessPostId}/comments`, {
      content: `Commentaire ${tag}`,
    });
    expect(commented.statusCode, commented.body).toBe(201);
  });

  it('is shown to everyone before asking', async () => {
    expect(await seen()).toEqual(visible);
  });

  it('disappears at once when the deletion is scheduled, and comes back on signing in again', async () => {
    const requested = await call(leaving, 'POST', '/account/deletion', { password: leaving.password });
    expect(requested.json().status).toBe('scheduled');
    expect(await seen()).toEqual({
      profile: 404,
      visitorProfile: 404,
      inFeed: false,
      post: 404,
      comments: false,
      commentPreview: false,
      inSearch: false,
    });

    // Signing in again cancels the deletion (issue 22 §5): back for everyone.
    leaving = await signIn(leaving);
    expect((await call(leaving, 'GET', '/account/settings')).statusCode).toBe(200);
    expect(await seen()).toEqual(visible);
    const [row] = await t.database.db
      .select({ isLeaving: profiles.isLeaving })
      .from(profiles)
      .where(eq(profiles.id, leaving.id));
    expect(row?.isLeaving).toBe(false);
  });
});
