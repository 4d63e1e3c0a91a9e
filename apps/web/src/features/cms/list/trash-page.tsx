import { Button } from '@mantine/core';
import { type CmsListItem, mayPurgeContent, mayTrashContent, messages } from '@masthead/contract';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../components/data-table';
import { ListScreen } from '../../../components/list-screen/list-screen';
import { RowActions, RowDelete } from '../../../components/row-actions';
import { formatDateTime } from '../../../lib/format';
import { useBusyRow } from '../../../lib/use-busy-row';
import { useMe } from '../../../session/session';
import { useCmsPage, usePurgeCms, useRestoreCms } from '../cms-api';
import { BulkBar } from './bulk-bar';
import { authorColumn, statusColumn, titleColumn, typeColumn } from './content-table';
import { cmsListQuery, readListFilters, withListFilters } from './list-query';
import { useRowSelection } from './use-row-selection';

/**
 * Deleted content: restore it, or delete it for good. Each button shows only where the server would
 * take it: restore on items the user may edit (EditOwn: its own), delete for good with Remove and Edit.
 */
export function TrashPage() {
  const me = useMe();
  const mayPurge = mayPurgeContent(me);
  const [params, setParams] = useSearchParams();
  const filters = { ...readListFilters(params, []), status: null, search: '', date: null };
  const list = useCmsPage(cmsListQuery(filters, { trash: true }, 0));
  const restore = useRestoreCms();
  const purge = usePurgeCms();
  const { busyRow, runOnRow } = useBusyRow();
  const { selected, selectionColumn, clearSelection } = useRowSelection(list.data?.items ?? [], String(filters.page));

  const columns: Column<CmsListItem>[] = [
    selectionColumn,
    titleColumn(2, { maw: 360 }),
    typeColumn,
    authorColumn,
    statusColumn,
    { key: 'deleted', header: 'Deleted', render: (row) => formatDateTime(row.deletedAt), nowrap: true },
  ];

  const rowActions = (row: CmsListItem) => (
    <RowActions>
      {mayTrashContent(me, me._id, row.user?._id ?? null) ? (
        <Button
          size="compact-sm"
          variant="default"
          loading={busyRow === row._id}
          onClick={() => void runOnRow(row._id, () => restore.mutateAsync(row._id), messages.contentRestored)}
          aria-label={`Restore ${row.title}`}
        >
          Restore
        </Button>
      ) : null}
      {mayPurge ? (
        <RowDelete
          // The name starts with the visible text, so speech users can say what they see.
          label={`Delete permanently ${row.title}`}
          title="Delete permanently"
          message={`Delete “${row.title}” permanently? This cannot be undone.`}
          verb="Delete permanently"
          onDelete={() => purge.mutateAsync(row._id)}
          done={messages.contentPurged}
        />
      ) : null}
    </RowActions>
  );

  return (
    <ListScreen
      title="Trash"
      intro={<BulkBar selected={selected} inTrash onClear={clearSelection} />}
      table={{
        caption: 'Deleted content',
        columns,
        query: list,
        emptyText: messages.trashEmpty,
        minWidth: 860,
        page: filters.page,
        onPageChange: (page) => setParams(withListFilters(params, { page })),
      }}
      rowActions={rowActions}
    />
  );
}
