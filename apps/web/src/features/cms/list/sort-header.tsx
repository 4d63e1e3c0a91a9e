import { UnstyledButton } from '@mantine/core';
import { type CmsSort, defaultSortOrder } from '@masthead/contract';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ListFilters } from './list-query';

/** The direction the list is sorted by `column` now, or null when it is sorted by another. */
export function sortDirection(filters: Pick<ListFilters, 'sort' | 'order'>, column: CmsSort): 'asc' | 'desc' | null {
  if (filters.sort !== column) return null;
  return filters.order ?? defaultSortOrder(column);
}

/** `aria-sort` of a sortable header. */
export function ariaSort(
  filters: Pick<ListFilters, 'sort' | 'order'>,
  column: CmsSort,
): 'ascending' | 'descending' | 'none' {
  const direction = sortDirection(filters, column);
  return direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
}

/**
 * A column header that sorts the list: the first press sorts by the column in its natural order
 * (titles A→Z, dates newest first), the next reverses it. The arrow shows the order in force.
 */
export function SortHeader({
  label,
  column,
  filters,
  onSort,
}: {
  label: string;
  column: CmsSort;
  filters: Pick<ListFilters, 'sort' | 'order'>;
  onSort: (change: Pick<ListFilters, 'sort' | 'order'>) => void;
}) {
  const direction = sortDirection(filters, column);
  const next = direction === null ? defaultSortOrder(column) : direction === 'asc' ? 'desc' : 'asc';
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={() => onSort({ sort: column, order: next })}
      fw={700}
      fz="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      {label}
      <Icon size={14} aria-hidden="true" style={{ opacity: direction === null ? 0.55 : 1 }} />
    </UnstyledButton>
  );
}
