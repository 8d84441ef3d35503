import { describe, expect, it } from 'vitest';
import { dayLabel, hasFilters, readFilters, toSearchParams } from './filters';

describe('project filters in the URL', () => {
  it('reads and writes the same filters, dropping defaults and unknown values', () => {
    const filters = readFilters(
      new URLSearchParams('q=ferme&tag=énergie&status=draft&from=2026-01-01&page=3'),
    );
    expect(filters).toEqual({ q: 'ferme', tag: 'énergie', status: 'draft', from: '2026-01-01', page: 3 });
    expect(readFilters(toSearchParams(filters))).toEqual(filters);
    const odd = readFilters(new URLSearchParams('status=perdu&from=hier&page=-2'));
    expect(odd).toEqual({ q: '', tag: '', status: 'published', from: '', page: 1 });
    expect(toSearchParams(odd).toString()).toBe('');
    expect(hasFilters(odd)).toBe(false);
  });

  it('shows a calendar day as that day whatever the time zone', () => {
    expect(dayLabel('2026-03-01', 'fr-FR')).toBe('1 mars 2026');
  });
});
