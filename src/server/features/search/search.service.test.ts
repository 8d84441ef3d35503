import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createSearchService, termsOf } from './search.service';

/** A search pool whose every statement fails with `error`, prepared (the searches) or not (the statistics). */
const failingWith = (error: Error) =>
  ({
    execute: async () => Promise.reject(error),
    _: { session: { prepareQuery: () => ({ execute: async () => Promise.reject(error) }) } },
  }) as unknown as Db;

/** The search pool cancels a statement at its timeout: SQLSTATE 57014. */
const timingOut = failingWith(
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
);

const service = createSearchService({
  db: timingOut,
  searchDb: timingOut,
  companies: { allowsSearch: async () => true },
});
const browser = { ip: '198.51.100.7', userAgent: 'Mozilla/5.0' };

describe('a search past its statement timeout', () => {
  it.each([
    ['suggestions', () => service.suggestions(null, 'ingenieur', browser)],
    ['results', () => service.results(null, { q: 'ingenieur' }, browser)],
  ])('answers 503 asking, in French, to narrow the %s', async (_, run) => {
    const error = await run().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, code: 'temporarily_unavailable' });
    expect((error as AppError).message).toBe(
      'Cette recherche prend trop de temps. Précisez-la avec un mot de plus.',
    );
  });

  it('lets any other database error through', async () => {
    const boom = failingWith(new Error('boom'));
    const failing = createSearchService({
      db: boom,
      searchDb: boom,
      companies: { allowsSearch: async () => true },
    });
    await expect(failing.suggestions(null, 'ingenieur', browser)).rejects.toThrow('boom');
  });
});

describe('the terms of a query', () => {
  it('folds accents and case, and makes each word of 3 or more a French stem prefix', () => {
    expect(termsOf('Ingé Civile')).toMatchObject({
      words: ['inge', 'civile'],
      prefixQuery: 'inge:* & civile:*',
    });
  });

  it('leaves out lone letters, which would match nearly every row', () => {
    expect(termsOf("l'ingénieure")).toMatchObject({ words: ['ingenieure'], prefixQuery: 'ingenieure:*' });
    expect(termsOf('a b c d e f g h')).toMatchObject({ words: [], prefixQuery: '' });
  });

  it('matches a word of two letters whole, and at most 4 words', () => {
    expect(termsOf('ma')).toMatchObject({ words: [], prefixQuery: 'ma' });
    expect(termsOf('un deux trois quatre cinq six').prefixQuery).toBe('un & deux:* & trois:* & quatre:*');
  });
});
