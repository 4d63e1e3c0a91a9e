import { Button, Group } from '@mantine/core';
import { can, DEFAULT_PAGE_SIZE, messages, paths, pathTo, type User } from '@masthead/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ConfirmButton } from '../../components/confirm-button';
import { type Column, DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager, usePageParam } from '../../components/pager';
import { StatusBadge } from '../../components/status-badge';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useMe } from '../auth/session';
import { usePatchUser, useUsersPage } from './users-api';

export function UserListPage() {
  const me = useMe();
  const [page, setPage] = usePageParam();
  const users = useUsersPage(page);
  const patchUser = usePatchUser();
  const mayWrite = can(me, 'User', ['Write']);
  const mayEdit = can(me, 'User', ['Edit']);

  const toggleBlock = async (user: User) => {
    const blocking = user.status !== 'Disable';
    try {
      await patchUser.mutateAsync({ _id: user._id, status: blocking ? 'Disable' : 'Enable' });
      notifySuccess(blocking ? messages.userBlocked : messages.userUnblocked);
    } catch (error) {
      notifyError(error);
    }
  };

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
  if (mayEdit) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      render: (user) => {
        const blocked = user.status === 'Disable';
        return (
          <Group gap={6} wrap="nowrap">
            <Button
              component={Link}
              to={pathTo(paths.userEdit, { id: user._id })}
              size="compact-sm"
              variant="default"
              aria-label={`Edit ${user.name}`}
            >
              Edit
            </Button>
            <Button
              component={Link}
              to={pathTo(paths.userChangePassword, { id: user._id })}
              size="compact-sm"
              variant="default"
              aria-label={`Change password of ${user.name}`}
            >
              Change Password
            </Button>
            {user._id !== me._id ? (
              <ConfirmButton
                size="compact-sm"
                variant="default"
                c={blocked ? undefined : 'red.9'}
                color={blocked ? undefined : 'red'}
                aria-label={`${blocked ? 'Unblock' : 'Block'} ${user.name}`}
                title={blocked ? 'Unblock user' : 'Block user'}
                message={
                  blocked
                    ? `Unblock ${user.name}? They will be able to sign in again.`
                    : `Block ${user.name}? They will be signed out and cannot sign in until unblocked.`
                }
                confirmLabel={blocked ? 'Unblock' : 'Block'}
                onConfirm={() => toggleBlock(user)}
              >
                {blocked ? 'Unblock' : 'Block'}
              </ConfirmButton>
            ) : null}
          </Group>
        );
      },
    });
  }

  return (
    <>
      <PageHeader
        title="Manage User"
        actions={
          mayWrite ? (
            <Button component={Link} to={paths.userCreate} leftSection={<IconPlus size={16} aria-hidden="true" />}>
              Add User
            </Button>
          ) : null
        }
      />
      <DataTable
        caption="Users"
        columns={columns}
        rows={users.data?.items}
        rowKey={(user) => user._id}
        loading={users.isFetching}
        error={users.error}
        onRetry={() => void users.refetch()}
        emptyText={messages.noUsers}
        minWidth={900}
      />
      <Pager
        page={page}
        total={users.data?.total ?? 0}
        pageSize={users.data?.pageSize ?? DEFAULT_PAGE_SIZE}
        onChange={setPage}
      />
    </>
  );
}
