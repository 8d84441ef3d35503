import { useState } from 'react';

/**
 * The ticked rows of a `DataTable`. Only rows on screen count: a new page or search leaves nothing
 * selected that cannot be seen.
 */
export function useRowSelection<Row>(visible: readonly Row[], keyOf: (row: Row) => string) {
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  const selected = visible.filter((row) => selectedKeys.has(keyOf(row)));
  const isAllSelected = visible.length > 0 && selected.length === visible.length;
  const clear = () => setSelectedKeys(new Set());
  const toggle = (row: Row, checked: boolean) => {
    const next = new Set(selectedKeys);
    if (checked) next.add(keyOf(row));
    else next.delete(keyOf(row));
    setSelectedKeys(next);
  };
  const toggleAll = (checked: boolean) => setSelectedKeys(new Set(checked ? visible.map(keyOf) : []));
  return { selectedKeys, selected, isAllSelected, clear, toggle, toggleAll };
}
