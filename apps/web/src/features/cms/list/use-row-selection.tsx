import { Checkbox } from '@mantine/core';
import type { CmsListItem } from '@masthead/contract';
import { useEffect, useState } from 'react';
import type { Column } from '../../../components/data-table';

/**
 * The rows chosen for a bulk action, on the page shown: a checkbox per row and one in the header
 * for the whole page. Choosing is forgotten when the page, tab, filters or sort change (`scope`).
 */
export function useRowSelection(rows: CmsListItem[], scope: string) {
  const [chosen, setChosen] = useState<Map<string, CmsListItem>>(new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new scope is a new list of rows.
  useEffect(() => setChosen(new Map()), [scope]);

  const toggle = (row: CmsListItem, on: boolean) =>
    setChosen((before) => {
      const next = new Map(before);
      if (on) next.set(row._id, row);
      else next.delete(row._id);
      return next;
    });
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row._id));
  const someChosen = rows.some((row) => chosen.has(row._id));

  const selectionColumn: Column<CmsListItem> = {
    key: 'select',
    width: 36,
    header: (
      <Checkbox
        aria-label="Select every item on this page"
        checked={allChosen}
        indeterminate={someChosen && !allChosen}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          setChosen(new Map(on ? rows.map((row) => [row._id, row]) : []));
        }}
      />
    ),
    render: (row) => (
      <Checkbox
        aria-label={`Select ${row.title}`}
        checked={chosen.has(row._id)}
        onChange={(event) => toggle(row, event.currentTarget.checked)}
      />
    ),
  };

  return { selected: [...chosen.values()], selectionColumn, clearSelection: () => setChosen(new Map()) };
}
