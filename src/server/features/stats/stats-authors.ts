import type * as repo from './stats.repository';

/*
 * The dashboard's leading authors of a preset period (001 §2.9, issue 21 item 2): the authors the
 * roll-up kept of its closed days, merged with today's publications. Pure, unit-tested in
 * stats.service.test.ts.
 */

/** The periods that end today, whose leading authors the roll-up keeps. */
export const presets = ['week', 'month', 'quarter'] as const;

const byPublications = (a: repo.AuthorCount, b: repo.AuthorCount) =>
  b.n - a.n || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What the roll-up kept of a preset period's closed days (see `repo.KeptTopAuthors`). */
type KeptAuthors = Pick<repo.KeptTopAuthors, 'floor' | 'authors'>;

/** The kept authors' totals with today's publications, most first, ties by id. */
const keptTotals = (kept: KeptAuthors, today: Map<string, number>) =>
  kept.authors.map((a) => ({ id: a.id, n: a.n + (today.get(a.id) ?? 0) })).sort(byPublications);

/**
 * The authors of today outside the kept list who could still reach a preset period's top `limit`: their
 * closed-day publications must be read before the top is decided. None when every closed-day author is
 * kept (`floor` 0: another's total is today's count); otherwise those whose most possible total (the
 * floor plus today's) reaches the kept author at rank `limit`.
 */
export const outsidersToCount = (kept: KeptAuthors, today: Map<string, number>, limit: number): string[] => {
  if (kept.floor === 0) return [];
  const keptIds = new Set(kept.authors.map((a) => a.id));
  const last = keptTotals(kept, today)[limit - 1]?.n ?? 0;
  return [...today].filter(([id, n]) => !keptIds.has(id) && kept.floor + n >= last).map(([id]) => id);
};

/**
 * A preset period's `limit` leading authors (most publications first, ties by id), exactly: the kept
 * authors (exact closed-day counts, the first `topAuthorsKept` by publications then id) plus today's
 * publications, and today's other authors with their closed-day count when read (`outsidersToCount`).
 * Any other author ranks below the last kept one, and below the top: none of them needs reading.
 */
export const mergeTopAuthors = (
  kept: KeptAuthors,
  today: Map<string, number>,
  outsidersClosed: Map<string, number>,
  limit: number,
): repo.AuthorCount[] => {
  const keptIds = new Set(kept.authors.map((a) => a.id));
  const others = [...today]
    .filter(([id]) => !keptIds.has(id))
    .map(([id, n]) => ({ id, n: n + (outsidersClosed.get(id) ?? 0) }));
  return [...keptTotals(kept, today), ...others].sort(byPublications).slice(0, limit);
};
