import { describe, expect, it } from 'vitest';
import { hasFilters, readFilters, withFilters } from './filters';

describe('the results page filters in the address', () => {
  it('reads the tab kind filters only, dropping values the contract refuses', () => {
    const params = new URLSearchParams('q=kora&type=companies&country=sn&groupType=private&categoryId=nope');
    expect(readFilters(params, 'companies')).toEqual({ country: 'SN' });
    expect(readFilters(params, 'groups')).toEqual({ groupType: 'private' });
    expect(readFilters(new URLSearchParams('groupType=secret'), 'groups')).toEqual({});
    expect(readFilters(params, undefined)).toEqual({});
  });

  it('writes a tab with its filters, a blank one removed', () => {
    expect(withFilters('kora', 'tenders', { secteur: 'btp' }, { statut: 'termine' })).toEqual({
      q: 'kora',
      type: 'tenders',
      secteur: 'btp',
      statut: 'termine',
    });
    expect(withFilters('kora', 'tenders', { secteur: 'btp' }, { secteur: '' })).toEqual({
      q: 'kora',
      type: 'tenders',
    });
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ when: 'past' })).toBe(true);
  });
});
