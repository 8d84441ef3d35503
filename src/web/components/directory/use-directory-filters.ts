import { type ChangeEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTypingCommit } from '../../lib/use-typing-commit';

/** How a directory's filters are read from and written to the URL (the area's `utils/filters.ts`). */
export interface FiltersCodec<F extends { page: number }> {
  readFilters: (params: URLSearchParams) => F;
  toSearchParams: (filters: F) => URLSearchParams;
}

const typingDelayMs = 350;

/**
 * A directory's filters held in the URL (issue 37 §1): `update` writes a change and goes back to the
 * first page (a new history entry only for a page change), `typed(field)` binds a text field that
 * commits once typing pauses, `clear` empties the filters (but the URL parameters in `keep`: a tab, a
 * view), `setPage` moves to a page.
 */
export function useDirectoryFilters<F extends { page: number }, K extends keyof F & string>(
  codec: FiltersCodec<F>,
  textFields: readonly K[],
  delayMs = typingDelayMs,
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => codec.readFilters(params), [codec, params]);
  const blank = () => Object.fromEntries(textFields.map((field) => [field, ''])) as Record<K, string>;
  const [text, setText] = useState<Record<K, string>>(
    () =>
      Object.fromEntries(textFields.map((field) => [field, String(filters[field] ?? '')])) as Record<
        K,
        string
      >,
  );
  const update = (patch: Partial<F>) => {
    setParams(codec.toSearchParams({ ...filters, page: 1, ...patch }), { replace: !('page' in patch) });
  };
  const commitText = useTypingCommit((patch: Partial<F>) => update(patch), delayMs);
  return {
    filters,
    update,
    setPage: (page: number) => update({ page } as Partial<F>),
    typed: (field: K) => ({
      value: text[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setText((current) => ({ ...current, [field]: value }));
        commitText({ [field]: value } as Partial<F>);
      },
    }),
    clear: (keep: Record<string, string> = {}) => {
      setText(blank());
      setParams(new URLSearchParams(keep));
    },
  };
}
