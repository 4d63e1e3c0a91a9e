import { Button, Group, TextInput } from '@mantine/core';
import { type Client, can, mayChangeOwned, mayRemoveOwned, messages, paths, pathTo } from '@masthead/contract';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AddLinkButton } from '../../components/add-link-button';
import type { Column } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { PagedTable } from '../../components/paged-table';
import { usePageParam } from '../../components/pager';
import { RowActions, RowDeleteButton, RowLinkButton } from '../../components/row-actions';
import { runWithToast } from '../../lib/notify';
import { useMe } from '../../session/session';
import { useClientsPage, useDeleteClient } from './clients-api';

/** 'Client Management' (SPEC §2): who buys advertisements, by name, paged and searchable. */
export function ClientListPage() {
  const me = useMe();
  const [page, setPage] = usePageParam();
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const [typed, setTyped] = useState(search);
  const clients = useClientsPage(page, search);
  const remove = useDeleteClient();
  const mayWrite = can(me, 'Client', ['Write']);
  // Some client this user may change (Edit, or Edit:own on the ones it added); which ones, row by row.
  const mayChangeSome = can(me, 'Client', ['Edit', 'EditOwn']);
  const mayRemove = can(me, 'Client', ['Remove']);
  const mayReport = can(me, 'Advertisement', ['Read', 'Edit']);

  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (typed.trim()) next.set('search', typed.trim());
    else next.delete('search');
    next.delete('page');
    setParams(next);
  };

  const columns: Column<Client>[] = [
    { key: 'name', header: 'Name', render: (client) => client.name },
    { key: 'email', header: 'Email', render: (client) => client.email || '—' },
    { key: 'mobile', header: 'Mobile', render: (client) => client.mobile || '—', nowrap: true },
  ];
  if (mayChangeSome || mayRemove || mayReport) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      render: (client) => (
        <RowActions>
          {mayChangeOwned(me, 'Client', me._id, client.user?._id) ? (
            <RowLinkButton to={pathTo(paths.clientEdit, { id: client._id })} label={`Edit ${client.name}`}>
              Edit
            </RowLinkButton>
          ) : null}
          {mayReport ? (
            <RowLinkButton to={pathTo(paths.clientReport, { id: client._id })} label={`Report of ${client.name}`}>
              Report
            </RowLinkButton>
          ) : null}
          {mayRemoveOwned(me, 'Client', me._id, client.user?._id) ? (
            <RowDeleteButton
              aria-label={`Delete ${client.name}`}
              title="Delete client"
              message={`Delete “${client.name}”? A client with advertisements cannot be deleted.`}
              confirmLabel="Delete"
              onConfirm={() => runWithToast(() => remove.mutateAsync(client._id), messages.clientDeleted)}
            >
              Delete
            </RowDeleteButton>
          ) : null}
        </RowActions>
      ),
    });
  }

  return (
    <>
      <PageHeader
        title="Client Management"
        actions={mayWrite ? <AddLinkButton to={paths.clientCreate}>Add Client</AddLinkButton> : null}
      />
      <form onSubmit={applySearch} aria-label="Search clients">
        <Group align="flex-end" gap="sm" mb="md">
          <TextInput
            label="Search"
            placeholder="Name, email or mobile"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={200}
            w={320}
          />
          <Button type="submit">Apply</Button>
        </Group>
      </form>
      <PagedTable
        caption="Clients"
        columns={columns}
        query={clients}
        rowKey={(client) => client._id}
        emptyText={search ? messages.noClientsMatch : messages.noClients}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
