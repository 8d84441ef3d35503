import { describe, expect, it } from 'vitest';
import { patchListParams, readListState, toListQuery } from './url-list-state';

const keys = ['action'] as const;
const read = (search: string) => readListState(new URLSearchParams(search), keys);
const patch = (search: string, change: Parameters<typeof patchListParams<'action'>>[1]) =>
  patchListParams(new URLSearchParams(search), change, keys).toString();

describe('readListState', () => {
  it('reads search, filters and page from the URL', () => {
    expect(read('q=%20awa%20&action=asset_removed&page=3')).toEqual({
      q: 'awa',
      page: 3,
      filters: { action: 'asset_removed' },
    });
  });

  it('reads an empty URL as the first page with nothing set', () => {
    expect(read('')).toEqual({ q: '', page: 1, filters: { action: '' } });
  });

  it.each(['page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=1e3', 'page=', 'page=99999999', 'page=10001'])(
    'reads the malformed %s as page 1',
    (search) => {
      expect(read(search).page).toBe(1);
    },
  );

  it('cuts a search longer than the lists accept', () => {
    expect(read(`q=${'a'.repeat(500)}`).q).toHaveLength(200);
  });
});

describe('patchListParams', () => {
  it('goes back to page 1 on a new search or filter', () => {
    expect(patch('q=awa&page=4', { q: 'kofi' })).toBe('q=kofi');
    expect(patch('action=asset_removed&page=4', { filters: { action: 'admin_promoted' } })).toBe(
      'action=admin_promoted',
    );
  });

  it('keeps the page when the search does not really change', () => {
    expect(patch('q=awa&page=4', { q: ' awa ' })).toBe('q=awa&page=4');
  });

  it('leaves empty values and page 1 out of the URL', () => {
    expect(patch('q=awa&action=asset_removed&page=2', { q: '', filters: { action: '' } })).toBe('');
    expect(patch('q=awa&page=2', { page: 1 })).toBe('q=awa');
  });

  it('sets the page and keeps what the list does not own', () => {
    expect(patch('mail=42&q=awa', { page: 3 })).toBe('mail=42&q=awa&page=3');
  });
});

describe('toListQuery', () => {
  it('sends only what is set', () => {
    expect(toListQuery(read('page=2'))).toEqual({ page: 2 });
    expect(toListQuery(read('q=awa&action=asset_removed'))).toEqual({
      page: 1,
      q: 'awa',
      action: 'asset_removed',
    });
  });
});
