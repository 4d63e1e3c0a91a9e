import { can, messages, paths, pathTo, type User, userChangeRefusal } from '@masthead/contract';
import { AddLinkButton } from '../../components/add-link-button';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen/list-screen';
import { usePageParam } from '../../components/pager';
import { BlockButton, type BlockTexts, RowActions, RowLinkButton } from '../../components/row-actions';
import { StatusBadge } from '../../components/status-badge';
import { useMe } from '../../session/session';
import { UserRowLocked } from './user-change-lock';
import { usePatchUser, useUsersPage } from './users-api';

const blockTexts: BlockTexts = {
  noun: 'user',
  blockEffect: 'They will be signed out and cannot sign in until unblocked.',
  unblockEffect: 'They will be able to sign in again.',
  blocked: messages.userBlocked,
  unblocked: messages.userUnblocked,
};

export function UserListPage() {
  const me = useMe();
  const [page, setPage] = usePageParam();
  const users = useUsersPage(page);
  const patchUser = usePatchUser();
  const mayWrite = can(me, 'User', ['Write']);
  const mayEdit = can(me, 'User', ['Edit']);

  const columns: Column<User>[] = [
    { key: 'name', header: 'Name', render: (user) => user.name },
    { key: 'email', header: 'Email', render: (user) => user.email },
    { key: 'phone', header: 'Phone', render: (user) => user.phone || '—', nowrap: true },
    {
      key: 'roles',
      header: 'Role',
      render: (user) => (user.roles.length > 0 ? user.roles.map((role) => role.name).join(', ') : '—'),
    },
    { key: 'status', header: 'Status', render: (user) => <StatusBadge status={user.status} />, nowrap: true },
  ];
  const rowActions = (user: User) => {
    const refusal = userChangeRefusal(me, user);
    if (refusal) return <UserRowLocked reason={refusal} />;
    return (
      <RowActions>
        <RowLinkButton to={pathTo(paths.userEdit, { id: user._id })} label={`Edit ${user.name}`}>
          Edit
        </RowLinkButton>
        <RowLinkButton
          to={pathTo(paths.userChangePassword, { id: user._id })}
          label={`Change password of ${user.name}`}
        >
          Change Password
        </RowLinkButton>
        {user._id !== me._id ? (
          <BlockButton
            name={user.name}
            status={user.status}
            texts={blockTexts}
            setStatus={(status) => patchUser.mutateAsync({ _id: user._id, status })}
          />
        ) : null}
      </RowActions>
    );
  };

  return (
    <ListScreen
      title="Manage User"
      actions={mayWrite ? <AddLinkButton to={paths.userCreate}>Add User</AddLinkButton> : null}
      table={{
        caption: 'Users',
        columns,
        query: users,
        emptyText: messages.noUsers,
        minWidth: 900,
        page,
        onPageChange: setPage,
      }}
      rowActions={mayEdit ? rowActions : undefined}
    />
  );
}
