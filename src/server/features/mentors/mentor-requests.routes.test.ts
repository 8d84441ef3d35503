/** Mentor routes: mentorship requests (limits, notifications, answers, capacity, the inbox) and reviews. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  MentorDetail,
  MentorshipRequest,
  MentorshipRequestPage,
} from '../../../common/contracts/mentors';
import { mentors, profiles } from '../../db/schema';
import { type CreatedUser, mailsTo, notificationsFor } from '../../test/factories';
import { errorOf } from '../feed/feed-test-support';
import { mentorTestApp } from './mentor-test-support';

const { t, api, body, becomeMentor } = mentorTestApp();

const ask = async (user: CreatedUser, mentorId: string, message = 'Bonjour, pouvez-vous m’accompagner ?') => {
  const res = await api.call(user, 'POST', `/mentors/${mentorId}/requests`, { message });
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.statusCode} ${res.body}`);
  return res.json() as MentorshipRequest;
};

const notificationsOf = (userId: string, type: string) => notificationsFor(t.database.db, userId, type);

describe('requests', () => {
  let mentorUser: CreatedUser;
  let mentor: MentorDetail;
  let mentee: CreatedUser;
  let other: CreatedUser;

  beforeAll(async () => {
    mentorUser = await api.member('Fatou Sall', 'Ingénieure');
    mentor = await becomeMentor(mentorUser, { capacity: 1 });
    mentee = await api.member('Kofi Mensah');
    other = await api.member('Intrus Total');
  });

  it('refuses a visitor with the spec text, oneself, and an empty message', async () => {
    const visitor = await api.call(null, 'POST', `/mentors/${mentor.id}/requests`, { message: 'Bonjour' });
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).error).toMatchObject({
      code: 'unauthenticated',
      message: 'Accès refusé : veuillez vous connecter pour envoyer une demande de mentorat.',
    });
    const self = await api.call(mentorUser, 'POST', `/mentors/${mentor.id}/requests`, { message: 'Moi' });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).error.code).toBe('mentorship_self');
    const empty = await api.call(mentee, 'POST', `/mentors/${mentor.id}/requests`, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).error.details?.[0]?.message).toBe('Le message est obligatoire.');
    const unknown = await api.call(mentee, 'POST', '/mentors/00000000-0000-4000-8000-000000000000/requests', {
      message: 'Bonjour',
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).error.message).toBe('Mentor introuvable.');
  });

  it('answers a request to a mentor who stopped, or whose account is suspended, blocked or leaving, as to a missing one', async () => {
    const missing = async (of: CreatedUser, mentorId: string) => {
      const res = await api.call(mentee, 'POST', `/mentors/${mentorId}/requests`, { message: 'Bonjour' });
      expect(res.statusCode, res.body).toBe(404);
      expect(errorOf(res).error.message).toBe('Mentor introuvable.');
      // Nothing reached them either.
      expect(await notificationsOf(of.id, 'mentorship_request')).toHaveLength(0);
    };
    const stopped = await api.member('Mentor Parti');
    const stoppedRecord = await becomeMentor(stopped);
    expect((await api.call(stopped, 'DELETE', '/mentors/me')).statusCode).toBe(204);
    await missing(stopped, stoppedRecord.id);

    for (const flag of ['isSuspended', 'isBlocked', 'isLeaving'] as const) {
      const member = await api.member(`Mentor ${flag}`);
      const record = await becomeMentor(member);
      await t.database.db
        .update(profiles)
        .set({ [flag]: true })
        .where(eq(profiles.id, member.id));
      await missing(member, record.id);
      // The page is not found either, as the directory does not list them.
      expect((await api.call(mentee, 'GET', `/mentors/${record.id}`)).statusCode, flag).toBe(404);
    }
  });

  it('declares its write limit: 10 requests a day per member, in French with Retry-After', async () => {
    const limited = await api.member('Demandeur Pressé');
    for (let i = 0; i < 10; i++) {
      await t.app.services.rateLimits.consume('mentorship-request', limited.id, {
        max: 10,
        windowSeconds: 86_400,
      });
    }
    const refused = await api.call(limited, 'POST', `/mentors/${mentor.id}/requests`, { message: 'Bonjour' });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(errorOf(refused).error.code).toBe('mentorship_rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('notifies and mails the mentor, lists it in their inbox, and only the mentor answers', async () => {
    const request = await ask(mentee, mentor.id);
    expect(request).toMatchObject({
      status: 'pending',
      mentee: { id: mentee.id },
      mentor: { id: mentorUser.id },
    });
    const again = await api.call(mentee, 'POST', `/mentors/${mentor.id}/requests`, { message: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error.code).toBe('mentorship_already_open');

    expect(await notificationsOf(mentorUser.id, 'mentorship_request')).toHaveLength(1);
    const [mentorRow] = await t.database.db.select().from(profiles).where(eq(profiles.id, mentorUser.id));
    expect(
      await mailsTo(t.database.db, mentorRow?.email ?? '', 'notification_mentorship_request'),
    ).toHaveLength(1);

    const inbox = (
      await api.call(mentorUser, 'GET', '/mentorship-requests?as=mentor')
    ).json() as MentorshipRequestPage;
    expect(inbox.pendingCount).toBe(1);
    expect(inbox.items.map((r) => r.id)).toEqual([request.id]);
    const sent = (
      await api.call(mentee, 'GET', '/mentorship-requests?as=mentee')
    ).json() as MentorshipRequestPage;
    expect(sent.items.map((r) => r.id)).toEqual([request.id]);
    // Nobody else sees it.
    const othersInbox = (
      await api.call(other, 'GET', '/mentorship-requests?as=mentee')
    ).json() as MentorshipRequestPage;
    expect(othersInbox.items).toHaveLength(0);

    // The mentee cannot accept their own request; another member is told nothing exists.
    const byMentee = await api.call(mentee, 'POST', `/mentorship-requests/${request.id}/accept`);
    expect(byMentee.statusCode).toBe(403);
    expect(errorOf(byMentee).error.message).toBe('Seul le mentor peut répondre à cette demande.');
    expect((await api.call(other, 'POST', `/mentorship-requests/${request.id}/accept`)).statusCode).toBe(404);
    expect((await api.call(other, 'POST', `/mentorship-requests/${request.id}/decline`)).statusCode).toBe(
      404,
    );
    expect((await api.call(other, 'POST', `/mentorship-requests/${request.id}/cancel`)).statusCode).toBe(404);
    expect((await api.call(null, 'POST', `/mentorship-requests/${request.id}/accept`)).statusCode).toBe(401);
    // Only the mentee withdraws.
    const cancelByMentor = await api.call(mentorUser, 'POST', `/mentorship-requests/${request.id}/cancel`);
    expect(cancelByMentor.statusCode).toBe(403);

    const accepted = await api.call(mentorUser, 'POST', `/mentorship-requests/${request.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect((accepted.json() as MentorshipRequest).status).toBe('accepted');
    const [menteeRow] = await t.database.db.select().from(profiles).where(eq(profiles.id, mentee.id));
    expect(await notificationsOf(mentee.id, 'mentorship_accepted')).toHaveLength(1);
    expect(
      await mailsTo(t.database.db, menteeRow?.email ?? '', 'notification_mentorship_accepted'),
    ).toHaveLength(1);

    // Answered once.
    const twice = await api.call(mentorUser, 'POST', `/mentorship-requests/${request.id}/decline`);
    expect(twice.statusCode).toBe(409);

    // Full now (capacity 1): the directory's dot is off and a new request is refused.
    const page = (await api.call(null, 'GET', `/mentors/${mentor.id}`)).json() as MentorDetail;
    expect(page).toMatchObject({ available: false, activeMentees: 1 });
    const late = await api.call(other, 'POST', `/mentors/${mentor.id}/requests`, { message: 'Bonjour' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).error.code).toBe('mentor_unavailable');

    // Ending frees the seat and tells the other side.
    const ended = await api.call(mentee, 'POST', `/mentorship-requests/${request.id}/end`);
    expect((ended.json() as MentorshipRequest).status).toBe('ended');
    expect(await notificationsOf(mentorUser.id, 'mentorship_ended')).toHaveLength(1);
    const [row] = await t.database.db.select().from(mentors).where(eq(mentors.id, mentor.id));
    expect(row?.activeMentees).toBe(0);
  });

  it('declines with a notification to the mentee, and the mentee withdraws a pending one', async () => {
    const declined = await ask(other, mentor.id);
    const res = await api.call(mentorUser, 'POST', `/mentorship-requests/${declined.id}/decline`);
    expect((res.json() as MentorshipRequest).status).toBe('declined');
    expect(await notificationsOf(other.id, 'mentorship_declined')).toHaveLength(1);

    const withdrawn = await ask(other, mentor.id, 'Je réessaie');
    const quoting = async () =>
      (await notificationsOf(mentorUser.id, 'mentorship_request')).filter(
        (n) => (n.data as { request_id?: string }).request_id === withdrawn.id,
      );
    expect(await quoting()).toHaveLength(1);
    const cancelled = await api.call(other, 'POST', `/mentorship-requests/${withdrawn.id}/cancel`);
    expect((cancelled.json() as MentorshipRequest).status).toBe('cancelled');
    expect(await notificationsOf(mentorUser.id, 'mentorship_cancelled')).toHaveLength(1);
    // The withdrawn request, its message quoted, left the mentor's bell.
    expect(await quoting()).toEqual([]);
  });

  it('asks one mentor three times in 30 days at most: declined, a fourth request waits', async () => {
    const patient = await api.member('Mentor Patient');
    const patientMentor = await becomeMentor(patient);
    const insistent = await api.member('Mentoré Insistant');
    for (let n = 0; n < 3; n++) {
      const asked = await ask(insistent, patientMentor.id);
      await api.call(patient, 'POST', `/mentorship-requests/${asked.id}/decline`);
    }
    const fourth = await api.call(insistent, 'POST', `/mentors/${patientMentor.id}/requests`, {
      message: 'Encore',
    });
    expect(fourth.statusCode).toBe(429);
    expect(errorOf(fourth).error.code).toBe('request_repeated');
    expect(await notificationsOf(patient.id, 'mentorship_request')).toHaveLength(3);
  });

  it('never passes the capacity when two accepts race', async () => {
    const busy = await api.member('Mentor Occupé');
    const busyMentor = await becomeMentor(busy, { capacity: 1 });
    const [a, b] = [await api.member('Mentoré A'), await api.member('Mentoré B')];
    const ra = await ask(a, busyMentor.id);
    const rb = await ask(b, busyMentor.id);
    const answers = await Promise.all([
      api.call(busy, 'POST', `/mentorship-requests/${ra.id}/accept`),
      api.call(busy, 'POST', `/mentorship-requests/${rb.id}/accept`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused && errorOf(refused).error).toMatchObject({
      code: 'mentorship_capacity_full',
      message:
        "Vous avez atteint votre capacité de mentorés : terminez un mentorat ou augmentez votre capacité avant d'accepter cette demande.",
    });
    const [row] = await t.database.db.select().from(mentors).where(eq(mentors.id, busyMentor.id));
    expect(row?.activeMentees).toBe(1);
    // The capacity cannot go below the current mentees.
    const lower = await api.call(busy, 'PUT', '/mentors/me', body({ capacity: 1 }));
    expect(lower.statusCode).toBe(200);
  });

  it('shows each viewer only their own open request, and filters the inbox while counting what waits', async () => {
    const host = await api.member('Mentor Agenda');
    const hosted = await becomeMentor(host, { capacity: 3 });
    const [c, d] = [await api.member('Mentoré C'), await api.member('Mentoré D')];
    const rc = await ask(c, hosted.id);
    const rd = await ask(d, hosted.id);
    expect((await api.call(host, 'POST', `/mentorship-requests/${rd.id}/decline`)).statusCode).toBe(200);

    const asC = (await api.call(c, 'GET', `/mentors/${hosted.id}`)).json() as MentorDetail;
    expect(asC.viewerRequest).toEqual({ id: rc.id, status: 'pending' });
    // D's request was declined: nothing open; a visitor and the mentor have none either.
    expect(
      ((await api.call(d, 'GET', `/mentors/${hosted.id}`)).json() as MentorDetail).viewerRequest,
    ).toBeNull();
    expect(
      ((await api.call(null, 'GET', `/mentors/${hosted.id}`)).json() as MentorDetail).viewerRequest,
    ).toBeNull();
    const asHost = (await api.call(host, 'GET', `/mentors/${hosted.id}`)).json() as MentorDetail;
    expect(asHost).toMatchObject({ isSelf: true, viewerRequest: null });

    const inbox = async (query: string) =>
      (await api.call(host, 'GET', `/mentorship-requests?as=mentor${query}`)).json() as MentorshipRequestPage;
    expect(await inbox('')).toMatchObject({ total: 2, pendingCount: 1 });
    const declined = await inbox('&status=declined');
    expect(declined).toMatchObject({ total: 1, totalPages: 1, pendingCount: 1 });
    expect(declined.items.map((r) => r.id)).toEqual([rd.id]);
    expect((await inbox('&status=pending')).items.map((r) => r.id)).toEqual([rc.id]);
    expect(await inbox('&status=accepted')).toMatchObject({ items: [], total: 0, pendingCount: 1 });

    // A member who is not a mentor has an empty inbox, whatever others received.
    const plain = (
      await api.call(c, 'GET', '/mentorship-requests?as=mentor')
    ).json() as MentorshipRequestPage;
    expect(plain).toMatchObject({ items: [], total: 0, totalPages: 0, pendingCount: 0 });
  });
});

describe('reviews', () => {
  it('lets the mentee review an accepted mentorship once, shown on the mentor page', async () => {
    const mentorUser = await api.member('Aminata Touré');
    const mentor = await becomeMentor(mentorUser);
    const mentee = await api.member('Jean Kouassi');
    const request = await ask(mentee, mentor.id);

    const early = await api.call(mentee, 'POST', `/mentorship-requests/${request.id}/review`, {
      rating: 5,
      text: 'Trop tôt',
    });
    expect(early.statusCode).toBe(409);

    await api.call(mentorUser, 'POST', `/mentorship-requests/${request.id}/accept`);
    const byMentor = await api.call(mentorUser, 'POST', `/mentorship-requests/${request.id}/review`, {
      rating: 5,
      text: 'Moi-même',
    });
    expect(byMentor.statusCode).toBe(403);
    const bad = await api.call(mentee, 'POST', `/mentorship-requests/${request.id}/review`, {
      rating: 6,
      text: '',
    });
    expect(bad.statusCode).toBe(400);

    const ok = await api.call(mentee, 'POST', `/mentorship-requests/${request.id}/review`, {
      rating: 4,
      text: 'Des conseils précieux pour lancer ma société.',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ review: { rating: 4 }, canReview: false });
    const twice = await api.call(mentee, 'POST', `/mentorship-requests/${request.id}/review`, {
      rating: 5,
      text: 'Encore',
    });
    expect(twice.statusCode).toBe(409);

    const page = (await api.call(null, 'GET', `/mentors/${mentor.id}`)).json() as MentorDetail;
    expect(page).toMatchObject({ reviewCount: 1, rating: 4 });
    expect(page.reviews[0]).toMatchObject({
      rating: 4,
      text: 'Des conseils précieux pour lancer ma société.',
      author: { fullName: 'Jean Kouassi' },
    });
  });
});
