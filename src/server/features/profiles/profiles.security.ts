import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { education, experiences, portfolioItems, profiles, skills } from '../../db/schema';
import { defineAreaSecurity, type Owned, reachesNoOne, refused } from '../../security/area-security';
import type { CreatedUser } from '../../test/factories';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  plausibleParams: {
    section: 'unknown-section',
    username: 'membre',
  },
  validBodies: {
    'PATCH /api/v1/profiles/me': {
      fullName: 'Awa Diallo',
      title: 'Ingénieure',
      location: { ville: 'Dakar', pays: 'Sénégal' },
    },
    'PATCH /api/v1/profiles/me/sections/personal': { fullName: 'Awa Diallo' },
    'PATCH /api/v1/profiles/me/sections/professional': {
      title: 'Ingénieure',
      location: { ville: 'Dakar', pays: 'Sénégal' },
    },
    'PATCH /api/v1/profiles/me/sections/bio': { bio: 'Bonjour.' },
    'PATCH /api/v1/profiles/me/sections/categories': { categoryIds: [randomUUID()] },
    'PUT /api/v1/profiles/me/categories': { categoryIds: [] },
    'POST /api/v1/profiles/me/experiences': { companyName: 'Orange', role: 'Pirate', startDate: '2019-03' },
    'PATCH /api/v1/profiles/me/experiences/:itemId': {
      companyName: 'Orange',
      role: 'Pirate',
      startDate: '2019-03',
    },
    'POST /api/v1/profiles/me/education': {
      institution: 'UCAD',
      degree: 'Master',
      fieldOfStudy: 'Piraterie',
      startDate: '2012-10',
    },
    'PATCH /api/v1/profiles/me/education/:itemId': {
      institution: 'UCAD',
      degree: 'Master',
      fieldOfStudy: 'Piraterie',
      startDate: '2012-10',
    },
    'POST /api/v1/profiles/me/skills': { name: 'Piraterie', category: 'Technical' },
    'PATCH /api/v1/profiles/me/skills/:itemId': { name: 'Piraterie', category: 'Technical' },
    'POST /api/v1/profiles/me/portfolio': { title: 'Piraterie', type: 'Other' },
    'PATCH /api/v1/profiles/me/portfolio/:itemId': { title: 'Piraterie', type: 'Other' },
    'POST /api/v1/profiles/:profileId/contact': { message: 'Bonjour' },
  },
  foreignIdAllowed: {
    'GET /api/v1/profiles/:profileId': 'profiles are public (000 §2.1)',
    'GET /api/v1/profiles/:profileId/similar': 'derived from a public profile',
    'GET /api/v1/profiles/:profileId/experiences': 'a public profile section',
    'GET /api/v1/profiles/:profileId/education': 'a public profile section',
    'GET /api/v1/profiles/:profileId/skills': 'a public profile section',
    'GET /api/v1/profiles/:profileId/portfolio': 'a public profile section',
    'POST /api/v1/profiles/:profileId/contact': 'the id names the member contacted; rate-limited',
  },
  notAList: {
    'GET /api/v1/profiles/featured':
      "the home page's showcase chosen by staff, one cached list for every visitor (left as is: see SECURITY.md)",
    'GET /api/v1/profiles/me': "the actor's own profile",
    'GET /api/v1/profiles/me/experiences': "the actor's own profile",
    'GET /api/v1/profiles/me/education': "the actor's own profile",
    'GET /api/v1/profiles/me/skills': "the actor's own profile",
    'GET /api/v1/profiles/me/portfolio': "the actor's own profile",
    'GET /api/v1/profiles/:profileId/education':
      'a section of a profile, behind the same rule as experiences (checked in `listed`)',
    'GET /api/v1/profiles/:profileId/skills':
      'a section of a profile, behind the same rule as experiences (checked in `listed`)',
    'GET /api/v1/profiles/:profileId/portfolio':
      'a section of a profile, behind the same rule as experiences (checked in `listed`)',
  },
  ownedResources: ({ callAs, created, rowsOf, validBodies }) => {
    /** A profile sub-item of the owner, through the API. */
    const ownedItem =
      (kind: string, table: PgTable & { id: PgColumn }): ((owner: CreatedUser) => Promise<Owned>) =>
      async (owner) => {
        const body = validBodies[`POST /api/v1/profiles/me/${kind}`];
        const { id } = await created(await callAs(owner, 'POST', `/api/v1/profiles/me/${kind}`, body));
        return { params: { itemId: id }, read: () => rowsOf(table, table.id, id) };
      };

    return {
      '/api/v1/profiles/me/experiences/:itemId': ownedItem('experiences', experiences),
      '/api/v1/profiles/me/education/:itemId': ownedItem('education', education),
      '/api/v1/profiles/me/skills/:itemId': ownedItem('skills', skills),
      '/api/v1/profiles/me/portfolio/:itemId': ownedItem('portfolio', portfolioItems),
      '/api/v1/profiles/me/portfolio/:itemId/image': ownedItem('portfolio', portfolioItems),
    };
  },
  listed: ({ t, newMember }) => ({
    // Profiles and the network
    'GET /api/v1/profiles/:profileId': async (author) => [`/api/v1/profiles/${author.id}`],
    'GET /api/v1/profiles/by-username/:username': async (author) => [
      `/api/v1/profiles/by-username/${author.username}`,
    ],
    'GET /api/v1/profiles/:profileId/experiences': async (author) => {
      await t.database.db.insert(experiences).values({
        profileId: author.id,
        companyName: author.fullName,
        role: 'Pirate',
        startDate: '2019-03-01',
      });
      return [`/api/v1/profiles/${author.id}/experiences`];
    },
    'GET /api/v1/profiles/suggestions': async () => ['/api/v1/profiles/suggestions'],
    'GET /api/v1/profiles/:profileId/similar': async (author) => {
      // A third member sharing a rare title word with the author: the author is the best candidate.
      const word = `Astronaute${randomBytes(3).toString('hex')}`;
      const third = await newMember();
      await t.database.db.update(profiles).set({ title: word }).where(eq(profiles.id, third.id));
      await t.database.db.update(profiles).set({ title: word }).where(eq(profiles.id, author.id));
      return [`/api/v1/profiles/${third.id}/similar`];
    },
  }),
  blockReaching: ({ call }) => ({
    'profileEndpoints.contact': refused(async (actor, other) => async () => [
      await call(actor, 'POST', `/api/v1/profiles/${other.id}/contact`, { message: 'Bonjour' }),
    ]),
  }),
  blockNotReaching: {
    'profileEndpoints.updateOwn': reachesNoOne.ownAccount,
    'profileEndpoints.savePersonal': reachesNoOne.ownAccount,
    'profileEndpoints.saveProfessional': reachesNoOne.ownAccount,
    'profileEndpoints.saveBio': reachesNoOne.ownAccount,
    'profileEndpoints.saveCategoriesSection': reachesNoOne.ownAccount,
    'profileEndpoints.saveUnknownSection': reachesNoOne.ownAccount,
    'profileEndpoints.setCategories': reachesNoOne.ownAccount,
    'profileEndpoints.uploadAvatar': reachesNoOne.ownAccount,
    'profileEndpoints.createExperience': reachesNoOne.ownAccount,
    'profileEndpoints.updateExperience': reachesNoOne.ownAccount,
    'profileEndpoints.deleteExperience': reachesNoOne.ownAccount,
    'profileEndpoints.createEducation': reachesNoOne.ownAccount,
    'profileEndpoints.updateEducation': reachesNoOne.ownAccount,
    'profileEndpoints.deleteEducation': reachesNoOne.ownAccount,
    'profileEndpoints.createSkill': reachesNoOne.ownAccount,
    'profileEndpoints.updateSkill': reachesNoOne.ownAccount,
    'profileEndpoints.deleteSkill': reachesNoOne.ownAccount,
    'profileEndpoints.createPortfolioItem': reachesNoOne.ownAccount,
    'profileEndpoints.updatePortfolioItem': reachesNoOne.ownAccount,
    'profileEndpoints.deletePortfolioItem': reachesNoOne.ownAccount,
    'profileEndpoints.uploadPortfolioImage': reachesNoOne.ownAccount,
    'profileEndpoints.removePortfolioImage': reachesNoOne.ownAccount,
  },
});
