import { jobOffers, jobSearchAlerts } from '../../db/schema';
import { defineAreaSecurity, type Owned, reachesNoOne, toTheTeam } from '../../security/area-security';
import type { CreatedUser } from '../../test/factories';

const jobOfferBody = {
  title: 'Piraterie',
  company: 'Pirates SA',
  location: 'Dakar, Sénégal',
  type: 'CDI',
  description: 'Piraterie',
  contact: 'pirate@example.com',
  expiresAt: new Date(Date.now() + 86_400_000 * 10).toISOString().slice(0, 10),
};

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/job-offers': jobOfferBody,
    'PATCH /api/v1/job-offers/:id': jobOfferBody,
    'POST /api/v1/job-offers/alerts': { q: 'pirate' },
    'POST /api/v1/job-offers/alerts/unsubscribe': { token: 'x.y' },
  },
  publicWrites: {
    'POST /api/v1/job-offers/alerts/unsubscribe':
      "a saved search's mail link: its HMAC-signed token is the proof (one click, no sign-in)",
  },
  foreignIdAllowed: {
    'GET /api/v1/job-offers/:id': 'job offers are public (002 §6, plan 002 §0.3)',
  },
  notAList: {
    'GET /api/v1/job-offers': "job offer cards: a company's name and place, no member",
    'GET /api/v1/job-offers/mine': "the actor's own offers",
    'GET /api/v1/job-offers/alerts': "the actor's own saved searches",
  },
  ownedResources: ({ callAs, created, rowsOf }) => {
    const ownedJobOffer = async (owner: CreatedUser): Promise<Owned> => {
      const { id } = await created(await callAs(owner, 'POST', '/api/v1/job-offers', jobOfferBody));
      return { params: { id }, read: () => rowsOf(jobOffers, jobOffers.id, id) };
    };

    return {
      '/api/v1/job-offers/:id': ownedJobOffer,
      '/api/v1/job-offers/:id/logo': ownedJobOffer,
      '/api/v1/job-offers/alerts/:alertId': async (owner) => {
        const { id } = await created(
          await callAs(owner, 'POST', '/api/v1/job-offers/alerts', { q: 'comptable' }),
        );
        return { params: { alertId: id }, read: () => rowsOf(jobSearchAlerts, jobSearchAlerts.id, id) };
      },
    };
  },
  listed: ({ jobOffer }) => ({
    // Job offers: the list's cards name no member; an offer's page shows its owner.
    'GET /api/v1/job-offers/:id': async (author) => [`/api/v1/job-offers/${await jobOffer(author)}`],
  }),
  blockNotReaching: {
    'jobOfferEndpoints.createAlert': reachesNoOne.ownAccount,
    'jobOfferEndpoints.removeAlert': reachesNoOne.ownAccount,
    'jobOfferEndpoints.unsubscribeAlert': reachesNoOne.noMember,
    'jobOfferEndpoints.create': reachesNoOne.ownContent,
    'jobOfferEndpoints.update': reachesNoOne.ownContent,
    'jobOfferEndpoints.uploadLogo': reachesNoOne.ownContent,
    'jobOfferEndpoints.removeLogo': reachesNoOne.ownContent,
    'jobOfferEndpoints.remove': reachesNoOne.ownContent,
  },
  blockEmitters: (kit) => {
    const { jobOffer } = kit;
    return {
      job_offer_created: toTheTeam(kit, (causer) => jobOffer(causer)),
    };
  },
});
