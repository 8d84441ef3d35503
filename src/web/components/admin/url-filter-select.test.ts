import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../test/render-html';
import { UrlFilterSelect } from './url-table';

const labels: Record<string, string> = { failed: 'En échec', sent: 'Envoyé' };
const shown = (filters: Record<'status', string>, unset: { allLabel: string } | { defaultValue: string }) =>
  renderHtml(
    createElement(UrlFilterSelect<'status'>, {
      label: 'Statut',
      options: ['failed', 'sent'],
      labelOf: (value: string) => labels[value] ?? value,
      listState: { filters, setFilter: () => {} },
      filterKey: 'status',
      width: 200,
      ...unset,
    }),
  );

describe("an admin list's filter", () => {
  it('shows the filter the URL holds', () => {
    expect(shown({ status: 'failed' }, { allLabel: 'Tous les statuts' })).toContain('value="En échec"');
  });

  it("shows the 'all' entry when the URL holds none, or a value that is not an option", () => {
    expect(shown({ status: '' }, { allLabel: 'Tous les statuts' })).toContain('value="Tous les statuts"');
    expect(shown({ status: 'bogus' }, { allLabel: 'Tous les statuts' })).toContain(
      'value="Tous les statuts"',
    );
  });

  it('shows its default option when it has no "all" entry', () => {
    expect(shown({ status: '' }, { defaultValue: 'sent' })).toContain('value="Envoyé"');
    expect(shown({ status: 'failed' }, { defaultValue: 'sent' })).toContain('value="En échec"');
  });
});
