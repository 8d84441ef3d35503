import { foldText } from '../locations/countries';

/** What two profiles are compared on (findSimilarProfiles, 000 §7). */
export interface SimilarityFeatures {
  id: string;
  categoryIds: Set<string>;
  /** Sectors of the chosen categories (a speciality's parent, or the sector itself). */
  sectorIds: Set<string>;
  skills: Set<string>;
  titleWords: Set<string>;
  city: string;
  countryCode: string;
}

/** How much each shared trait weighs: categories first, then skills, title and place. */
export const similarityWeights = {
  category: 4,
  sector: 1,
  skill: 3,
  titleWord: 2,
  city: 2,
  country: 1,
} as const;

const stopWords = new Set([
  'and',
  'aux',
  'avec',
  'chez',
  'dans',
  'des',
  'du',
  'for',
  'les',
  'par',
  'pour',
  'senior',
  'junior',
  'the',
  'une',
]);

/** The words of a title that say something: folded, 3 letters or more, no filler ('de', 'senior'). */
export const titleWordsOf = (title: string | null | undefined): Set<string> =>
  new Set(
    foldText(title ?? '')
      .split(' ')
      .filter((word) => word.length >= 3 && !stopWords.has(word)),
  );

const overlap = (a: Set<string>, b: Set<string>): number => {
  let n = 0;
  for (const value of a) if (b.has(value)) n++;
  return n;
};

/** The similarity of a candidate to the target; 0 when they share nothing. */
export const similarityScore = (target: SimilarityFeatures, candidate: SimilarityFeatures): number => {
  const w = similarityWeights;
  const sameCountry = target.countryCode !== '' && target.countryCode === candidate.countryCode;
  const sameCity = sameCountry && target.city !== '' && target.city === candidate.city;
  return (
    w.category * overlap(target.categoryIds, candidate.categoryIds) +
    w.sector * overlap(target.sectorIds, candidate.sectorIds) +
    w.skill * overlap(target.skills, candidate.skills) +
    w.titleWord * overlap(target.titleWords, candidate.titleWords) +
    (sameCity ? w.city : 0) +
    (sameCountry ? w.country : 0)
  );
};

/**
 * Candidates sharing something with the target, best first (ties: the order given, i.e. the most
 * recently active first); the target itself is never among them.
 */
export const rankSimilar = <T extends SimilarityFeatures>(
  target: SimilarityFeatures,
  candidates: T[],
  limit: number,
): T[] =>
  candidates
    .filter((candidate) => candidate.id !== target.id)
    .map((candidate, order) => ({ candidate, order, score: similarityScore(target, candidate) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.candidate);
