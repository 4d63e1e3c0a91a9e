import '@mantine/dates/styles.css';
import { Box, Button, Group, Menu, Paper, Tabs, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  type CmsListItem,
  type ContentStatus,
  type ContentType,
  can,
  categoryNames,
  contentStatuses,
  DEFAULT_PAGE_SIZE,
  editPathByType,
  messages,
  paths,
  pathTo,
  rowActionsFor,
} from '@masthead/contract';
import { IconChevronDown, IconFilter, IconPlus } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePreloadWritingScreens } from '../../app/writing-screens';
import { ConfirmButton } from '../../components/confirm-button';
import { ContentStatusBadge } from '../../components/content-status-badge';
import { type Column, DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { parseDay } from '../../lib/day-input';
import { formatDateTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useMe } from '../auth/session';
import { useCmsPage, usePatchCms, useTrashCms } from './cms-api';
import { cmsListQuery, type ListFilters, readListFilters, withListFilters } from './list-query';

const ALL = 'all';

/** Date and time wrap onto two lines in the narrow date columns; the text stays "DD/MM/YYYY HH:mm". */
function DateCell({ iso }: { iso: string | null }) {
  return (
    <Text size="sm" miw={84} maw={96}>
      {formatDateTime(iso)}
    </Text>
  );
}

const createEntries: { label: string; path: string }[] = [
  { label: 'Article', path: paths.articleCreate },
  { label: 'Video', path: paths.videoCreate },
  { label: 'Gallery', path: paths.galleryCreate },
  { label: 'Page', path: paths.pageCreate },
  { label: 'Blog', path: paths.blogCreate },
];

type StatusAction = 'Publish' | 'Approve' | 'Reject';
const statusChange: Record<StatusAction, { status: 'Published' | 'Approved' | 'Rejected'; done: string }> = {
  Publish: { status: 'Published', done: messages.blogPublished },
  Approve: { status: 'Approved', done: messages.blogApproved },
  Reject: { status: 'Rejected', done: messages.blogRejected },
};

function FilterForm({ filters, onApply }: { filters: ListFilters; onApply: (change: Partial<ListFilters>) => void }) {
  const [search, setSearch] = useState(filters.search);
  const [date, setDate] = useState<string | null>(filters.date);
  const dateId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ search, date });
  };
  const reset = () => {
    setSearch('');
    setDate(null);
    onApply({ search: '', date: null });
  };
  return (
    <form onSubmit={submit} aria-label="Filter the list">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search"
          placeholder="Words in title, description or text"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={320}
          maxLength={200}
          type="search"
        />
        <DateInput
          id={dateId}
          label="Date"
          placeholder="DD/MM/YYYY"
          valueFormat="DD/MM/YYYY"
          dateParser={parseDay}
          value={date}
          onChange={setDate}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the date' }}
          w={180}
          // The calendar dialog is named by the field's label.
          popoverProps={{ withinPortal: true, id: `${dateId}-label` }}
          hideOutsideDates
          weekendDays={[]}
          nextLabel="Next month"
          previousLabel="Previous month"
        />
        <Button type="submit">Apply</Button>
        <Button variant="default" onClick={reset}>
          Reset
        </Button>
      </Group>
    </form>
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
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params, statuses);
  const query = cmsListQuery(filters, { type }, new Date().getTimezoneOffset());
  const list = useCmsPage(query);
  const patch = usePatchCms();
  const trash = useTrashCms();
  const [busyRow, setBusyRow] = useState<string | null>(null);
  const filtered = filters.search !== '' || filters.date !== null;
  const [showFilters, setShowFilters] = useState(filtered);
  const filterPanelId = useId();

  const mayEditAny = can(me, 'Cms', ['Edit']);
  const mayEditOwn = can(me, 'Cms', ['EditOwn']);
  const mayPublish = can(me, 'Cms', ['Publish']);
  const mayRemove = can(me, 'Cms', ['Remove']);

  const update = (change: Partial<ListFilters>) => setParams(withListFilters(params, change));

  const changeStatus = async (row: CmsListItem, action: StatusAction) => {
    setBusyRow(row._id);
    try {
      await patch.mutateAsync({ id: row._id, body: { status: statusChange[action].status } });
      notifySuccess(statusChange[action].done);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusyRow(null);
    }
  };

  const moveToTrash = async (row: CmsListItem) => {
    try {
      await trash.mutateAsync(row._id);
      notifySuccess(messages.contentTrashed);
    } catch (error) {
      notifyError(error);
    }
  };

  const columns: Column<CmsListItem>[] = [
    {
      key: 'title',
      header: 'Title',
      render: (row) => (
        <Text size="sm" fw={500} lineClamp={3} miw={150} maw={260}>
          {row.title}
        </Text>
      ),
    },
    {
      key: 'url',
      header: 'Url',
      render: (row) => (
        <Text size="xs" ff="monospace" c="gray.8" miw={110} maw={170} style={{ wordBreak: 'break-all' }}>
          {row.permaLink || '—'}
        </Text>
      ),
    },
    {
      key: 'categories',
      header: 'Categories',
      render: (row) => (row.categories.length > 0 ? categoryNames(row.categories) : '—'),
    },
    { key: 'author', header: 'Author Name', render: (row) => row.user?.name ?? '—' },
    { key: 'type', header: 'Type', render: (row) => row.type, nowrap: true },
    { key: 'status', header: 'Status', render: (row) => <ContentStatusBadge status={row.status} />, nowrap: true },
    { key: 'created', header: 'Created', render: (row) => <DateCell iso={row.createdAt} /> },
    { key: 'updated', header: 'Updated', render: (row) => <DateCell iso={row.updatedAt} /> },
    { key: 'publishDate', header: 'Publish Date/Time', render: (row) => <DateCell iso={row.publishDate} /> },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => {
        const mayEdit = mayEditAny || (mayEditOwn && row.user?._id === me._id);
        const busy = busyRow === row._id;
        return (
          <Group gap={6} maw={150}>
            {rowActionsFor(row.status).map((action) => {
              if (action === 'Edit') {
                return mayEdit ? (
                  <Button
                    key={action}
                    component={Link}
                    to={pathTo(editPathByType[row.type], { id: row._id })}
                    size="compact-sm"
                    variant="default"
                    aria-label={`Edit ${row.title}`}
                  >
                    Edit
                  </Button>
                ) : null;
              }
              if (!mayPublish) return null;
              return (
                <Button
                  key={action}
                  size="compact-sm"
                  variant={action === 'Reject' ? 'default' : 'light'}
                  c={action === 'Reject' ? 'red.9' : undefined}
                  disabled={busyRow !== null && !busy}
                  loading={busy && patch.variables?.body.status === statusChange[action].status}
                  onClick={() => void changeStatus(row, action)}
                  aria-label={`${action} ${row.title}`}
                >
                  {action}
                </Button>
              );
            })}
            {mayRemove ? (
              <ConfirmButton
                size="compact-sm"
                variant="default"
                c="red.9"
                color="red"
                aria-label={`Delete ${row.title}`}
                title="Move to trash"
                message={`Move “${row.title}” to the trash? It can be restored from there.`}
                confirmLabel="Move to trash"
                onConfirm={() => moveToTrash(row)}
              >
                Delete
              </ConfirmButton>
            ) : null}
          </Group>
        );
      },
    },
  ];

  const table = (
    <>
      <DataTable
        caption={filters.status ? `${caption}: ${filters.status}` : caption}
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row._id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? 'Nothing matches these filters' : messages.noContent}
        minWidth={1040}
        dense
      />
      <Pager
        page={filters.page}
        total={list.data?.total ?? 0}
        pageSize={list.data?.pageSize ?? DEFAULT_PAGE_SIZE}
        onChange={(page) => update({ page })}
      />
    </>
  );

  // Tab values end up in element ids, which cannot hold the space of 'Need Review'.
  const tabValue = (status: ContentStatus | null) => (status ? status.replace(/\s+/g, '-') : ALL);
  const tabs: (ContentStatus | null)[] = [null, ...statuses];
  const active = tabValue(filters.status);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <Button
              variant={showFilters ? 'light' : 'default'}
              leftSection={<IconFilter size={16} aria-hidden="true" />}
              onClick={() => setShowFilters((open) => !open)}
              aria-expanded={showFilters}
              aria-controls={filterPanelId}
            >
              Filters{filtered ? ' (on)' : ''}
            </Button>
            {createAction}
          </>
        }
      />
      <Box id={filterPanelId} hidden={!showFilters}>
        {showFilters ? (
          <Paper withBorder radius="md" p="md" mb="md">
            <FilterForm key={`${filters.search}|${filters.date}`} filters={filters} onApply={update} />
          </Paper>
        ) : null}
      </Box>
      <Tabs
        value={active}
        onChange={(value) => update({ status: tabs.find((status) => tabValue(status) === value) ?? null })}
        keepMounted={false}
        activateTabWithKeyboard
      >
        <Tabs.List mb="md" aria-label="Status">
          {tabs.map((status) => (
            <Tabs.Tab key={tabValue(status)} value={tabValue(status)}>
              {status ?? 'All'}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((status) => (
          <Tabs.Panel key={tabValue(status)} value={tabValue(status)}>
            {tabValue(status) === active ? table : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

function CreateMenu() {
  // The forms and their option lists load on the way to a create link, if the idle preload has not done it yet.
  const preload = usePreloadWritingScreens();
  return (
    // In place (inside the main landmark) and without Mantine's focus placeholder, which a menu may not contain.
    <Menu position="bottom-end" shadow="md" width={180} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          onMouseEnter={preload}
          onFocus={preload}
        >
          Create
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {createEntries.map((entry) => (
          <Menu.Item key={entry.path} component={Link} to={entry.path}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
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
  const preload = usePreloadWritingScreens();
  return (
    <ContentList
      title="Manage Blog"
      caption="Blogs"
      statuses={blogStatuses}
      type="Blog"
      createAction={
        can(me, 'Cms', ['Write']) ? (
          <Button
            component={Link}
            to={paths.blogCreate}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onMouseEnter={preload}
            onFocus={preload}
          >
            Create Blog
          </Button>
        ) : null
      }
    />
  );
}
