import { Button, Group, Text } from '@mantine/core';
import { type CmsListItem, DEFAULT_PAGE_SIZE, messages } from '@masthead/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmButton } from '../../components/confirm-button';
import { ContentStatusBadge } from '../../components/content-status-badge';
import { type Column, DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { formatDateTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCmsPage, usePurgeCms, useRestoreCms } from './cms-api';
import { cmsListQuery, readListFilters, withListFilters } from './list-query';

/** Deleted content: restore it, or delete it for good. */
export function TrashPage() {
  const [params, setParams] = useSearchParams();
  const filters = { ...readListFilters(params, []), status: null, search: '', date: null };
  const list = useCmsPage(cmsListQuery(filters, { trash: true }, 0));
  const restore = useRestoreCms();
  const purge = usePurgeCms();
  const [restoring, setRestoring] = useState<string | null>(null);

  const restoreRow = async (row: CmsListItem) => {
    setRestoring(row._id);
    try {
      await restore.mutateAsync(row._id);
      notifySuccess(messages.contentRestored);
    } catch (error) {
      notifyError(error);
    } finally {
      setRestoring(null);
    }
  };

  const purgeRow = async (row: CmsListItem) => {
    try {
      await purge.mutateAsync(row._id);
      notifySuccess(messages.contentPurged);
    } catch (error) {
      notifyError(error);
    }
  };

  const columns: Column<CmsListItem>[] = [
    {
      key: 'title',
      header: 'Title',
      render: (row) => (
        <Text size="sm" fw={500} lineClamp={2} maw={360}>
          {row.title}
        </Text>
      ),
    },
    { key: 'type', header: 'Type', render: (row) => row.type, nowrap: true },
    { key: 'author', header: 'Author Name', render: (row) => row.user?.name ?? '—' },
    { key: 'status', header: 'Status', render: (row) => <ContentStatusBadge status={row.status} />, nowrap: true },
    { key: 'deleted', header: 'Deleted', render: (row) => formatDateTime(row.deletedAt), nowrap: true },
    {
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            loading={restoring === row._id}
            onClick={() => void restoreRow(row)}
            aria-label={`Restore ${row.title}`}
          >
            Restore
          </Button>
          <ConfirmButton
            size="compact-sm"
            variant="default"
            c="red.9"
            color="red"
            // The name starts with the visible text, so speech users can say what they see.
            aria-label={`Delete permanently ${row.title}`}
            title="Delete permanently"
            message={`Delete “${row.title}” permanently? This cannot be undone.`}
            confirmLabel="Delete permanently"
            onConfirm={() => purgeRow(row)}
          >
            Delete permanently
          </ConfirmButton>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Trash" />
      <DataTable
        caption="Deleted content"
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row._id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={messages.trashEmpty}
        minWidth={860}
      />
      <Pager
        page={filters.page}
        total={list.data?.total ?? 0}
        pageSize={list.data?.pageSize ?? DEFAULT_PAGE_SIZE}
        onChange={(page) => setParams(withListFilters(params, { page }))}
      />
    </>
  );
}
