import { Anchor, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { can, messages, paths, pathTo, type Redirect, redirectStatusLabels } from '@masthead/contract';
import { IconArrowRight, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AddLinkButton } from '../../components/add-link-button';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useListSearch } from '../../components/list-screen/list-search';
import { usePageParam } from '../../components/pager';
import { RowActions, RowDelete, RowLinkButton } from '../../components/row-actions';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format';
import { useBusyRow } from '../../lib/use-busy-row';
import { useMe } from '../../session/session';
import { ImportDialog } from './import-dialog';
import { useDeleteRedirect, useNotFoundPaths, useRedirectsPage, useUpdateRedirect } from './redirects-api';

/** 'Manage Redirect Url' (SPEC §2): old paths sent on, with their hits, chains, and the paths that found nothing. */
export function RedirectListPage() {
  const me = useMe();
  const [page, setPage] = usePageParam();
  const search = useListSearch();
  const [importing, setImporting] = useState(false);
  const redirects = useRedirectsPage(page, search);
  const update = useUpdateRedirect();
  const remove = useDeleteRedirect();
  const { busyRow, runOnRow } = useBusyRow();
  const mayWrite = can(me, 'RedirectUrl', ['Write']);
  const mayEdit = can(me, 'RedirectUrl', ['Edit']);
  const mayRemove = can(me, 'RedirectUrl', ['Remove']);

  const columns: Column<Redirect>[] = [
    {
      key: 'old',
      header: 'Old Url',
      render: (redirect) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {redirect.oldUrl}
        </Text>
      ),
    },
    {
      key: 'new',
      header: 'Redirect Url',
      render: (redirect) => (
        <>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {redirect.redirectUrl}
          </Text>
          {redirect.chainEnd ? (
            <Group gap={6} mt={4} wrap="nowrap">
              <Text size="xs" c="var(--masthead-warning)">
                Redirected again, to {redirect.chainEnd}
              </Text>
              {mayEdit ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  color="orange"
                  leftSection={<IconArrowRight size={12} aria-hidden="true" />}
                  loading={busyRow === redirect._id}
                  aria-label={`Point ${redirect.oldUrl} straight at ${redirect.chainEnd}`}
                  onClick={() =>
                    void runOnRow(
                      redirect._id,
                      () =>
                        update.mutateAsync({
                          id: redirect._id,
                          body: { redirectUrl: redirect.chainEnd ?? undefined, updatedAt: redirect.updatedAt },
                        }),
                      messages.redirectUpdated,
                    )
                  }
                >
                  Point straight there
                </Button>
              ) : null}
            </Group>
          ) : null}
        </>
      ),
    },
    { key: 'code', header: 'Code', nowrap: true, render: (redirect) => redirect.statusCode },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (redirect) => <StatusBadge status={redirect.status} label={redirectStatusLabels[redirect.status]} />,
    },
    {
      key: 'hits',
      header: 'Hits',
      nowrap: true,
      render: (redirect) => (
        <>
          <Text size="sm">{redirect.hits}</Text>
          <Text size="xs" c="var(--masthead-muted)">
            {redirect.lastHitAt ? `last ${formatDateTime(redirect.lastHitAt)}` : 'never'}
          </Text>
        </>
      ),
    },
  ];

  const rowActions = (redirect: Redirect) => (
    <RowActions>
      {mayEdit ? (
        <RowLinkButton to={pathTo(paths.redirectEdit, { id: redirect._id })} label={`Edit ${redirect.oldUrl}`}>
          Edit
        </RowLinkButton>
      ) : null}
      {mayRemove ? (
        <RowDelete
          label={`Delete ${redirect.oldUrl}`}
          title="Delete redirect"
          message={`Delete the redirect from ${redirect.oldUrl}? Readers of that address will find nothing.`}
          onDelete={() => remove.mutateAsync(redirect._id)}
          done={messages.redirectDeleted}
        />
      ) : null}
    </RowActions>
  );

  return (
    <ListScreen
      title="Manage Redirect Url"
      actions={
        mayWrite ? (
          <>
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden="true" />}
              onClick={() => setImporting(true)}
            >
              Import CSV
            </Button>
            <AddLinkButton to={paths.redirectCreate}>Add Redirect Url</AddLinkButton>
          </>
        ) : null
      }
      search={{ formLabel: 'Search redirects', placeholder: 'Part of either address' }}
      table={{
        caption: 'Redirects',
        columns,
        query: redirects,
        emptyText: search ? messages.noRedirectsMatch : messages.noRedirects,
        minWidth: 900,
        page,
        onPageChange: setPage,
      }}
      rowActions={rowActions}
    >
      <NotFoundPanel mayWrite={mayWrite} />
      <ImportDialog opened={importing} onClose={() => setImporting(false)} />
    </ListScreen>
  );
}

/** The paths readers asked for that found nothing, most asked first: one click makes a redirect of one. */
function NotFoundPanel({ mayWrite }: { mayWrite: boolean }) {
  const notFound = useNotFoundPaths(1);
  const items = notFound.data?.items ?? [];
  return (
    <Paper withBorder radius="md" p="md" mt="lg">
      <Title order={2} size="h4" mb="xs">
        Addresses that found nothing
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="var(--masthead-muted)">
          None yet: paths the public site asks about and finds no redirect for are counted here.
        </Text>
      ) : (
        <Table withTableBorder>
          <Table.Caption>Most asked-for missing paths</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Path</Table.Th>
              <Table.Th>Asked</Table.Th>
              <Table.Th>Last</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.path}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{item.path}</Table.Td>
                <Table.Td>{item.hits}</Table.Td>
                <Table.Td>{formatDateTime(item.lastAt)}</Table.Td>
                <Table.Td>
                  {mayWrite ? (
                    <Anchor
                      component={Link}
                      to={`${paths.redirectCreate}?oldUrl=${encodeURIComponent(item.path)}`}
                      size="sm"
                      aria-label={`Make a redirect of ${item.path}`}
                    >
                      Make a redirect
                    </Anchor>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
