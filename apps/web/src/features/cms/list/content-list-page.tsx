import { Button, Group, Tabs, Text } from '@mantine/core';
import {
  type CmsCounts,
  type CmsListItem,
  type CmsSort,
  type ContentStatus,
  type ContentType,
  can,
  categoryNames,
  contentStatuses,
  messages,
} from '@masthead/contract';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Column } from '../../../components/data-table';
import { ListScreen } from '../../../components/list-screen/list-screen';
import { LoadingBlock } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { runWithToast } from '../../../lib/notify';
import { useBusyRow } from '../../../lib/use-busy-row';
import { useMe } from '../../../session/session';
import { useCmsCounts, useCmsPage, usePatchCms, useTrashCms } from '../cms-api';
import { BulkBar } from './bulk-bar';
import { CreateBlogButton, CreateMenu } from './content-create-actions';
import { ContentFilterForm } from './content-filter-form';
import { ContentRowActions, type StatusAction, statusChange } from './content-row-actions';
import { authorColumn, statusColumn, titleColumn, typeColumn } from './content-table';
import { cmsListQuery, type ListFilters, readListFilters, withListFilters } from './list-query';
import { ariaSort, SortHeader } from './sort-header';
import { useRowSelection } from './use-row-selection';

const ALL = 'all';

/** Date and time wrap onto two lines in the narrow date columns; the text stays "DD/MM/YYYY HH:mm". */
function DateCell({ iso }: { iso: string | null }) {
  return (
    <Text size="sm" miw={84} maw={96}>
      {formatDateTime(iso)}
    </Text>
  );
}

/** How many items a tab holds; Need Review counts the live items with changes waiting too. */
function tabCount(counts: CmsCounts, status: ContentStatus | null): number {
  if (status === null) return counts.all;
  const total = counts.byStatus.find((entry) => entry.status === status)?.total ?? 0;
  return status === 'Need Review' ? total + counts.pendingChanges : total;
}

/**
 * The count beside a tab's name. Not part of the name (the tab stays 'Draft' to speech and to
 * anything that finds it by name); the tab's description says it instead.
 */
function TabCount({ total }: { total: number }) {
  return (
    <Text
      span
      size="xs"
      fw={600}
      ml={6}
      px={6}
      py={1}
      bg="var(--mantine-color-default-hover)"
      bdrs="xl"
      aria-hidden="true"
    >
      {total.toLocaleString()}
    </Text>
  );
}

interface ContentListProps {
  title: string;
  caption: string;
  statuses: readonly ContentStatus[];
  type?: ContentType;
  createAction: ReactNode;
}

function ContentList({ title, caption, statuses, type, createAction }: ContentListProps) {
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const filters = readListFilters(params, statuses);
  const query = cmsListQuery(filters, { type }, new Date().getTimezoneOffset());
  const list = useCmsPage(query);
  const patch = usePatchCms();
  const trash = useTrashCms();
  const { busyRow, runOnRow } = useBusyRow();
  const filtered = filters.search !== '' || filters.date !== null;
  // One confirmation for every row: the item asked about stays named while the dialog closes.
  const [trashing, setTrashing] = useState<{ row: CmsListItem; open: boolean } | null>(null);

  const update = (change: Partial<ListFilters>) => setParams(withListFilters(params, change));
  const counts = useCmsCounts(type);
  const countsSettled = counts.data !== undefined || counts.isError;
  const rows = list.data?.items ?? [];
  const { selected, selectionColumn, clearSelection } = useRowSelection(rows, JSON.stringify(query));
  const sortable = (label: string, column: CmsSort) => ({
    header: <SortHeader label={label} column={column} filters={filters} onSort={update} />,
    sorted: ariaSort(filters, column),
  });

  const changeStatus = (row: CmsListItem, action: StatusAction) => {
    const { status, done } = statusChange[action];
    void runOnRow(row._id, () => patch.mutateAsync({ id: row._id, body: { status } }), done);
  };

  const columns: Column<CmsListItem>[] = [
    selectionColumn,
    titleColumn(3, { miw: 140, maw: 230 }, { link: true, ...sortable('Title', 'title') }),
    {
      key: 'url',
      header: 'Url',
      phone: 'hidden',
      render: (row) => (
        <Text size="xs" ff="monospace" c="var(--masthead-muted)" miw={100} maw={140} style={{ wordBreak: 'break-all' }}>
          {row.permaLink || '—'}
        </Text>
      ),
    },
    {
      key: 'categories',
      header: 'Categories',
      phone: 'hidden',
      render: (row) => (row.categories.length > 0 ? categoryNames(row.categories) : '—'),
    },
    { ...authorColumn, ...sortable('Author Name', 'author'), label: 'Author' },
    { ...typeColumn, phone: 'hidden' },
    statusColumn,
    { key: 'created', header: 'Created', phone: 'hidden', render: (row) => <DateCell iso={row.createdAt} /> },
    {
      key: 'updated',
      ...sortable('Updated', 'updatedAt'),
      label: 'Updated',
      render: (row) => <DateCell iso={row.updatedAt} />,
    },
    {
      key: 'publishDate',
      ...sortable('Publish Date/Time', 'publishDate'),
      phone: 'hidden',
      render: (row) => <DateCell iso={row.publishDate} />,
    },
  ];

  // Tab values end up in element ids, which cannot hold the space of 'Need Review'.
  const tabValue = (status: ContentStatus | null) => (status ? status.replace(/\s+/g, '-') : ALL);
  const tabs: (ContentStatus | null)[] = [null, ...statuses];
  const active = tabValue(filters.status);

  const tabbed = (table: ReactNode) =>
    countsSettled ? (
      <Tabs
        value={active}
        onChange={(value) => update({ status: tabs.find((status) => tabValue(status) === value) ?? null })}
        keepMounted={false}
        activateTabWithKeyboard
      >
        <Tabs.List mb="md" aria-label="Status">
          {tabs.map((status) => (
            <Tabs.Tab
              key={tabValue(status)}
              value={tabValue(status)}
              title={counts.data ? `${tabCount(counts.data, status).toLocaleString()} items` : undefined}
            >
              {status ?? 'All'}
              {counts.data ? <TabCount total={tabCount(counts.data, status)} /> : null}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((status) => (
          <Tabs.Panel key={tabValue(status)} value={tabValue(status)}>
            {tabValue(status) === active ? (
              <>
                <BulkBar selected={selected} onClear={clearSelection} />
                {table}
              </>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    ) : (
      <LoadingBlock />
    );

  return (
    <ListScreen
      title={title}
      actions={createAction}
      filters={{
        filtered,
        openAtFirst: filtered,
        form: <ContentFilterForm key={`${filters.search}|${filters.date}`} filters={filters} onApply={update} />,
      }}
      intro={
        filters.user ? (
          <Group gap="xs" mb="sm">
            <Text size="sm">{filters.user === me._id ? 'Only your items.' : 'Only one author’s items.'}</Text>
            <Button size="compact-sm" variant="subtle" onClick={() => update({ user: null })}>
              Show everyone’s
            </Button>
          </Group>
        ) : null
      }
      table={{
        caption: filters.status ? `${caption}: ${filters.status}` : caption,
        columns,
        query: list,
        emptyText: filtered ? 'Nothing matches these filters' : messages.noContent,
        minWidth: 1040,
        dense: true,
        page: filters.page,
        onPageChange: (page) => update({ page }),
      }}
      rowActions={(row) => (
        <ContentRowActions
          row={row}
          busyRow={busyRow}
          pendingStatus={patch.variables?.body.status}
          onStatusChange={changeStatus}
          onTrashRequest={(trashed) => setTrashing({ row: trashed, open: true })}
        />
      )}
      // The tabs come with their counts: drawn before them, every tab would widen when they arrive,
      // the row of tabs wrap anew and the list below move (a layout shift).
      frame={tabbed}
    >
      {trashing ? (
        <ConfirmDialog
          opened={trashing.open}
          onClose={() => setTrashing({ ...trashing, open: false })}
          title="Move to trash"
          message={`Move “${trashing.row.title}” to the trash? It can be restored from there.`}
          confirmLabel="Move to trash"
          color="red"
          onConfirm={() => runWithToast(() => trash.mutateAsync(trashing.row._id), messages.contentTrashed)}
        />
      ) : null}
    </ListScreen>
  );
}
/** Manage Articles: every content item, by status tab, with filters, pager and the workflow actions of SPEC §4. */
export function ArticleListPage() {
  const me = useMe();
  return (
    <ContentList
      title="Manage Articles"
      caption="Content"
      statuses={contentStatuses}
      createAction={can(me, 'Cms', ['Write']) ? <CreateMenu /> : null}
    />
  );
}

const blogStatuses: readonly ContentStatus[] = ['Draft', 'Published'];

/** Blog Management: blogs only, tabs All, Draft and Published, and 'Create Blog'. */
export function BlogListPage() {
  const me = useMe();
  return (
    <ContentList
      title="Manage Blog"
      caption="Blogs"
      statuses={blogStatuses}
      type="Blog"
      createAction={can(me, 'Cms', ['Write']) ? <CreateBlogButton /> : null}
    />
  );
}
