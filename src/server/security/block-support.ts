import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { profiles } from '../db/schema';
import { jobOfferBody } from '../test/bodies';
import type { TestApp } from '../test/build-test-app';
import { type CreatedUser, createUser, uniqueIp } from '../test/factories';

/**
 * The members and the writes the block matrices (`block-matrix.test.ts` for reads,
 * `block-matrix-writes.test.ts` for writes and notifications) put on either side of a block.
 */

export interface Member extends CreatedUser {
  fullName: string;
  username: string;
}

export const blockSupport = (t: TestApp) => {
  /** A signed-in member with a name found nowhere else, so its presence in an answer means them. */
  const newMember = async (): Promise<Member> => {
    const user = await createUser(t.app, t.database.db);
    const fullName = `Zorglub ${randomBytes(4).toString('hex')}`;
    const [row] = await t.database.db
      .update(profiles)
      .set({
        fullName,
        title: 'Ingénieure',
        location: { ville: 'Dakar', pays: 'Sénégal', country_code: 'SN', adresse_complete: 'Dakar, Sénégal' },
        countryCode: 'SN',
      })
      .where(eq(profiles.id, user.id))
      .returning({ username: profiles.username });
    return { ...user, fullName, username: row?.username ?? '' };
  };

  /** A request as `user`, same-origin, from an address of its own. */
  const call = (
    user: CreatedUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: user.cookie },
      remoteAddress: uniqueIp(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** The id of what a write created; throws with the answer when the fixture itself failed. */
  const made = async (res: LightMyRequestResponse | Promise<LightMyRequestResponse>): Promise<string> => {
    const answer = await res;
    if (answer.statusCode >= 300) throw new Error(`fixture failed: ${answer.statusCode} ${answer.body}`);
    const body = answer.json() as { id?: string; connectionId?: string; conversationId?: string };
    return body.id ?? body.connectionId ?? body.conversationId ?? '';
  };

  const q = (value: string) => encodeURIComponent(value);
  const inDays = (days: number) => new Date(Date.now() + 86_400_000 * days);

  // What each member writes

  const feedPost = (author: Member, extra = '') =>
    made(call(author, 'POST', '/api/v1/feed/posts', { content: `Un post ${extra}`, mediaIds: [] }));

  const publicGroup = (creator: Member) =>
    made(
      call(creator, 'POST', '/api/v1/groups', { name: `Groupe ${randomUUID()}`, description: 'Un groupe' }),
    );

  const event = (creator: Member) =>
    made(
      call(creator, 'POST', '/api/v1/events', {
        title: `Rencontre ${randomUUID()}`,
        startDate: inDays(10).toISOString(),
        endDate: new Date(inDays(10).getTime() + 3_600_000).toISOString(),
        type: 'en_ligne',
        onlineUrl: 'https://rencontre.example.com',
        capacity: 50,
      }),
    );

  const article = async (author: Member): Promise<{ id: string; slug: string }> => {
    const res = await call(author, 'POST', '/api/v1/blog/posts', {
      title: `Article ${randomUUID()}`,
      content: '<p>Un article</p>',
      published: true,
    });
    await made(res);
    return res.json() as { id: string; slug: string };
  };

  const project = (owner: Member) =>
    made(
      call(owner, 'POST', '/api/v1/projects', {
        title: `Projet ${randomUUID()}`,
        description: 'Un projet',
        tags: 'bloc',
        startDate: null,
        endDate: null,
        location: null,
        status: 'published',
      }),
    );

  /** A project of `owner` that `participant` joined (asked, then accepted). */
  const joinedProject = async (owner: Member, participant: Member) => {
    const id = await project(owner);
    await made(call(participant, 'POST', `/api/v1/projects/${id}/participation`, { message: null }));
    const pending = (await call(owner, 'GET', `/api/v1/projects/${id}/join-requests`)).json() as {
      items: { id: string }[];
    };
    await made(
      call(owner, 'POST', `/api/v1/projects/${id}/join-requests/${pending.items[0]?.id ?? ''}/approve`),
    );
    return id;
  };

  const jobOffer = (owner: Member) =>
    made(call(owner, 'POST', '/api/v1/job-offers', jobOfferBody(inDays(10).toISOString().slice(0, 10))));

  const mentor = (member: Member) =>
    made(
      call(member, 'PUT', '/api/v1/mentors/me', {
        bio: 'Mentor',
        domains: ['Finance'],
        languages: ['Français'],
        available: true,
        slots: null,
        tariff: null,
        capacity: 5,
      }),
    );

  /** `mentee` asked `mentorMember`, was accepted and left a review. */
  const reviewedMentor = async (mentorMember: Member, mentee: Member) => {
    const mentorId = await mentor(mentorMember);
    const requestId = await made(
      call(mentee, 'POST', `/api/v1/mentors/${mentorId}/requests`, { message: 'Bonjour' }),
    );
    await made(call(mentorMember, 'POST', `/api/v1/mentorship-requests/${requestId}/accept`));
    await made(
      call(mentee, 'POST', `/api/v1/mentorship-requests/${requestId}/review`, { rating: 5, text: 'Merci' }),
    );
    return mentorId;
  };

  // What the write fixtures across a block need (block-matrix-writes.test.ts, the areas' `blockReaching`
  // and `blockEmitters`)

  /** `blocker` blocks `blocked` (the rule holds either way; the reached member blocking is the usual case). */
  const block = async (blocker: Member, blocked: Member) => {
    const res = await call(blocker, 'POST', '/api/v1/privacy/blocks', { profileId: blocked.id });
    expect(res.statusCode, res.body).toBe(201);
  };

  /** Makes `member` one of the team, who hear of new content (001 §6). */
  const asAdmin = async (member: Member) => {
    await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, member.id));
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

  /** A public group of `creator` that `member` joined, asking to hear of each post. */
  const subscribedGroup = async (creator: Member, member: Member) => {
    const id = await publicGroup(creator);
    await made(call(member, 'POST', `/api/v1/groups/${id}/join`));
    await made(call(member, 'PUT', `/api/v1/groups/${id}/post-notifications`, { enabled: true }));
    return id;
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
    const id = await made(
      call(mentee, 'POST', `/api/v1/mentors/${mentorId}/requests`, { message: 'Bonjour' }),
    );
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

  const connect = async (from: Member, to: Member) => {
    const id = await made(call(from, 'POST', '/api/v1/connections', { recipientId: to.id }));
    await made(call(to, 'POST', `/api/v1/connections/${id}/accept`));
  };

  /** A message from one to the other; answers the conversation's id. */
  const message = async (from: Member, to: Member): Promise<string> => {
    const res = await call(from, 'POST', '/api/v1/messages', {
      recipientId: to.id,
      content: 'Bonjour',
      clientId: randomUUID(),
    });
    await made(res);
    return (res.json() as { conversation: { id: string } }).conversation.id;
  };

  return {
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
    jobOffer,
    mentor,
    reviewedMentor,
    connect,
    message,
    block,
    asAdmin,
    privateGroup,
    askToJoin,
    subscribedGroup,
    askToTakePart,
    mentorship,
    commentOnThirdArticle,
    connectionRequest,
  };
};
