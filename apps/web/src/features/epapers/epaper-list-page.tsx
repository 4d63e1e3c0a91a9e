import { Anchor, Box, Button, Image, Text } from '@mantine/core';
import {
  can,
  DEFAULT_PAGE_SIZE,
  type EpaperListItem,
  epaperWorkflow,
  isLiveEpaper,
  mayRemoveOwned,
  messages,
  paths,
  pathTo,
  stepRefusal,
} from '@masthead/contract';
import { IconFileText } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { AddLinkButton } from '../../components/add-link-button';
import { ConfirmButton } from '../../components/confirm-button';
import { ContentStatusBadge } from '../../components/content-status-badge';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen/list-screen';
import { RowActions, RowDelete, RowLinkButton } from '../../components/row-actions';
import { formatDateTime } from '../../lib/format';
import { useBusyRow } from '../../lib/use-busy-row';
import { useMe } from '../../session/session';
import { ContentFilterForm, type ListFilters, readListFilters, withListFilters } from '../cms';
import { publishedText } from './epaper-texts';
import { useDeleteEpaper, useEpapersPage, useUpdateEpaper } from './epapers-api';

/** Where a search's words are printed: each page opens the PDF at that page. */
function FoundOnPages({ url, pages }: { url: string; pages: number[] }) {
  const shown = pages.slice(0, 8);
  return (
    <Text size="xs">
      Found on page{pages.length === 1 ? '' : 's'}{' '}
      {shown.map((page, index) => (
        <span key={page}>
          {index > 0 ? ', ' : null}
          <Anchor href={`${url}#page=${page}`} target="_blank" rel="noopener noreferrer" size="xs">
            {page}
          </Anchor>
        </span>
      ))}
      {pages.length > shown.length ? ` and ${pages.length - shown.length} more` : null}
    </Text>
  );
}

/** 'E-paper Management' (SPEC §2): editions by date, each with its cover, and Publish / Un-Publish. */
export function EpaperListPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params, []);
  const filtered = filters.search !== '' || filters.date !== null;
  const list = useEpapersPage({
    page: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
    isRecent: 'true',
    search: filters.search || undefined,
    date: filters.date ?? undefined,
    tz: filters.date ? -new Date().getTimezoneOffset() || 0 : undefined,
    populate: 'user',
  });
  const update = useUpdateEpaper();
  const remove = useDeleteEpaper();
  const { busyRow, runOnRow } = useBusyRow();
  const mayWrite = can(me, 'Epaper', ['Write']);
  const apply = (change: Partial<ListFilters>) => setParams(withListFilters(params, change));

  const columns: Column<EpaperListItem>[] = [
    {
      key: 'cover',
      header: 'Cover',
      render: (epaper) =>
        epaper.coverUrl ? (
          <Image src={epaper.coverUrl} alt={`Page 1 of ${epaper.title}`} w={48} h={68} radius="xs" fit="cover" />
        ) : (
          <Box
            w={48}
            h={68}
            bg="var(--masthead-soft)"
            style={{ display: 'grid', placeItems: 'center', borderRadius: 2 }}
          >
            <IconFileText size={20} aria-label="No PDF yet" />
          </Box>
        ),
    },
    {
      key: 'title',
      header: 'Title',
      width: 220,
      render: (epaper) => (
        <>
          <Text size="sm" fw={500}>
            {epaper.title}
          </Text>
          <Text size="xs" c="var(--masthead-muted)">
            {epaper.pageCount > 0 ? `${epaper.pageCount} page${epaper.pageCount === 1 ? '' : 's'}` : 'No PDF yet'}
          </Text>
          {epaper.foundOnPages?.length && epaper.url ? (
            <FoundOnPages url={epaper.url} pages={epaper.foundOnPages} />
          ) : null}
        </>
      ),
    },
    {
      key: 'url',
      header: 'Url',
      render: (epaper) =>
        epaper.url ? (
          <Anchor
            href={epaper.url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-label={`PDF of ${epaper.title}`}
            title={epaper.url}
          >
            PDF
          </Anchor>
        ) : (
          '—'
        ),
    },
    { key: 'author', header: 'Author Name', width: 120, render: (epaper) => epaper.user?.name ?? '—' },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (epaper) => <ContentStatusBadge status={epaper.status} />,
    },
    { key: 'created', header: 'Created', width: 96, render: (epaper) => formatDateTime(epaper.createdAt) },
    { key: 'updated', header: 'Updated', width: 96, render: (epaper) => formatDateTime(epaper.updatedAt) },
    { key: 'published', header: 'Published', width: 96, render: (epaper) => formatDateTime(epaper.publishDate) },
  ];

  const rowActions = (epaper: EpaperListItem) => {
    const item = { authorId: epaper.user?._id ?? null, status: epaper.status };
    const mayEdit = epaperWorkflow.editRefusal(me, me._id, item) === null;
    // The row offers the steps the workflow table lets this user take (the server refuses by it).
    const mayStep = (step: 'Draft' | 'Published') => stepRefusal(epaperWorkflow, me, me._id, item, step) === null;
    const live = isLiveEpaper(epaper.status);
    return (
      <RowActions>
        {mayEdit ? (
          <RowLinkButton to={pathTo(paths.epaperEdit, { id: epaper._id })} label={`Edit ${epaper.title}`}>
            Edit
          </RowLinkButton>
        ) : null}
        {live && mayStep('Draft') ? (
          // A live edition goes down for every reader: asked first, as a delete is.
          <ConfirmButton
            size="compact-sm"
            variant="default"
            aria-label={`Un-Publish ${epaper.title}`}
            loading={busyRow === epaper._id}
            title="Un-Publish e-paper"
            message={`Un-Publish “${epaper.title}”? Readers stop seeing it until it is published again.`}
            confirmLabel="Un-Publish"
            onConfirm={() =>
              runOnRow(
                epaper._id,
                () => update.mutateAsync({ id: epaper._id, body: { status: 'Draft' } }),
                messages.epaperUnpublished,
              )
            }
          >
            Un-Publish
          </ConfirmButton>
        ) : null}
        {!live && mayStep('Published') ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Publish ${epaper.title}`}
            loading={busyRow === epaper._id}
            onClick={() =>
              void runOnRow(
                epaper._id,
                () => update.mutateAsync({ id: epaper._id, body: { status: 'Published' } }),
                (saved) => publishedText(saved.status),
              )
            }
          >
            Publish
          </Button>
        ) : null}
        {mayRemoveOwned(me, 'Epaper', me._id, item.authorId) ? (
          <RowDelete
            label={`Delete ${epaper.title}`}
            title="Delete e-paper"
            message={`Delete “${epaper.title}”? The public site stops showing it.`}
            onDelete={() => remove.mutateAsync(epaper._id)}
            done={messages.epaperDeleted}
          />
        ) : null}
      </RowActions>
    );
  };

  return (
    <ListScreen
      title="E-paper Management"
      actions={mayWrite ? <AddLinkButton to={paths.epaperCreate}>Add Epaper</AddLinkButton> : null}
      filters={{
        filtered,
        openAtFirst: true,
        form: (
          <ContentFilterForm
            key={`${filters.search}|${filters.date}`}
            filters={filters}
            onApply={apply}
            searchPlaceholder="Words in the title or printed in the edition"
          />
        ),
      }}
      table={{
        caption: 'E-papers',
        columns,
        query: list,
        emptyText: messages.noEpapers,
        minWidth: 1000,
        page: filters.page,
        onPageChange: (page) => apply({ page }),
      }}
      rowActions={rowActions}
    />
  );
}
