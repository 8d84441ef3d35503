/** Event routes: registration, the waiting list and the capacity (on edit, after the end, under concurrent sign-ups). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventDetail, EventParticipantPage, EventRegistration } from '../../../common/contracts/events';
import { eventParticipants, events, profiles } from '../../db/schema';
import type { Actor } from '../../platform/actor';
import { type CreatedUser, mailsTo } from '../../test/factories';
import { insertMember } from '../../test/network-factories';
import { errorOf } from '../feed/feed-test-support';
import { eventTestApp, inDays } from './event-test-support';

const { t, api, body, create, notificationsOf } = eventTestApp();

/** An actor for direct service calls (many members at once, without a sign-up each). */
const actorOf = async (id: string): Promise<Actor> => {
  const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
  if (!profile) throw new Error('no profile');
  return {
    id,
    email: profile.email ?? '',
    role: 'user',
    profile,
    sessionToken: '',
    keptApart: false,
    secondFactor: false,
    staffLocked: false,
  };
};

describe('registration and the waiting list', () => {
  it('tells the organizer of a member registering once, however often they cancel and come back unread', async () => {
    const organizer = await api.member('Ngozi Adichie');
    const back = await api.member('Tunde Bakare');
    const event = await create(organizer, { capacity: null });
    for (let n = 0; n < 3; n++) {
      expect((await api.call(back, 'PUT', `/events/${event.id}/registration`)).statusCode).toBe(200);
      expect((await api.call(back, 'DELETE', `/events/${event.id}/registration`)).statusCode).toBe(200);
    }
    expect(await notificationsOf(organizer.id, 'event_registration')).toHaveLength(1);
  });

  it('fills the seats, then waits, and a cancellation lets the next one in with a notification and a mail', async () => {
    const awa = await api.member('Awa Diop');
    const [a, b, c, d] = [
      await api.member('Aminata'),
      await api.member('Bakary'),
      await api.member('Coumba'),
      await api.member('Demba'),
    ] as [CreatedUser, CreatedUser, CreatedUser, CreatedUser];
    const event = await create(awa, { capacity: 2 });
    const register = async (user: CreatedUser) =>
      (await api.call(user, 'PUT', `/events/${event.id}/registration`)).json() as EventRegistration;

    expect(await register(a)).toMatchObject({ state: 'registered', participantCount: 1, isFull: false });
    expect(await register(b)).toMatchObject({ state: 'registered', participantCount: 2, isFull: true });
    expect(await register(b)).toMatchObject({ state: 'registered', participantCount: 2 });
    expect(await register(c)).toMatchObject({ state: 'waiting', waitingRank: 1, waitingCount: 1 });
    expect(await register(d)).toMatchObject({ state: 'waiting', waitingRank: 2, waitingCount: 2 });
    expect(await notificationsOf(awa.id, 'event_registration')).toHaveLength(2);

    const detail = (await api.call(d, 'GET', `/events/${event.id}`)).json() as EventDetail;
    expect(detail).toMatchObject({ isFull: true, registration: { state: 'waiting', waitingRank: 2 } });
    expect(detail.participants.map((p) => p.id)).toEqual([a.id, b.id]);

    const left = (
      await api.call(a, 'DELETE', `/events/${event.id}/registration`)
    ).json() as EventRegistration;
    expect(left).toMatchObject({ state: 'none', participantCount: 2, waitingCount: 1, isFull: true });
    const promoted = (await api.call(c, 'GET', `/events/${event.id}`)).json() as EventDetail;
    expect(promoted.registration.state).toBe('registered');
    expect((await api.call(d, 'GET', `/events/${event.id}`)).json()).toMatchObject({
      registration: { state: 'waiting', waitingRank: 1 },
    });
    const [told] = await notificationsOf(c.id, 'event_promoted');
    expect(told?.data).toMatchObject({ event_id: event.id });
    expect(
      (await mailsTo(t.database.db, c.email)).some((mail) => mail.kind === 'notification_event_promoted'),
    ).toBe(true);
    expect(await notificationsOf(d.id, 'event_promoted')).toHaveLength(0);

    // Leaving the waiting list frees nothing.
    const waitingLeft = (await api.call(d, 'DELETE', `/events/${event.id}/registration`)).json();
    expect(waitingLeft).toMatchObject({ state: 'none', participantCount: 2, waitingCount: 0 });

    const participants = (
      await api.call(null, 'GET', `/events/${event.id}/participants`)
    ).json() as EventParticipantPage;
    expect(participants.items.map((p) => p.id)).toEqual([b.id, c.id]);
  });

  it('keeps the capacity on edit and lets waiting members in when it grows', async () => {
    const awa = await api.member('Awa Diop');
    const [a, b, c] = [await api.member('A'), await api.member('B'), await api.member('C')];
    const event = await create(awa, { capacity: 1 });
    for (const user of [a, b, c]) await api.call(user, 'PUT', `/events/${event.id}/registration`);
    const same = await api.call(awa, 'PATCH', `/events/${event.id}`, body({ capacity: 1, title: 'x' }));
    expect(same.statusCode).toBe(200);
    const grown = (
      await api.call(awa, 'PATCH', `/events/${event.id}`, body({ capacity: 2 }))
    ).json() as EventDetail;
    expect(grown).toMatchObject({ participantCount: 2, waitingCount: 1 });
    expect(await notificationsOf(b.id, 'event_promoted')).toHaveLength(1);
    const below = await api.call(awa, 'PATCH', `/events/${event.id}`, body({ capacity: 1 }));
    expect(below.statusCode).toBe(400);
    expect(errorOf(below).error.details?.[0]).toMatchObject({
      path: 'capacity',
      message: 'Le nombre de places ne peut pas être inférieur aux 2 inscrits.',
    });
    const unlimited = (await api.call(awa, 'PATCH', `/events/${event.id}`, body({ capacity: null }))).json();
    expect(unlimited).toMatchObject({ participantCount: 3, waitingCount: 0, isFull: false });
  });

  it('refuses a registration once the event has ended', async () => {
    const awa = await api.member('Awa Diop');
    const event = await create(awa);
    await t.database.db
      .update(events)
      .set({ startDate: inDays(-2), endDate: inDays(-2, 21) })
      .where(eq(events.id, event.id));
    const res = await api.call(awa, 'PUT', `/events/${event.id}/registration`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).error.code).toBe('event_ended');
  });

  it('holds the capacity under 50 registrations at once, and a cancellation promotes exactly one', async () => {
    const awa = await api.member('Awa Diop');
    const event = await create(awa, { capacity: 10 });
    const actors = await Promise.all(
      Array.from({ length: 50 }, async () => actorOf(await insertMember(t.database.db))),
    );
    const results = await Promise.all(
      actors.map((actor) => t.app.services.eventParticipation.register(actor, event.id)),
    );
    expect(results.filter((r) => r.state === 'registered')).toHaveLength(10);
    expect(results.filter((r) => r.state === 'waiting')).toHaveLength(40);
    const rows = await t.database.db
      .select()
      .from(eventParticipants)
      .where(eq(eventParticipants.eventId, event.id));
    expect(rows.filter((row) => row.status === 'registered')).toHaveLength(10);
    expect(rows.filter((row) => row.status === 'waiting')).toHaveLength(40);
    const [stored] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(stored).toMatchObject({ participantCount: 10, waitingCount: 40 });

    const firstWaiting = rows
      .filter((row) => row.status === 'waiting')
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.id.localeCompare(y.id))[0];
    const leaver = actors.find((actor) =>
      rows.some((row) => row.profileId === actor.id && row.status === 'registered'),
    );
    if (!leaver || !firstWaiting) throw new Error('fixture');
    // The leaver cancels while others keep registering: still exactly 10 seats, one promoted.
    const late = await Promise.all(
      Array.from({ length: 5 }, async () => actorOf(await insertMember(t.database.db))),
    );
    await Promise.all([
      t.app.services.eventParticipation.unregister(leaver, event.id),
      ...late.map((actor) => t.app.services.eventParticipation.register(actor, event.id)),
    ]);
    const after = await t.database.db
      .select()
      .from(eventParticipants)
      .where(eq(eventParticipants.eventId, event.id));
    expect(after.filter((row) => row.status === 'registered')).toHaveLength(10);
    expect(after.filter((row) => row.status === 'waiting')).toHaveLength(44);
    expect(after.filter((row) => row.promotedAt !== null)).toHaveLength(1);
    expect(after.find((row) => row.promotedAt !== null)?.profileId).toBe(firstWaiting.profileId);
    const [recounted] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(recounted).toMatchObject({ participantCount: 10, waitingCount: 44 });
  });
});
