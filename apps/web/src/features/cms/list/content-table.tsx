import { Text } from '@mantine/core';
import type { CmsListItem } from '@masthead/contract';
import { ContentStatusBadge } from '../../../components/content-status-badge';
import type { Column } from '../../../components/data-table';
import { PagedTable, type PagedTableProps } from '../../../components/paged-table';

/** The title cell: cut after `lines` lines, within the width range given. */
export function titleColumn(lines: number, width: { miw?: number; maw: number }): Column<CmsListItem> {
  return {
    key: 'title',
    header: 'Title',
    render: (row) => (
      <Text size="sm" fw={500} lineClamp={lines} {...width}>
        {row.title}
      </Text>
    ),
  };
}

/** Columns every table of content items shows (the lists and the trash). */
export const typeColumn: Column<CmsListItem> = { key: 'type', header: 'Type', render: (row) => row.type, nowrap: true };

export const authorColumn: Column<CmsListItem> = {
  key: 'author',
  header: 'Author Name',
  render: (row) => row.user?.name ?? '—',
};

export const statusColumn: Column<CmsListItem> = {
  key: 'status',
  header: 'Status',
  render: (row) => <ContentStatusBadge status={row.status} />,
  nowrap: true,
};

/** One page of content items as a table, with its loading and failure states and the pager. */
export function ContentTable(props: Omit<PagedTableProps<CmsListItem>, 'rowKey'>) {
  return <PagedTable {...props} rowKey={(row) => row._id} />;
}
