/** Dates of the back office use the fr-FR locale (000 §9), e.g. "12/03/2025 14:05". */
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
const longDateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'medium' });

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

export const formatLongDateTime = (iso: string): string => longDateTime.format(new Date(iso));
