import type { AdminHomeStat, HomeStatMode } from '../../../../common/contracts/home-stats';
import { HomeStatInput } from '../api/home-stats';

/**
 * The figures of /admin/home-stats (001 §2.10) as its form holds them: a row per figure, what the save
 * sends of it, and each row's field errors by the contract.
 */

/** A figure in the form; `key` tells rows apart before they have an id. */
export interface HomeStatRow {
  key: string;
  id?: number;
  mode: HomeStatMode;
  source: string | null;
  value: number | string;
  label: string;
  description: string;
}

let nextKey = 0;
export const rowOf = (item?: AdminHomeStat): HomeStatRow => ({
  key: item ? `id-${item.id}` : `new-${++nextKey}`,
  ...(item ? { id: item.id } : {}),
  mode: item?.mode ?? 'manual',
  source: item?.source ?? null,
  value: item?.value ?? 0,
  label: item?.label ?? '',
  description: item?.description ?? '',
});

export const inputOf = (row: HomeStatRow) => ({
  ...(row.id === undefined ? {} : { id: row.id }),
  mode: row.mode,
  source: row.mode === 'live' ? row.source : null,
  value: row.value === '' ? 0 : row.value,
  label: row.label,
  description: row.description,
});

/** Each row's field errors (catalog keys), by `<key>.<field>`. */
export const errorsOf = (rows: HomeStatRow[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const row of rows) {
    const result = HomeStatInput.safeParse(inputOf(row));
    for (const issue of result.error?.issues ?? []) {
      const field = `${row.key}.${String(issue.path[0])}`;
      errors[field] ??= issue.message;
    }
  }
  return errors;
};
