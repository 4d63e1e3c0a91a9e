import { type Client, can, mayChangeOwned, mayRead, mayRemoveOwned, messages, paths, pathTo } from '@masthead/contract';
import { AddLinkButton } from '../../components/add-link-button';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useListSearch } from '../../components/list-screen/list-search';
import { usePageParam } from '../../components/pager';
import { RowActions, RowDelete, RowLinkButton } from '../../components/row-actions';
import { useMe } from '../../session/session';
import { useClientsPage, useDeleteClient } from './clients-api';

const columns: Column<Client>[] = [
  { key: 'name', header: 'Name', render: (client) => client.name },
  { key: 'email', header: 'Email', render: (client) => client.email || '—' },
  { key: 'mobile', header: 'Mobile', render: (client) => client.mobile || '—', nowrap: true },
];

/** 'Client Management' (SPEC §2): who buys advertisements, by name, paged and searchable. */
export function ClientListPage() {
  const me = useMe();
  const [page, setPage] = usePageParam();
  const search = useListSearch();
  const clients = useClientsPage(page, search);
  const remove = useDeleteClient();
  const mayWrite = can(me, 'Client', ['Write']);
  // Some client this user may change (Edit, or Edit:own on the ones it added); which ones, row by row.
  const mayChangeSome = can(me, 'Client', ['Edit', 'EditOwn']);
  const mayRemove = can(me, 'Client', ['Remove']);
  const mayReport = mayRead(me, 'Advertisement');

  const rowActions = (client: Client) => (
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
        <RowDelete
          label={`Delete ${client.name}`}
          title="Delete client"
          message={`Delete “${client.name}”? A client with advertisements cannot be deleted.`}
          onDelete={() => remove.mutateAsync(client._id)}
          done={messages.clientDeleted}
        />
      ) : null}
    </RowActions>
  );

  return (
    <ListScreen
      title="Client Management"
      actions={mayWrite ? <AddLinkButton to={paths.clientCreate}>Add Client</AddLinkButton> : null}
      search={{ formLabel: 'Search clients', placeholder: 'Name, email or mobile' }}
      table={{
        caption: 'Clients',
        columns,
        query: clients,
        emptyText: search ? messages.noClientsMatch : messages.noClients,
        page,
        onPageChange: setPage,
      }}
      rowActions={mayChangeSome || mayRemove || mayReport ? rowActions : undefined}
    />
  );
}
