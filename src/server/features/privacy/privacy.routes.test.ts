/** Privacy: per-field visibility of a profile (e-mail, city, directory, search engines) and blocking a member. */
import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connections, profiles } from '../../db/schema';
import type { CreatedUser } from '../../test/factories';
import { privacyTestApp } from './privacy-test-support';

const { t, call, member, post, send } = privacyTestApp();

const dakar = { ville: 'Dakar', pays: 'Sénégal', country_code: 'SN', adresse_complete: 'Dakar, Sénégal' };

/** A member the network lists: a unique name and a place. */
const listed = async (fullName: string) => {
  const user = await member(fullName);
  await t.database.db
    .update(profiles)
    .set({ location: dakar, countryCode: 'SN' })
    .where(eq(profiles.id, user.id));
  return user;
};

const connect = async (a: CreatedUser, b: CreatedUser) => {
  const sent = await call(a, 'POST', '/api/v1/connections', { recipientId: b.id });
  expect(sent.statusCode).toBe(201);
  const accepted = await call(b, 'POST', `/api/v1/connections/${sent.json().connectionId}/accept`);
  expect(accepted.statusCode).toBe(200);
};

const search = async (viewer: CreatedUser, q: string) =>
  (await call(viewer, 'GET', `/api/v1/network/profiles?q=${encodeURIComponent(q)}`)).json().items as {
    id: string;
    location: { ville: string; pays: string } | null;
  }[];

const savePrivacy = (user: CreatedUser, patch: Record<string, unknown>) =>
  call(user, 'PUT', '/api/v1/privacy/settings', {
    emailVisibility: 'connections',
    locationVisibility: 'everyone',
    hiddenFromDirectory: false,
    noindex: false,
    ...patch,
  });

describe('per-field visibility of a profile', () => {
  let owner: CreatedUser;
  let friend: CreatedUser;
  let stranger: CreatedUser;
  const tag = randomUUID().slice(0, 6);
  beforeAll(async () => {
    owner = await listed(`Nafi Confidentielle ${tag}`);
    friend = await listed(`Ami ${tag}`);
    stranger = await listed(`Inconnu ${tag}`);
    await connect(owner, friend);
  });

  const viewOf = async (viewer: CreatedUser | null) => {
    const res = await call(viewer, 'GET', `/api/v1/profiles/${owner.id}`);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      email: string | null;
      location: { ville: string; pays: string } | null;
      noindex: boolean;
    };
  };

  it('starts from the defaults: e-mail to connections, city to everyone', async () => {
    const res = await call(owner, 'GET', '/api/v1/privacy/settings');
    expect(res.json()).toEqual({
      emailVisibility: 'connections',
      locationVisibility: 'everyone',
      hiddenFromDirectory: false,
      noindex: false,
    });
  });

  it.each([
    ['connections', { self: true, connection: true, member: false, visitor: false }],
    ['members', { self: true, connection: true, member: true, visitor: false }],
    ['everyone', { self: true, connection: true, member: true, visitor: true }],
  ] as const)('shows the e-mail and the city shown to %s by viewer type', async (audience, sees) => {
    expect(
      (await savePrivacy(owner, { emailVisibility: audience, locationVisibility: audience })).statusCode,
    ).toBe(200);
    const viewers = { self: owner, connection: friend, member: stranger, visitor: null };
    for (const [kind, viewer] of Object.entries(viewers)) {
      const view = await viewOf(viewer);
      const allowed = sees[kind as keyof typeof sees];
      expect(view.email, `${audience}: ${kind}`).toBe(allowed ? owner.email : null);
      expect(view.location, `${audience}: ${kind}`).toMatchObject(
        allowed ? { ville: 'Dakar', pays: 'Sénégal' } : { ville: '', pays: 'Sénégal' },
      );
    }
  });

  it('reduces the city to the country on network cards for viewers it is not shown to', async () => {
    await savePrivacy(owner, { locationVisibility: 'connections' });
    const byStranger = (await search(stranger, `Confidentielle ${tag}`)).find((card) => card.id === owner.id);
    expect(byStranger?.location).toMatchObject({ ville: '', pays: 'Sénégal' });
    const byFriend = (await search(friend, `Confidentielle ${tag}`)).find((card) => card.id === owner.id);
    expect(byFriend?.location).toMatchObject({ ville: 'Dakar' });
  });

  it('shows the city on connection lists per its audience: a connection sees it, a pending requester does not', async () => {
    await savePrivacy(owner, { locationVisibility: 'connections' });
    const requester = await listed(`Demandeur ${tag}`);
    expect((await call(owner, 'POST', '/api/v1/connections', { recipientId: requester.id })).statusCode).toBe(
      201,
    );
    const cardIn = async (viewer: CreatedUser, path: string) =>
      (
        (await call(viewer, 'GET', path)).json().items as { member: { id: string; location: unknown } }[]
      ).find((item) => item.member.id === owner.id)?.member.location;
    expect(await cardIn(friend, '/api/v1/connections')).toMatchObject({ ville: 'Dakar' });
    expect(await cardIn(requester, '/api/v1/connections/pending')).toMatchObject({
      ville: '',
      pays: 'Sénégal',
    });
    await savePrivacy(owner, { locationVisibility: 'members' });
    expect(await cardIn(requester, '/api/v1/connections/pending')).toMatchObject({ ville: 'Dakar' });
    await savePrivacy(owner, { locationVisibility: 'everyone' });
  });

  it('never finds a member by a city the viewer may not see (issue 32 §4)', async () => {
    await savePrivacy(owner, { locationVisibility: 'connections' });
    const found = async (viewer: CreatedUser, query: string) =>
      (
        (await call(viewer, 'GET', `/api/v1/network/profiles?${query}`)).json().items as { id: string }[]
      ).some((card) => card.id === owner.id);
    const byCity = `q=${encodeURIComponent(`Confidentielle ${tag}`)}&city=Dakar`;
    const byWord = `q=${encodeURIComponent(`Confidentielle ${tag} Dakar`)}`;
    // A stranger's search on the hidden city confirms nothing; a connection, who sees it, finds her.
    expect(await found(stranger, byCity)).toBe(false);
    expect(await found(stranger, byWord)).toBe(false);
    expect(await found(friend, byCity)).toBe(true);
    expect(await found(friend, byWord)).toBe(true);
    await savePrivacy(owner, { locationVisibility: 'members' });
    expect(await found(stranger, byCity)).toBe(true);
    expect(await found(stranger, byWord)).toBe(true);
    await savePrivacy(owner, { locationVisibility: 'everyone' });
  });

  it('leaves the network directory for others, and asks search engines not to index the page', async () => {
    expect((await search(stranger, `Confidentielle ${tag}`)).map((card) => card.id)).toContain(owner.id);
    await savePrivacy(owner, { hiddenFromDirectory: true, noindex: true });
    expect(await search(stranger, `Confidentielle ${tag}`)).toEqual([]);
    // The profile itself stays reachable by its address, marked noindex for the SPA head.
    expect((await viewOf(stranger)).noindex).toBe(true);
    const meta = await t.app.services.profiles.shareMeta(owner.id, 'http://localhost:3000', 'Sankofa');
    expect(meta).toMatchObject({ noindex: true });
    await savePrivacy(owner, { hiddenFromDirectory: false, noindex: false });
    expect((await search(stranger, `Confidentielle ${tag}`)).map((card) => card.id)).toContain(owner.id);
  });

  it('refuses an unknown audience with a French message, and visitors', async () => {
    const res = await savePrivacy(owner, { emailVisibility: 'amis' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({
      path: 'emailVisibility',
      message: 'Choisissez : tout le monde, les membres connectés ou vos connexions.',
    });
    expect((await call(null, 'GET', '/api/v1/privacy/settings')).statusCode).toBe(401);
  });
});

/** Whether a notification in the member's bell names `name` (the message, comment or connection of another). */
const bellNames = async (user: CreatedUser, name: string) => {
  const bell = (await call(user, 'GET', '/api/v1/notifications?limit=50')).json() as {
    items: { body: string }[];
  };
  return bell.items.some((item) => item.body.includes(name));
};

describe('blocking', () => {
  let awa: CreatedUser;
  let bako: CreatedUser;
  let witness: CreatedUser;
  const tag = randomUUID().slice(0, 6);
  const ids = { awaPost: '', bakoPost: '', conversation: '' };
  const nameOf = (user: CreatedUser) => (user === awa ? `Awa Bloqueuse ${tag}` : `Bako Bloqué ${tag}`);
  const postOf = (user: CreatedUser) => (user === awa ? ids.awaPost : ids.bakoPost);

  beforeAll(async () => {
    awa = await listed(`Awa Bloqueuse ${tag}`);
    bako = await listed(`Bako Bloqué ${tag}`);
    witness = await listed(`Témoin ${tag}`);
    await connect(awa, bako);
    ids.awaPost = await post(awa, `Publication d'Awa ${tag}`);
    ids.bakoPost = await post(bako, `Publication de Bako ${tag}`);
    await call(bako, 'POST', `/api/v1/feed/posts/${ids.awaPost}/comments`, {
      content: `Bako commente ${tag}`,
    });
    await call(awa, 'POST', `/api/v1/feed/posts/${ids.bakoPost}/comments`, {
      content: `Awa commente ${tag}`,
    });
    const first = await send(awa, { recipientId: bako.id }, 'Bonjour Bako');
    expect(first.statusCode).toBe(201);
    ids.conversation = first.json().conversation.id;
    expect((await send(bako, { conversationId: ids.conversation }, 'Bonjour Awa')).statusCode).toBe(201);
    // Someone else's notification to Bako, which the block must leave.
    expect((await call(witness, 'POST', '/api/v1/connections', { recipientId: bako.id })).statusCode).toBe(
      201,
    );
    // Before the block, each bell names the other (the message, the comment, the accepted connection).
    expect(await bellNames(bako, nameOf(awa))).toBe(true);
    expect(await bellNames(awa, nameOf(bako))).toBe(true);

    const blocked = await call(awa, 'POST', '/api/v1/privacy/blocks', { profileId: bako.id });
    expect(blocked.statusCode).toBe(201);
  });

  it('removes the connection between the two', async () => {
    const rows = await t.database.db
      .select()
      .from(connections)
      .where(
        or(
          and(eq(connections.requesterId, awa.id), eq(connections.recipientId, bako.id)),
          and(eq(connections.requesterId, bako.id), eq(connections.recipientId, awa.id)),
        ),
      );
    expect(rows).toEqual([]);
  });

  /** Each read and action of the issue, checked from both sides: the block holds either way. */
  const checks: [string, (viewer: CreatedUser, other: CreatedUser) => Promise<void>][] = [
    [
      'profile by id and by username is not found',
      async (viewer, other) => {
        expect((await call(viewer, 'GET', `/api/v1/profiles/${other.id}`)).statusCode).toBe(404);
        const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, other.id));
        expect((await call(viewer, 'GET', `/api/v1/profiles/by-username/${row?.username}`)).statusCode).toBe(
          404,
        );
        expect((await call(viewer, 'GET', `/api/v1/profiles/${other.id}/experiences`)).statusCode).toBe(404);
      },
    ],
    [
      'network search does not find the other',
      async (viewer, other) => {
        expect((await search(viewer, nameOf(other))).map((card) => card.id)).not.toContain(other.id);
        const suggestions = (await call(viewer, 'GET', '/api/v1/network/suggestions')).json();
        expect(JSON.stringify(suggestions)).not.toContain(other.id);
      },
    ],
    [
      'a connection request is refused',
      async (viewer, other) => {
        const res = await call(viewer, 'POST', '/api/v1/connections', { recipientId: other.id });
        expect(res.statusCode).toBe(404);
        expect((await call(viewer, 'GET', `/api/v1/connections/status/${other.id}`)).statusCode).toBe(404);
      },
    ],
    [
      'messages cannot be sent and the conversation is hidden',
      async (viewer, other) => {
        expect((await send(viewer, { recipientId: other.id }, 'Encore moi')).statusCode).toBe(404);
        expect((await send(viewer, { conversationId: ids.conversation }, 'Encore moi')).statusCode).toBe(404);
        const list = (await call(viewer, 'GET', '/api/v1/conversations')).json();
        expect(list.items.map((item: { id: string }) => item.id)).not.toContain(ids.conversation);
        expect((await call(viewer, 'GET', `/api/v1/conversations/${ids.conversation}`)).statusCode).toBe(404);
        expect(
          (await call(viewer, 'GET', `/api/v1/conversations/${ids.conversation}/messages`)).statusCode,
        ).toBe(404);
        expect((await call(viewer, 'GET', `/api/v1/conversations/with/${other.id}`)).statusCode).toBe(404);
        expect((await call(viewer, 'GET', '/api/v1/messages/unread-count')).json().count).toBe(0);
        const found = (
          await call(viewer, 'GET', `/api/v1/messages/recipients?q=${encodeURIComponent(nameOf(other))}`)
        ).json();
        expect(JSON.stringify(found)).not.toContain(other.id);
      },
    ],
    [
      "the feed, the post and its comments hide the other's posts and comments",
      async (viewer, other) => {
        const feed = (await call(viewer, 'GET', '/api/v1/feed/posts?limit=50')).json();
        const text = JSON.stringify(feed);
        expect(text).not.toContain(postOf(other));
        expect(text).not.toContain(`${other === awa ? 'Awa' : 'Bako'} commente ${tag}`);
        expect((await call(viewer, 'GET', `/api/v1/feed/posts/${postOf(other)}`)).statusCode).toBe(404);
        expect((await call(viewer, 'GET', `/api/v1/feed/posts?post=${postOf(other)}`)).json().items).toEqual(
          [],
        );
        expect((await call(viewer, 'GET', `/api/v1/feed/posts?user=${other.id}`)).json().items).toEqual([]);
        expect((await call(viewer, 'GET', `/api/v1/feed/posts/${postOf(other)}/comments`)).statusCode).toBe(
          404,
        );
        const own = (await call(viewer, 'GET', `/api/v1/feed/posts/${postOf(viewer)}/comments`)).json();
        expect(own.items).toEqual([]);
        const comment = await call(viewer, 'POST', `/api/v1/feed/posts/${postOf(other)}/comments`, {
          content: 'Je passe par là',
        });
        expect(comment.statusCode).toBe(404);
      },
    ],
  ];

  for (const direction of ['blocker', 'blocked'] as const) {
    describe(`seen by the ${direction}`, () => {
      it.each(checks)('%s', async (_name, check) => {
        const [viewer, other] = direction === 'blocker' ? [awa, bako] : [bako, awa];
        await check(viewer, other);
      });
    });
  }

  it("takes each member's notifications of the other out of both bells, and keeps the others'", async () => {
    expect(await bellNames(bako, nameOf(awa))).toBe(false);
    expect(await bellNames(awa, nameOf(bako))).toBe(false);
    expect(await bellNames(bako, `Témoin ${tag}`)).toBe(true);
  });

  it('leaves everyone else as before', async () => {
    expect((await call(witness, 'GET', `/api/v1/profiles/${bako.id}`)).statusCode).toBe(200);
    const comments = (await call(witness, 'GET', `/api/v1/feed/posts/${ids.awaPost}/comments`)).json();
    expect(comments.items).toHaveLength(1);
  });

  it('lists the blocked members to the blocker only, and refuses blocking oneself or nobody', async () => {
    const mine = (await call(awa, 'GET', '/api/v1/privacy/blocks')).json();
    expect(mine.items).toEqual([expect.objectContaining({ id: bako.id, fullName: `Bako Bloqué ${tag}` })]);
    expect((await call(bako, 'GET', '/api/v1/privacy/blocks')).json().items).toEqual([]);
    expect((await call(awa, 'POST', '/api/v1/privacy/blocks', { profileId: awa.id })).json().error.code).toBe(
      'block_self',
    );
    expect((await call(awa, 'POST', '/api/v1/privacy/blocks', { profileId: randomUUID() })).statusCode).toBe(
      404,
    );
    // Bako cannot lift Awa's block: unblocking acts on the caller's own blocks only.
    await call(bako, 'DELETE', `/api/v1/privacy/blocks/${awa.id}`);
    expect((await call(bako, 'GET', `/api/v1/profiles/${awa.id}`)).statusCode).toBe(404);
  });

  it('undoes everything once the blocker unblocks', async () => {
    expect((await call(awa, 'DELETE', `/api/v1/privacy/blocks/${bako.id}`)).statusCode).toBe(200);
    expect((await call(bako, 'GET', `/api/v1/profiles/${awa.id}`)).statusCode).toBe(200);
    expect((await send(bako, { conversationId: ids.conversation }, 'Merci !')).statusCode).toBe(201);
    expect((await call(awa, 'GET', '/api/v1/privacy/blocks')).json().items).toEqual([]);
  });
});
