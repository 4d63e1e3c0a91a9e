import { Anchor, Button, Text } from '@mantine/core';
import { type BreakingNews, breakingNewsStatusLabels, can, isSitePath, messages } from '@masthead/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen/list-screen';
import { usePageParam } from '../../components/pager';
import { RowActions, RowDelete } from '../../components/row-actions';
import { StatusBadge } from '../../components/status-badge';
import { runWithToast } from '../../lib/notify';
import { useMe } from '../../session/session';
import { useBreakingNewsPage, useDeleteBreakingNews, useUpdateBreakingNews } from './breaking-news-api';
import { BreakingNewsDialog } from './breaking-news-dialog';

type Dialog = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; news: BreakingNews };

/** 'Manage Breaking News' (SPEC §2, DECISIONS): the headlines the site shows, newest first. */
export function BreakingNewsPage() {
  const me = useMe();
  const [page, setPage] = usePageParam();
  const list = useBreakingNewsPage(page);
  const update = useUpdateBreakingNews();
  const remove = useDeleteBreakingNews();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'closed' });
  const mayWrite = can(me, 'BreakingNews', ['Write']);
  const mayEdit = can(me, 'BreakingNews', ['Edit']);
  const mayRemove = can(me, 'BreakingNews', ['Remove']);

  /** After someone else saved the item being edited: read the list again and edit their version. */
  const reloadEditing = async () => {
    const { data } = await list.refetch({ throwOnError: true });
    const fresh = dialog.mode === 'edit' ? data?.items.find((n) => n._id === dialog.news._id) : undefined;
    if (fresh) setDialog({ mode: 'edit', news: fresh });
  };

  const columns: Column<BreakingNews>[] = [
    { key: 'title', header: 'Headline', render: (news) => news.title },
    {
      key: 'url',
      header: 'URL',
      render: (news) =>
        // A path on our site is the public site's, not this back office's: shown, not linked.
        news.url && isSitePath(news.url) ? (
          <Text span size="sm" lineClamp={1} maw={320} title="A story on our site">
            {news.url}
          </Text>
        ) : news.url ? (
          <Anchor href={news.url} target="_blank" rel="noopener noreferrer" size="sm">
            <Text span size="sm" lineClamp={1} maw={320}>
              {news.url}
            </Text>
          </Anchor>
        ) : (
          <Text span size="sm" c="var(--masthead-muted)">
            —
          </Text>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (news) => <StatusBadge status={news.status} label={breakingNewsStatusLabels[news.status]} />,
    },
  ];
  const rowActions = (news: BreakingNews) => {
    // SPEC §4: the toggle reads 'Inactive' while the item is active, 'Active' otherwise.
    const toggle = breakingNewsStatusLabels[news.status === 'Enable' ? 'Disable' : 'Enable'];
    return (
      <RowActions>
        {mayEdit ? (
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Edit ${news.title}`}
            onClick={() => setDialog({ mode: 'edit', news })}
          >
            Edit
          </Button>
        ) : null}
        {mayEdit ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`${toggle} ${news.title}`}
            loading={update.isPending && update.variables?.id === news._id}
            onClick={() =>
              void runWithToast(
                () =>
                  update.mutateAsync({
                    id: news._id,
                    body: { status: news.status === 'Enable' ? 'Disable' : 'Enable' },
                  }),
                messages.breakingNewsUpdated,
              )
            }
          >
            {toggle}
          </Button>
        ) : null}
        {mayRemove ? (
          <RowDelete
            label={`Delete ${news.title}`}
            title="Delete breaking news"
            message={`Delete “${news.title}”? The site stops showing it.`}
            onDelete={() => remove.mutateAsync(news._id)}
            done={messages.breakingNewsDeleted}
          />
        ) : null}
      </RowActions>
    );
  };

  return (
    <ListScreen
      title="Manage Breaking News"
      actions={
        mayWrite ? (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setDialog({ mode: 'add' })}>
            Add Breaking News
          </Button>
        ) : null
      }
      table={{
        caption: 'Breaking news',
        columns,
        query: list,
        emptyText: messages.noBreakingNews,
        page,
        onPageChange: setPage,
      }}
      rowActions={mayEdit || mayRemove ? rowActions : undefined}
    >
      <BreakingNewsDialog
        opened={dialog.mode !== 'closed'}
        onClose={() => setDialog({ mode: 'closed' })}
        news={dialog.mode === 'edit' ? dialog.news : null}
        onReload={reloadEditing}
      />
    </ListScreen>
  );
}
