/** Privacy: reporting a post, comment, message or group, and the staff's queue that removes or dismisses. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { groups, reports } from '../../db/schema';
import { type CreatedUser, createUser } from '../../test/factories';
import { privacyTestApp } from './privacy-test-support';

const { t, call, member, post, send } = privacyTestApp();

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
    // Its text leaves the receiver's bell with it.
    const bell = (await call(reader, 'GET', '/api/v1/notifications')).json().items;
    expect(bell.filter((item: { type: string }) => item.type === 'message_received')).toEqual([]);

    expect((await resolve(await reportOf('member'), 'remove')).statusCode).toBe(403);
    const dismissed = await resolve(await reportOf('member'), 'dismiss');
    expect(dismissed.json()).toMatchObject({ status: 'dismissed' });
    expect((await resolve(await reportOf('member'), 'dismiss')).json().error.code).toBe('report_closed');
  });
});
