import { describe, expect, it } from 'vitest';
import { rankSimilar, type SimilarityFeatures, similarityScore, titleWordsOf } from './similar-profiles';

const features = (id: string, values: Partial<Omit<SimilarityFeatures, 'id'>> = {}): SimilarityFeatures => ({
  id,
  categoryIds: new Set(),
  sectorIds: new Set(),
  skills: new Set(),
  titleWords: new Set(),
  city: '',
  countryCode: '',
  ...values,
});

describe('similarity', () => {
  it('keeps the meaningful, folded words of a title', () => {
    expect([...titleWordsOf('Développeur Full-Stack senior chez Orange')]).toEqual([
      'developpeur',
      'full',
      'stack',
      'orange',
    ]);
    expect([...titleWordsOf(null)]).toEqual([]);
  });

  it('weighs a shared category above a shared skill, a skill above a title word, a city above a country', () => {
    const target = features('t', {
      categoryIds: new Set(['c']),
      skills: new Set(['sql']),
      titleWords: new Set(['juriste']),
      city: 'dakar',
      countryCode: 'SN',
    });
    const score = (values: Partial<SimilarityFeatures>) => similarityScore(target, features('x', values));
    expect(score({ categoryIds: new Set(['c']) })).toBeGreaterThan(score({ skills: new Set(['sql']) }));
    expect(score({ skills: new Set(['sql']) })).toBeGreaterThan(score({ titleWords: new Set(['juriste']) }));
    expect(score({ city: 'dakar', countryCode: 'SN' })).toBeGreaterThan(
      score({ city: 'thies', countryCode: 'SN' }),
    );
    // A city of the same name in another country is not the same place.
    expect(score({ city: 'dakar', countryCode: 'FR' })).toBe(0);
  });

  it('drops candidates sharing nothing and the target itself, and keeps the given order on ties', () => {
    const target = features('t', { skills: new Set(['sql']) });
    const ranked = rankSimilar(
      target,
      [
        features('a', { skills: new Set(['sql']) }),
        features('t', { skills: new Set(['sql']) }),
        features('b'),
        features('c', { skills: new Set(['sql']) }),
      ],
      5,
    );
    expect(ranked.map((c) => c.id)).toEqual(['a', 'c']);
  });
});
