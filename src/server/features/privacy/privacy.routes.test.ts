import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connections, groups, profiles, reports } from '../../db/schema';
import { testClient } from '../../test/api-client';
import { type CreatedUser, createUser } from '../../test/factories';
import { testAppForFile } from '../../test/suite';

const t = testAppForFile();
const { call, member } = testClient(t);

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

const post = async (author: CreatedUser, content: string): Promise<string> => {
  const res = await call(author, 'POST', '/api/v1/feed/posts', { content });
  expect(res.statusCode).toBe(201);
  return res.json().id;
};

const send = (from: CreatedUser, body: { recipientId?: string; conversationId?: string }, content: string) =>
  call(from, 'POST', '/api/v1/messages', { ...body, content, clientId: randomUUID() });

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

describe('reports', () => {
  let author: CreatedUser;
  let reader: CreatedUser;
  let moderator: CreatedUser;
  let admin: CreatedUser;
  let postId: string;
  let commentId: string;
  let messageId: string;
  let groupId: string;
  const reason = 'Contenu trompeur et insistant';

  beforeAll(async () => {
    author = await member('Auteur Signalé');
    reader = await member('Lectrice Vigilante');
    moderator = await createUser(t.app, t.database.db, { role: 'moderateur' });
    admin = await createUser(t.app, t.database.db, { role: 'admin' });
    postId = await post(author, 'Achetez mes formations miracles');
    commentId = (
      await call(author, 'POST', `/api/v1/feed/posts/${postId}/comments`, { content: 'Vraiment miracles' })
    ).json().id;
    messageId = (await send(author, { recipientId: reader.id }, 'Offre exclusive')).json().message.id;
    const [group] = await t.database.db
      .insert(groups)
      .values({ name: 'Groupe douteux', description: 'Rien à voir', type: 'public', createdBy: author.id })
      .returning();
    groupId = group?.id ?? '';
  });

  const report = (user: CreatedUser | null, targetType: string, targetId: string, text = reason) =>
    call(user, 'POST', '/api/v1/reports', { targetType, targetId, reason: text });

  it('checks the reason: required, 10 to 1000 characters', async () => {
    const short = await report(reader, 'post', postId, 'Spam');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0]).toMatchObject({
      path: 'reason',
      message: 'La raison doit contenir au moins 10 caractères.',
    });
    const long = await report(reader, 'post', postId, 'x'.repeat(1001));
    expect(long.json().error.details[0].message).toBe('La raison ne peut pas dépasser 1000 caractères.');
    const blank = await report(reader, 'post', postId, '   ');
    expect(blank.json().error.details[0].message).toBe('Veuillez indiquer la raison du signalement.');
    expect((await report(reader, 'article', postId)).statusCode).toBe(400);
    expect((await report(null, 'post', postId)).statusCode).toBe(401);
  });

  it('records one report per member and target, of each kind', async () => {
    for (const [type, id] of [
      ['post', postId],
      ['comment', commentId],
      ['message', messageId],
      ['group', groupId],
      ['member', author.id],
    ] as const) {
      expect((await report(reader, type, id)).statusCode, type).toBe(201);
    }
    const again = await report(reader, 'post', postId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('report_duplicate');
  });

  it("refuses one's own content, a message of others, and what does not exist", async () => {
    expect((await report(author, 'post', postId)).json().error.code).toBe('report_own_content');
    expect((await report(author, 'member', author.id)).json().error.code).toBe('report_own_content');
    const outsider = await member('Curieux');
    expect((await report(outsider, 'message', messageId)).statusCode).toBe(404);
    expect((await report(outsider, 'post', randomUUID())).statusCode).toBe(404);
    expect((await report(outsider, 'group', randomUUID())).statusCode).toBe(404);
  });

  it('keeps the queue for staff: 403 for a member', async () => {
    expect((await call(reader, 'GET', '/api/v1/admin/reports')).statusCode).toBe(403);
    expect(
      (await call(reader, 'POST', `/api/v1/admin/reports/${randomUUID()}/resolve`, { action: 'dismiss' }))
        .statusCode,
    ).toBe(403);
  });

  it('lists every kind to staff, filtered by type, with a link and whether the content can go', async () => {
    const all = (await call(moderator, 'GET', '/api/v1/admin/reports?pageSize=100')).json();
    const mine = all.items.filter(
      (item: { reporter: { id: string } | null }) => item.reporter?.id === reader.id,
    );
    expect(mine.map((item: { targetType: string }) => item.targetType).sort()).toEqual([
      'comment',
      'group',
      'member',
      'message',
      'post',
    ]);
    const posts = (await call(moderator, 'GET', '/api/v1/admin/reports?type=post')).json();
    expect(posts.items.every((item: { targetType: string }) => item.targetType === 'post')).toBe(true);
    const postReport = posts.items.find((item: { targetId: string }) => item.targetId === postId);
    // Feed moderation is the admin's: the queue offers a moderateur no removal of a post.
    expect(postReport).toMatchObject({
      canRemove: false,
      target: {
        content: 'Achetez mes formations miracles',
        path: `/feed?post=${postId}`,
        author: { id: author.id },
      },
    });
    const forAdmin = (await call(admin, 'GET', '/api/v1/admin/reports?type=post&pageSize=100')).json();
    expect(forAdmin.items.find((item: { targetId: string }) => item.targetId === postId)).toMatchObject({
      canRemove: true,
    });
    const memberReport = mine.find((item: { targetType: string }) => item.targetType === 'member');
    expect(memberReport).toMatchObject({ canRemove: false, target: { path: `/profile/${author.id}` } });
    const messageReport = mine.find((item: { targetType: string }) => item.targetType === 'message');
    expect(messageReport).toMatchObject({
      canRemove: true,
      target: { content: 'Offre exclusive', path: null },
    });
  });

  /** The reader's report of `type` (of `targetId` when the reader reported several of that type). */
  const reportOf = async (type: string, targetId?: string) => {
    const [row] = await t.database.db
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reader.id),
          eq(reports.targetType, type),
          targetId ? eq(reports.targetId, targetId) : undefined,
        ),
      );
    return row?.id ?? '';
  };

  it('asks the same ability to remove through a report as directly: a moderateur removes no feed post', async () => {
    // Deleting the post directly is refused to a moderateur (`feed.moderate` is the admin's)...
    expect((await call(moderator, 'DELETE', `/api/v1/feed/posts/${postId}`)).statusCode).toBe(403);
    // ...and so is removing it, or a comment of the feed, through the report queue.
    for (const type of ['post', 'comment']) {
      const refused = await call(moderator, 'POST', `/api/v1/admin/reports/${await reportOf(type)}/resolve`, {
        action: 'remove',
      });
      expect(refused.statusCode, type).toBe(403);
    }
    expect((await call(reader, 'GET', `/api/v1/feed/posts/${postId}`)).statusCode).toBe(200);
    const [open] = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.id, await reportOf('post')));
    expect(open?.status).toBe('open');
  });

  it('asks it for a group’s post and its comment too, and removes no group through a report', async () => {
    const created = await call(author, 'POST', '/api/v1/groups', {
      name: `Groupe ${randomUUID()}`,
      description: 'Un groupe public',
    });
    expect(created.statusCode, created.body).toBe(201);
    const inGroup = await call(author, 'POST', '/api/v1/feed/posts', {
      content: 'Formations miracles, version groupe',
      groupId: created.json().id,
    });
    expect(inGroup.statusCode, inGroup.body).toBe(201);
    const groupPostId: string = inGroup.json().id;
    const groupComment = await call(author, 'POST', `/api/v1/feed/posts/${groupPostId}/comments`, {
      content: 'Toujours miracles',
    });
    expect(groupComment.statusCode, groupComment.body).toBe(201);
    expect((await report(reader, 'post', groupPostId)).statusCode).toBe(201);
    expect((await report(reader, 'comment', groupComment.json().id)).statusCode).toBe(201);
    const reportIdOf = async (targetId: string) => {
      const [row] = await t.database.db
        .select()
        .from(reports)
        .where(and(eq(reports.reporterId, reader.id), eq(reports.targetId, targetId)));
      return row?.id ?? '';
    };
    for (const target of [groupPostId, groupComment.json().id, groupId]) {
      const refused = await call(
        moderator,
        'POST',
        `/api/v1/admin/reports/${await reportIdOf(target)}/resolve`,
        {
          action: 'remove',
        },
      );
      expect(refused.statusCode, target).toBe(403);
    }
    expect((await call(reader, 'GET', `/api/v1/feed/posts/${groupPostId}`)).statusCode).toBe(200);
  });

  it('lets staff remove reported content or dismiss a report, once', async () => {
    const resolve = (id: string, action: string, by = moderator) =>
      call(by, 'POST', `/api/v1/admin/reports/${id}/resolve`, { action });

    // The reader also reported a group's post above: this is the feed post's report.
    const removed = await resolve(await reportOf('post', postId), 'remove', admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ status: 'removed', target: null });
    expect((await call(reader, 'GET', `/api/v1/feed/posts/${postId}`)).statusCode).toBe(404);

    const message = await resolve(await reportOf('message'), 'remove');
    expect(message.json()).toMatchObject({ status: 'removed', target: { isDeleted: true } });

    expect((await resolve(await reportOf('member'), 'remove')).statusCode).toBe(403);
    const dismissed = await resolve(await reportOf('member'), 'dismiss');
    expect(dismissed.json()).toMatchObject({ status: 'dismissed' });
    expect((await resolve(await reportOf('member'), 'dismiss')).json().error.code).toBe('report_closed');
  });
});
