/** How long a slug may be (decision 2); the same bound as `PageSlugParams`. */
export const slugMax = 80;

/**
 * A slug from a title (001 §5, decision 2): diacritics stripped ('Événements' → 'evenements'),
 * lower-cased, every run of other characters made one hyphen, hyphens trimmed at both ends, at most 80
 * characters. May be '' (a title of symbols only): the caller refuses it.
 */
export const slugify = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugMax)
    .replace(/-+$/, '');
