import { type ReactNode, useId, useState } from 'react';
import type { Column } from '../data-table';
import { PageHeader } from '../page-header';
import { PagedTable, type PagedTableProps } from '../paged-table';
import { FilterPanel, FilterToggle, type ListFilters } from './filter-panel';
import { ListSearch, type ListSearchProps } from './list-search';

/** A list screen's table: `PagedTable`'s props, its rows keyed by their `_id` unless told otherwise. */
export type ListTableProps<Row> = Omit<PagedTableProps<Row>, 'rowKey'> & { rowKey?: (row: Row) => string };

export interface ListScreenProps<Row extends { _id: string }> {
  /** The screen's h1. */
  title: string;
  /** The header's actions (Add, Import…), after the Filters toggle. */
  actions?: ReactNode;
  search?: ListSearchProps;
  filters?: ListFilters;
  /** Between the filters and the table: a hint, a notice. */
  intro?: ReactNode;
  table: ListTableProps<Row>;
  /** The buttons of a row, as the last column 'Actions'; none (no column) when left out. */
  rowActions?: (row: Row) => ReactNode;
  /** Places the table, e.g. in status tabs; the table as it is when left out. */
  frame?: (table: ReactNode) => ReactNode;
  /** After the table: panels, dialogs. */
  children?: ReactNode;
}

/** The row actions as the table's last column, kept on one line and ending a phone's card. */
export function actionsColumn<Row>(render: (row: Row) => ReactNode): Column<Row> {
  return { key: 'actions', header: 'Actions', nowrap: true, render };
}

/**
 * Every list screen's frame: the header with its actions, the search box or the filter panel, the
 * paged table (with its loading, failure and empty states, phone cards and pager), then the rest.
 */
export function ListScreen<Row extends { _id: string }>({
  title,
  actions,
  search,
  filters,
  intro,
  table,
  rowActions,
  frame,
  children,
}: ListScreenProps<Row>) {
  const [filtersOpen, setFiltersOpen] = useState(filters?.openAtFirst ?? false);
  const panelId = useId();
  const toggled = filters !== undefined && !filters.fixed;
  const headerActions =
    toggled || actions ? (
      <>
        {toggled ? (
          <FilterToggle
            open={filtersOpen}
            filtered={filters.filtered ?? false}
            panelId={panelId}
            onToggle={() => setFiltersOpen((open) => !open)}
          />
        ) : null}
        {actions}
      </>
    ) : null;
  const columns = rowActions ? [...table.columns, actionsColumn(rowActions)] : table.columns;
  const pagedTable = <PagedTable rowKey={(row) => row._id} {...table} columns={columns} />;

  return (
    <>
      <PageHeader title={title} actions={headerActions} />
      {search ? <ListSearch {...search} /> : null}
      {filters ? <FilterPanel form={filters.form} open={filtersOpen} panelId={toggled ? panelId : undefined} /> : null}
      {intro}
      {frame ? frame(pagedTable) : pagedTable}
      {children}
    </>
  );
}
