/**
 * A member's deletion, by an admin or by the member's own closing (the purge job), leaves no counter of
 * another member's thing behind: the mentor they reviewed forgets the review, the seat they held as a
 * mentee is free again, a group they created passes to a successor, and the event seat they held goes
 * to the next person waiting, who is told, either way.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MentorDetail, MentorshipRequest } from '../../../common/contracts/mentors';
import { events, groupMembers, groups, mentors, microblogPosts, notifications, users } from '../../db/schema';
import { migrationsDir } from '../../lib/paths';
import { testClient } from '../../test/api-client';
import { type CreatedUser, createUser, notificationsFor } from '../../test/factories';
import { testAppForFile } from '../../test/suite';
import { eventBody } from '../events/event-test-support';
import { mentorBody } from '../mentors/mentor-test-support';

const t = testAppForFile();
const api = testClient(t, '/api/v1');
const day = 24 * 60 * 60 * 1000;

const mentorWithReviewingMentee = async () => {
  const mentorUser = await api.member('Fatou Sall');
  const saved = await api.call(mentorUser, 'PUT', '/mentors/me', mentorBody({ capacity: 1 }));
  const mentor = saved.json() as MentorDetail;
  const mentee = await api.member('Kofi Mensah');
  const asked = await api.call(mentee, 'POST', `/mentors/${mentor.id}/requests`, { message: 'Bonjour' });
  const request = asked.json() as MentorshipRequest;
  expect((await api.call(mentorUser, 'POST', `/mentorship-requests/${request.id}/accept`)).statusCode).toBe(
    200,
  );
  const reviewed = await api.call(mentee, 'POST', `/mentorship-requests/${request.id}/review`, {
    rating: 1,
    text: 'Bof.',
  });
  expect(reviewed.statusCode).toBe(201);
  return { mentor, mentee };
};

const countersOf = async (mentorId: string) => {
  const [row] = await t.database.db
    .select({ reviews: mentors.reviewCount, sum: mentors.ratingSum, seats: mentors.activeMentees })
    .from(mentors)
    .where(eq(mentors.id, mentorId));
  return row;
};

/** The notifications the member's acts caused to others (the mentor's: asked, reviewed). */
const causedBy = (memberId: string) =>
  t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.causedBy, memberId));

/**
 * The mentor's page and a new request: the deleted mentee's review and seat are gone, and so are the
 * mentor's notifications that named them.
 */
const expectMenteeForgotten = async (mentorId: string, menteeId: string) => {
  expect(await countersOf(mentorId)).toEqual({ reviews: 0, sum: 0, seats: 0 });
  expect(await causedBy(menteeId)).toEqual([]);
  const next = await api.member('Awa Diop');
  const page = (await api.call(next, 'GET', `/mentors/${mentorId}`)).json() as MentorDetail;
  expect({ reviewCount: page.reviewCount, rating: page.rating }).toEqual({ reviewCount: 0, rating: null });
  expect(
    (await api.call(next, 'POST', `/mentors/${mentorId}/requests`, { message: 'Bonjour' })).statusCode,
  ).toBe(201);
};

const creatorOf = async (groupId: string) =>
  t.database.db
    .select({ userId: groupMembers.userId, createdBy: groups.createdBy })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.groupId, groupId))
    .then((rows) => rows.filter((row) => row.userId === row.createdBy));

const groupWithSuccessor = async (creator: CreatedUser) => {
  const created = await api.call(creator, 'POST', '/groups', {
    name: 'Cercle',
    description: 'Un cercle',
    type: 'public',
  });
  const groupId = (created.json() as { id: string }).id;
  const successor = await api.member('Ama Owusu');
  expect((await api.call(successor, 'POST', `/groups/${groupId}/join`)).statusCode).toBe(200);
  return { groupId, successor };
};

/** An event of one seat: the departing member holds it, another waits. */
const eventWithWaiting = async (seated: CreatedUser) => {
  const organizer = await api.member('Moussa Ndiaye');
  const created = await api.call(organizer, 'POST', '/events', eventBody({ capacity: 1 }));
  const eventId = (created.json() as { id: string }).id;
  const waiting = await api.member('Aïcha Bello');
  expect((await api.call(seated, 'PUT', `/events/${eventId}/registration`)).json()).toMatchObject({
    state: 'registered',
  });
  expect((await api.call(waiting, 'PUT', `/events/${eventId}/registration`)).json()).toMatchObject({
    state: 'waiting',
  });
  return { eventId, waiting };
};

/** The seat went to the member who waited, who was told. */
const expectSeatPassedOn = async (eventId: string, waiting: CreatedUser) => {
  const event = await api.call(waiting, 'GET', `/events/${eventId}`);
  expect(event.json().registration).toMatchObject({
    state: 'registered',
    participantCount: 1,
    waitingCount: 0,
  });
  expect(await notificationsFor(t.database.db, waiting.id, 'event_promoted')).toHaveLength(1);
};

describe("a member's deletion", () => {
  it('by an admin: the mentor they reviewed and whose seat they held is recounted; their event seat passes on', async () => {
    const { mentor, mentee } = await mentorWithReviewingMentee();
    const { eventId, waiting } = await eventWithWaiting(mentee);
    expect(await countersOf(mentor.id)).toEqual({ reviews: 1, sum: 1, seats: 1 });
    expect((await causedBy(mentee.id)).length).toBeGreaterThan(0);
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    expect((await api.call(admin, 'DELETE', `/admin/users/${mentee.id}`)).statusCode).toBe(200);
    await expectMenteeForgotten(mentor.id, mentee.id);
    await expectSeatPassedOn(eventId, waiting);
  });

  it('by their own closing: the mentor is recounted and their group passes to a successor', async () => {
    const { mentor, mentee } = await mentorWithReviewingMentee();
    const { groupId, successor } = await groupWithSuccessor(mentee);
    const { eventId, waiting } = await eventWithWaiting(mentee);
    expect((await causedBy(mentee.id)).length).toBeGreaterThan(0);
    const requested = await api.call(mentee, 'POST', '/account/deletion', { password: mentee.password });
    expect(requested.json().status).toBe('scheduled');
    const purged = await t.app.services.accountDeletions.purgeDue(new Date(Date.now() + 31 * day));
    expect(purged.deleted).toBeGreaterThanOrEqual(1);
    await expectMenteeForgotten(mentor.id, mentee.id);
    expect(await creatorOf(groupId)).toEqual([{ userId: successor.id, createdBy: successor.id }]);
    await expectSeatPassedOn(eventId, waiting);
  });

  it('before the recount existed: migration 0061 repairs the counters a deletion left wrong', async () => {
    const { mentor, mentee } = await mentorWithReviewingMentee();
    const { eventId, waiting } = await eventWithWaiting(mentee);
    const author = await api.member('Yaw Boateng');
    const post = (await api.call(author, 'POST', '/feed/posts', { content: 'Bonjour' })).json() as {
      id: string;
    };
    expect((await api.call(mentee, 'PUT', `/feed/posts/${post.id}/like`)).statusCode).toBe(200);
    const { groupId } = await groupWithSuccessor(author);
    expect((await api.call(mentee, 'POST', `/groups/${groupId}/join`)).statusCode).toBe(200);
    const feedCount = async () =>
      (await t.database.db.select().from(microblogPosts).where(eq(microblogPosts.id, post.id)))[0]
        ?.likesCount;
    const seats = async () =>
      (await t.database.db.select().from(events).where(eq(events.id, eventId)))[0]?.participantCount;
    const members = async () =>
      (await t.database.db.select().from(groups).where(eq(groups.id, groupId)))[0]?.memberCount;

    // What a deletion did before db/recount.ts: the cascade alone.
    await t.database.db.delete(users).where(eq(users.id, mentee.id));
    expect([await countersOf(mentor.id), await feedCount(), await seats(), await members()]).toEqual([
      { reviews: 1, sum: 1, seats: 1 },
      1,
      1,
      3,
    ]);

    const migration = await readFile(join(migrationsDir, '0061_recount_after_deletions.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.database.db.execute(sql.raw(statement));
    }
    expect([await countersOf(mentor.id), await feedCount(), await seats(), await members()]).toEqual([
      { reviews: 0, sum: 0, seats: 0 },
      0,
      0,
      2,
    ]);
    // The seat now free goes to the member waiting at the next run of the seats job, who is told.
    expect(await t.app.services.eventParticipation.fillFreeSeats(new Date())).toBe(1);
    await expectSeatPassedOn(eventId, waiting);
    expect(await t.app.services.eventParticipation.fillFreeSeats(new Date())).toBe(0);
  });
});
