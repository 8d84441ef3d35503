import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../test/render-html';
import { UrlFilterSelect } from './url-table';

const data = [
  { value: 'all', label: 'Tous les statuts' },
  { value: 'failed', label: 'En échec' },
];
const shown = (filters: Record<'status', string>, value?: string) =>
  renderHtml(
    createElement(UrlFilterSelect<'status'>, {
      label: 'Statut',
      data,
      listState: { filters, setFilter: () => {} },
      filterKey: 'status',
      allValue: 'all',
      width: 200,
      ...(value === undefined ? {} : { value }),
    }),
  );

describe("an admin list's filter", () => {
  it('shows the filter the URL holds', () => {
    expect(shown({ status: 'failed' })).toContain('value="En échec"');
  });

  it("shows the 'all' entry when the URL holds none", () => {
    expect(shown({ status: '' })).toContain('value="Tous les statuts"');
  });

  it('shows the value a screen gives it, once checked', () => {
    expect(shown({ status: 'bogus' }, 'all')).toContain('value="Tous les statuts"');
  });
});
