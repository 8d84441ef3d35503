/** How long a slug may be (decision 2); the same bound as `PageSlugParams`. */
export const slugMax = 80;

/** Letters that no diacritic stripping reaches: ligatures and barred letters ('cœur' → 'coeur'). */
const spelledOut: Record<string, string> = {
  œ: 'oe',
  Œ: 'oe',
  æ: 'ae',
  Æ: 'ae',
  ß: 'ss',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  þ: 'th',
  ð: 'd',
  ı: 'i',
  ŋ: 'ng',
  Ŋ: 'ng',
  ɛ: 'e',
  Ɛ: 'e',
  ɔ: 'o',
  Ɔ: 'o',
};

/**
 * A slug from a title (001 §5, decision 2): diacritics stripped ('Événements' → 'evenements'), ligatures
 * and letters of West African alphabets spelled out ('cœur' → 'coeur', 'Ɔdɔ' → 'odo'),
 * lower-cased, every run of other characters made one hyphen, hyphens trimmed at both ends, at most 80
 * characters. May be '' (a title of symbols only): the caller refuses it.
 */
export const slugify = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[œŒæÆßøØđĐłŁþðıŋŊɛƐɔƆ]/g, (letter) => spelledOut[letter] ?? letter)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugMax)
    .replace(/-+$/, '');
