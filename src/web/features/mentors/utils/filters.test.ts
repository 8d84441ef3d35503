import { describe, expect, it } from 'vitest';
import { readFilters, toSearchParams } from './filters';

describe('mentor filters', () => {
  it('round-trips through the URL and drops the defaults', () => {
    const filters = readFilters(new URLSearchParams('q=awa&domain=Finance&country=SN&page=3'));
    expect(filters).toEqual({ q: 'awa', domain: 'Finance', country: 'SN', page: 3 });
    expect(toSearchParams({ ...filters, page: 1, q: ' ' }).toString()).toBe('domain=Finance&country=SN');
  });
});
