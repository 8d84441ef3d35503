import { describe, expect, it } from 'vitest';
import { countAdvanced, readFilters, toSearchParams } from './filters';

describe('network filters in the URL', () => {
  it('round-trips every filter', () => {
    const params = new URLSearchParams(
      'q=awa&sector=4f0e0c1a-0000-4000-8000-000000000000&country=SN&city=Dakar&job=ing&minYears=3&languages=Français,Wolof&availability=mentoring&page=2',
    );
    const filters = readFilters(params);
    expect(filters.languages).toEqual(['Français', 'Wolof']);
    expect(filters.page).toBe(2);
    expect(toSearchParams(filters).toString()).toBe(params.toString());
    expect(countAdvanced(filters)).toBe(6);
  });

  it('reads malformed values as no filter', () => {
    const filters = readFilters(new URLSearchParams('minYears=-2&availability=x&page=0'));
    expect(filters).toMatchObject({ minYears: '', availability: 'all', page: 1 });
    expect(toSearchParams(filters).toString()).toBe('');
    expect(countAdvanced(filters)).toBe(0);
  });
});
