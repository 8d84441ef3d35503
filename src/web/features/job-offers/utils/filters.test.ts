import { describe, expect, it } from 'vitest';
import { hasFilters, readFilters, toSearchParams } from './filters';

describe('job offer filters in the URL', () => {
  it('reads and writes the same filters, dropping unknown types and bad pages', () => {
    const filters = readFilters(new URLSearchParams('q=dev&type=CDI&location=Dakar&company=Wave&page=3'));
    expect(filters).toEqual({ q: 'dev', type: 'CDI', location: 'Dakar', company: 'Wave', page: 3 });
    expect(toSearchParams(filters).toString()).toBe('q=dev&type=CDI&location=Dakar&company=Wave&page=3');
    expect(readFilters(new URLSearchParams('type=Interim&page=-2'))).toMatchObject({ type: '', page: 1 });
    expect(hasFilters(readFilters(new URLSearchParams('page=2')))).toBe(false);
  });
});
