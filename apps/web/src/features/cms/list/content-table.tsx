import { Anchor, Stack, Text } from '@mantine/core';
import { type CmsListItem, editPathByType, pathTo } from '@masthead/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentStatusBadge } from '../../../components/content-status-badge';
import type { Column } from '../../../components/data-table';

/**
 * The title cell: cut after `lines` lines, within the width range given; with `link`, it opens
 * the item's form (read-only for whoever may not change it).
 */
export function titleColumn(
  lines: number,
  width: { miw?: number; maw: number },
  options: { link?: boolean; header?: ReactNode; sorted?: Column<CmsListItem>['sorted'] } = {},
): Column<CmsListItem> {
  return {
    key: 'title',
    header: options.header ?? 'Title',
    sorted: options.sorted,
    render: (row) =>
      options.link ? (
        <Anchor
          component={Link}
          to={pathTo(editPathByType[row.type], { id: row._id })}
          size="sm"
          fw={500}
          lineClamp={lines}
          {...width}
        >
          {row.title}
        </Anchor>
      ) : (
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
  render: (row) => <ContentStatusCell row={row} />,
  nowrap: true,
};

/** The status, and 'changes pending' under it while a change to the live item waits for review. */
export function ContentStatusCell({ row }: { row: Pick<CmsListItem, 'status' | 'pendingChanges'> }) {
  return (
    <Stack gap={2}>
      <ContentStatusBadge status={row.status} />
      {row.pendingChanges ? (
        <Text size="xs" fw={600} c="var(--masthead-warning)">
          changes pending
        </Text>
      ) : null}
    </Stack>
  );
}
