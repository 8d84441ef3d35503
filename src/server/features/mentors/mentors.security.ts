import { mentorshipRequests } from '../../db/schema';
import { defineAreaSecurity, type Owned } from '../../security/area-security';
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
});
