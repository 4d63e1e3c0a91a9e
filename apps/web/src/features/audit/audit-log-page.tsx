import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { type AuditEntry, type AuditQuery, DEFAULT_PAGE_SIZE, endpoints } from '@masthead/contract';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadFile } from '../../api/download';
import { useRead } from '../../api/use-read';
import type { Column } from '../../components/data-table';
import { DayFilter, FilterButtons } from '../../components/list-screen/day-filter';
import { ListScreen } from '../../components/list-screen/list-screen';
import { formatDateTime } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { useUserOptions } from '../users';

/** The models a write can touch: the API's groups. */
const models = [
  'advertisement',
  'asset',
  'auth',
  'breaking-news',
  'category',
  'client',
  'cms',
  'epaper',
  'layout',
  'menu',
  'redirect-url',
  'role',
  'site',
  'user',
];

interface Filters {
  user: string | null;
  model: string | null;
  item: string;
  date: string | null;
}

function readFilters(params: URLSearchParams): Filters & { page: number } {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const date = params.get('date');
  return {
    user: params.get('user'),
    model: params.get('model'),
    item: params.get('item') ?? '',
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

function queryOf(filters: Filters, page: number): AuditQuery {
  return {
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    user: filters.user ?? undefined,
    model: filters.model ?? undefined,
    item: filters.item || undefined,
    date: filters.date ?? undefined,
    tz: filters.date ? -new Date().getTimezoneOffset() || 0 : undefined,
  };
}

/** The audit log (issue 15): every write and sign-in in words beside its call, filtered by user, model, item and day; CSV download. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = queryOf(filters, filters.page);
  const entries = useRead(endpoints.audit.list, { query }, { placeholderData: keepPreviousData });
  const users = useUserOptions();
  const [draft, setDraft] = useState<Filters>(filters);
  const [exporting, setExporting] = useState(false);

  const apply = (next: Filters, page = 1) => {
    const updated = new URLSearchParams();
    if (next.user) updated.set('user', next.user);
    if (next.model) updated.set('model', next.model);
    if (next.item.trim()) updated.set('item', next.item.trim());
    if (next.date) updated.set('date', next.date);
    if (page > 1) updated.set('page', String(page));
    setParams(updated);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const reset = () => {
    const empty = { user: null, model: null, item: '', date: null };
    setDraft(empty);
    apply(empty);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      // The file is named by today in the browser's zone.
      const query = { ...queryOf(filters, 1), tz: -new Date().getTimezoneOffset() || 0 };
      await downloadFile(endpoints.audit.export, { query }, 'audit-log.csv');
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<AuditEntry>[] = [
    { key: 'at', header: 'When', nowrap: true, render: (entry) => formatDateTime(entry.at) },
    { key: 'user', header: 'User', render: (entry) => entry.user.name || '—' },
    {
      key: 'summary',
      header: 'What happened',
      render: (entry) => (
        <>
          <Text size="sm">{entry.summary || '—'}</Text>
          {entry.status >= 400 ? (
            <Text size="xs" c="var(--masthead-danger)">
              refused ({entry.status})
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'action',
      header: 'Call',
      render: (entry) => (
        <Text size="xs" ff="monospace">
          {entry.action}
        </Text>
      ),
    },
    { key: 'model', header: 'Model', nowrap: true, render: (entry) => entry.model },
    {
      key: 'item',
      header: 'Item',
      render: (entry) => (
        <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {entry.item ?? '—'}
        </Text>
      ),
    },
    { key: 'fields', header: 'Fields', render: (entry) => entry.fields.join(', ') || '—' },
    { key: 'ip', header: 'Address', nowrap: true, render: (entry) => entry.ip },
  ];

  const filterForm = (
    <form onSubmit={submit} aria-label="Filter the audit log">
      <Group align="flex-end" gap="sm">
        <Select
          label="User"
          placeholder="Anyone"
          data={(users.data ?? []).map((user) => ({ value: user._id, label: user.name }))}
          value={draft.user}
          onChange={(user) => setDraft({ ...draft, user })}
          searchable
          clearable
          comboboxProps={{ keepMounted: false }}
          w={220}
        />
        <Select
          label="Model"
          placeholder="Any"
          data={models}
          value={draft.model}
          onChange={(model) => setDraft({ ...draft, model })}
          clearable
          comboboxProps={{ keepMounted: false }}
          w={180}
        />
        <TextInput
          label="Item"
          placeholder="An item's id"
          value={draft.item}
          onChange={(event) => setDraft({ ...draft, item: event.currentTarget.value })}
          maxLength={100}
          w={220}
        />
        <DayFilter
          label="Day"
          value={draft.date}
          onChange={(date) => setDraft({ ...draft, date })}
          clearLabel="Clear the day"
          w={160}
        />
        <FilterButtons onReset={reset} />
      </Group>
    </form>
  );

  return (
    <ListScreen
      title="Audit Log"
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      }
      filters={{ form: filterForm, fixed: true }}
      table={{
        caption: 'Audit log',
        columns,
        query: entries,
        emptyText: 'Nothing was written that matches',
        minWidth: 1000,
        page: filters.page,
        onPageChange: (page) => apply(filters, page),
      }}
    />
  );
}
