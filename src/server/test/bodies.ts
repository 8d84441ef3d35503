/** Bodies the create routes accept, for tests that need some content and not a particular one. */

/** A job offer (`POST /job-offers`) expiring on `expiresAt`, a `YYYY-MM-DD` day. */
export const jobOfferBody = (expiresAt: string) => ({
  title: 'Comptable',
  company: 'Baobab SA',
  location: 'Dakar, Sénégal',
  type: 'CDI',
  description: 'Un poste',
  contact: 'rh@baobab.example',
  expiresAt,
});
