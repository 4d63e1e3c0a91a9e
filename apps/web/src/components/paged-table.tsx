import { DEFAULT_PAGE_SIZE, type Page } from '@masthead/contract';
import { DataTable, type DataTableProps } from './data-table';
import { Pager } from './pager';

/** The part of a list query the table reads. */
export interface PageQuery<Row> {
  data: Page<Row> | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows' | 'loading' | 'error' | 'onRetry'> {
  query: PageQuery<Row>;
  page: number;
  onPageChange: (page: number) => void;
}

/** One page of a list query as a table, with its loading and failure states and the pager below. */
export function PagedTable<Row>({ query, page, onPageChange, ...table }: PagedTableProps<Row>) {
  return (
    <>
      <DataTable
        {...table}
        rows={query.data?.items}
        loadingRows={DEFAULT_PAGE_SIZE}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
      {/* Shown with the first rows: placed under the placeholder, it would move when they arrive. */}
      {query.data ? (
        <Pager page={page} total={query.data.total} pageSize={query.data.pageSize} onChange={onPageChange} />
      ) : null}
    </>
  );
}
