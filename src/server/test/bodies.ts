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

/** An online event (`POST /events`) ten days from now, an hour long, for five people. */
export const onlineEventBody = () => {
  const start = Date.now() + 10 * 86_400_000;
  return {
    title: 'Rencontre',
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 3_600_000).toISOString(),
    type: 'en_ligne',
    onlineUrl: 'https://visio.example.com',
    capacity: 5,
  };
};
