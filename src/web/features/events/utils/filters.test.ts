import { describe, expect, it } from 'vitest';
import { hasFilters, readFilters, toSearchParams } from './filters';

describe('event filters in the URL', () => {
  it('reads what it writes, leaving defaults and bad values out', () => {
    const filters = readFilters(
      new URLSearchParams('q=atelier&location=Dakar&from=2026-12-01&when=past&page=3'),
    );
    expect(filters).toEqual({ q: 'atelier', location: 'Dakar', from: '2026-12-01', when: 'past', page: 3 });
    expect(readFilters(toSearchParams(filters))).toEqual(filters);
    const odd = readFilters(new URLSearchParams('from=hier&when=demain&page=-2'));
    expect(odd).toEqual({ q: '', location: '', from: '', when: 'upcoming', page: 1 });
    expect(toSearchParams(odd).toString()).toBe('');
    expect(hasFilters(odd)).toBe(false);
    expect(hasFilters({ ...odd, from: '2026-12-01' })).toBe(true);
  });
});
