import { mentorshipRequests } from '../../db/schema';
import { defineAreaSecurity, type Owned, reachesNoOne, refused, silent } from '../../security/area-security';
import { type CreatedUser, createUser } from '../../test/factories';

const mentorBody = {
  bio: 'Piraterie',
  domains: ['Finance'],
  languages: ['Français'],
  available: true,
  slots: null,
  tariff: null,
  capacity: 2,
};

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'PUT /api/v1/mentors/me': mentorBody,
    'POST /api/v1/mentors/:mentorId/requests': { message: 'Bonjour' },
    'POST /api/v1/mentorship-requests/:requestId/review': { rating: 5, text: 'Piraterie' },
  },
  foreignIdAllowed: {
    'GET /api/v1/mentors/:mentorId': 'mentors are public (002 §2, plan 002 §0.3)',
    'POST /api/v1/mentors/:mentorId/requests': 'the id names the mentor asked; the request is the actor’s',
  },
  notAList: {
    'GET /api/v1/mentors/filters': 'domains and countries, no member',
    'GET /api/v1/mentors/me': "the actor's own mentor record",
  },
  ownedResources: ({ t, callAs, created, rowsOf }) => {
    /** A pending request of the owner to a third member's mentor record: the intruder is on neither side. */
    const ownedMentorshipRequest = async (owner: CreatedUser): Promise<Owned> => {
      const mentorUser = await createUser(t.app, t.database.db);
      const mentor = await created(await callAs(mentorUser, 'PUT', '/api/v1/mentors/me', mentorBody));
      const { id } = await created(
        await callAs(owner, 'POST', `/api/v1/mentors/${mentor.id}/requests`, { message: 'Bonjour' }),
      );
      return { params: { requestId: id }, read: () => rowsOf(mentorshipRequests, mentorshipRequests.id, id) };
    };

    return {
      '/api/v1/mentorship-requests/:requestId/accept': ownedMentorshipRequest,
      '/api/v1/mentorship-requests/:requestId/decline': ownedMentorshipRequest,
      '/api/v1/mentorship-requests/:requestId/cancel': ownedMentorshipRequest,
      '/api/v1/mentorship-requests/:requestId/end': ownedMentorshipRequest,
      '/api/v1/mentorship-requests/:requestId/review': ownedMentorshipRequest,
    };
  },
  listed: ({ newMember, call, made, q, mentor, reviewedMentor }) => ({
    // Mentors
    'GET /api/v1/mentors': async (author) => {
      await mentor(author);
      return [`/api/v1/mentors?q=${q(author.fullName)}`];
    },
    'GET /api/v1/mentors/:mentorId': async (author, viewer) => {
      // The mentor's own page, and a mentor's reviews (one by the author).
      const own = await mentor(author);
      const third = await newMember();
      const reviewed = await reviewedMentor(third, author);
      void viewer;
      return [`/api/v1/mentors/${own}`, `/api/v1/mentors/${reviewed}`];
    },
    'GET /api/v1/mentorship-requests': async (author, viewer) => {
      const mentorId = await mentor(viewer);
      await made(call(author, 'POST', `/api/v1/mentors/${mentorId}/requests`, { message: 'Bonjour' }));
      return [
        '/api/v1/mentorship-requests?as=mentor',
        '/api/v1/mentorship-requests?as=mentor&status=pending',
      ];
    },
  }),
  blockReaching: ({ call, mentor, mentorship }) => ({
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
  }),
  blockNotReaching: {
    'mentorEndpoints.save': reachesNoOne.ownAccount,
    'mentorEndpoints.stop': reachesNoOne.ownAccount,
  },
  blockEmitters: ({ call, mentor, mentorship }) => ({
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
  }),
});
