import { Anchor, Text } from '@mantine/core';
import {
  type Advertisement,
  adPositionLabels,
  can,
  DEFAULT_PAGE_SIZE,
  messages,
  paths,
  pathTo,
} from '@masthead/contract';
import { useSearchParams } from 'react-router';
import { AddLinkButton } from '../../components/add-link-button';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen/list-screen';
import { RowActions, RowDelete, RowLinkButton } from '../../components/row-actions';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format';
import { useMe } from '../../session/session';
import { type AdFilters, AdvertisementFilterForm } from './advertisement-filter-form';
import { useAdvertisementsPage, useDeleteAdvertisement } from './advertisements-api';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const numberFormat = new Intl.NumberFormat();

/** The list's state as kept in the address: `?search=…&categories=a,b&date=YYYY-MM-DD&page=N`. */
function readFilters(params: URLSearchParams): AdFilters & { page: number } {
  const date = params.get('date');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: (params.get('search') ?? '').trim(),
    categories: (params.get('categories') ?? '').split(',').filter(Boolean),
    date: date && isoDay.test(date) ? date : null,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** 'Advertisement Management' (SPEC §2): what was sold, where it runs, and how it is doing. */
export function AdvertisementListPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const filtered = filters.search !== '' || filters.categories.length > 0 || filters.date !== null;
  const list = useAdvertisementsPage({
    page: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
    search: filters.search || undefined,
    categories: filters.categories.length > 0 ? filters.categories : undefined,
    date: filters.date ?? undefined,
    tz: filters.date ? -new Date().getTimezoneOffset() || 0 : undefined,
    populate: ['user', 'client', 'categories'],
  });
  const remove = useDeleteAdvertisement();
  const mayWrite = can(me, 'Advertisement', ['Write']);
  const mayEdit = can(me, 'Advertisement', ['Edit']);
  const mayRemove = can(me, 'Advertisement', ['Remove']);

  const apply = (change: AdFilters) => {
    const next = new URLSearchParams(params);
    const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
    set('search', change.search.trim());
    set('categories', change.categories.join(','));
    set('date', change.date ?? '');
    next.delete('page');
    setParams(next);
  };
  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
  };

  const columns: Column<Advertisement>[] = [
    { key: 'title', header: 'Title', render: (ad) => ad.title },
    {
      key: 'description',
      header: 'Description',
      render: (ad) => (
        <Text span size="sm" lineClamp={2} maw={220}>
          {ad.description || '—'}
        </Text>
      ),
    },
    {
      key: 'url',
      header: 'URL',
      render: (ad) => (
        <Anchor href={ad.url} target="_blank" rel="noopener noreferrer" size="sm">
          <Text span size="sm" lineClamp={1} maw={200}>
            {ad.url}
          </Text>
        </Anchor>
      ),
    },
    {
      key: 'categories',
      header: 'Categories',
      render: (ad) => ad.categories.map((category) => category.name).join(', ') || '—',
    },
    { key: 'startDate', header: 'Start Date', nowrap: true, render: (ad) => formatDateTime(ad.startDate) },
    { key: 'endDate', header: 'End Date', nowrap: true, render: (ad) => formatDateTime(ad.endDate) },
    { key: 'client', header: 'Client name', render: (ad) => ad.client?.name ?? '—' },
    {
      key: 'isFeatured',
      header: 'Show in Home',
      nowrap: true,
      render: (ad) => <StatusBadge status={ad.isFeatured ? 'Enable' : 'Init'} label={ad.isFeatured ? 'Yes' : 'No'} />,
    },
    { key: 'position', header: 'Position', nowrap: true, render: (ad) => adPositionLabels[ad.position] },
    {
      key: 'max',
      header: 'Impression Allowed',
      nowrap: true,
      render: (ad) => numberFormat.format(ad.maxImpressionAllowed),
    },
    { key: 'views', header: 'Views Received', nowrap: true, render: (ad) => numberFormat.format(ad.views) },
    { key: 'clicks', header: 'Clicks Received', nowrap: true, render: (ad) => numberFormat.format(ad.clicks) },
    { key: 'user', header: 'Added By', render: (ad) => ad.user?.name ?? '—' },
  ];

  const rowActions = (ad: Advertisement) => (
    <RowActions>
      {mayEdit ? (
        <RowLinkButton to={pathTo(paths.advertisementEdit, { id: ad._id })} label={`Edit ${ad.title}`}>
          Edit
        </RowLinkButton>
      ) : null}
      <RowLinkButton to={pathTo(paths.advertisementReport, { id: ad._id })} label={`Report of ${ad.title}`}>
        Report
      </RowLinkButton>
      {mayRemove ? (
        <RowDelete
          label={`Delete ${ad.title}`}
          title="Delete advertisement"
          message={`Delete “${ad.title}”? It stops being shown, and its counts go with it.`}
          onDelete={() => remove.mutateAsync(ad._id)}
          done={messages.advertisementDeleted}
        />
      ) : null}
    </RowActions>
  );

  return (
    <ListScreen
      title="Advertisement Management"
      actions={mayWrite ? <AddLinkButton to={paths.advertisementCreate}>Add Advertisement</AddLinkButton> : null}
      filters={{
        filtered,
        openAtFirst: filtered,
        form: (
          <AdvertisementFilterForm
            key={`${filters.search}|${filters.categories.join(',')}|${filters.date}`}
            filters={filters}
            onApply={apply}
          />
        ),
      }}
      table={{
        caption: 'Advertisements',
        columns,
        query: list,
        emptyText: messages.noAdvertisements,
        minWidth: 1500,
        page: filters.page,
        onPageChange: setPage,
      }}
      rowActions={rowActions}
    />
  );
}
