import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('strips diacritics and joins words with one hyphen', () => {
    expect(slugify('Événements à Dakar !')).toBe('evenements-a-dakar');
  });

  it('spells out ligatures instead of dropping them (issue 38 §3)', () => {
    expect(slugify('Le cœur de Lomé')).toBe('le-coeur-de-lome');
    expect(slugify('Ægis, Straße, Ørsted')).toBe('aegis-strasse-orsted');
  });

  it('keeps the letters of West African alphabets (Akan, Ewe, Wolof)', () => {
    expect(slugify('Ɔdɔ ne ɛyɛ')).toBe('odo-ne-eye');
    expect(slugify('Ŋkɔ')).toBe('ngko');
  });

  it('may be empty for a title of symbols only', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});
