/** A job offer row named with `word`, for a search test to insert (`isActive`, `expiresAt` as given). */
export const offerRow = (
  userId: string,
  word: string,
  fields: { isActive?: boolean; expiresAt?: string; title?: string } = {},
) => ({
  userId,
  title: `${fields.title ?? 'Ingénieure'} ${word}`,
  company: 'Kora SA',
  location: 'Abidjan',
  type: 'CDI',
  description: 'Une offre',
  descriptionHtml: '<p>Une offre</p>',
  contact: 'rh@example.com',
  isActive: fields.isActive ?? true,
  expiresAt: fields.expiresAt ?? null,
});
