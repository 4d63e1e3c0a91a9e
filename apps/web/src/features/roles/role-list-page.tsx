import { Button, Group, Text } from '@mantine/core';
import { can, DEFAULT_PAGE_SIZE, messages, paths, pathTo, type Role } from '@masthead/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ConfirmButton } from '../../components/confirm-button';
import { type Column, DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager, usePageParam } from '../../components/pager';
import { StatusBadge } from '../../components/status-badge';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useMe } from '../auth/session';
import { useRolesPage, useUpdateRole } from './roles-api';

export function RoleListPage() {
  const me = useMe();
  const [page, setPage] = usePageParam();
  const roles = useRolesPage(page);
  const updateRole = useUpdateRole();
  const mayWrite = can(me, 'Role', ['Write']);
  const mayEdit = can(me, 'Role', ['Edit']);

  const toggleBlock = async (role: Role) => {
    const blocking = role.status !== 'Disable';
    try {
      await updateRole.mutateAsync({ id: role._id, body: { status: blocking ? 'Disable' : 'Enable' } });
      notifySuccess(blocking ? messages.roleBlocked : messages.roleUnblocked);
    } catch (error) {
      notifyError(error);
    }
  };

  const columns: Column<Role>[] = [
    { key: 'name', header: 'Name', render: (role) => role.name },
    {
      key: 'description',
      header: 'Description',
      render: (role) => (
        <Text size="sm" lineClamp={2} maw={420}>
          {role.description}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', render: (role) => <StatusBadge status={role.status} />, nowrap: true },
  ];
  if (mayEdit) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      render: (role) => {
        const blocked = role.status === 'Disable';
        return (
          <Group gap={6} wrap="nowrap">
            <Button
              component={Link}
              to={pathTo(paths.roleEdit, { id: role._id })}
              size="compact-sm"
              variant="default"
              aria-label={`Edit ${role.name}`}
            >
              Edit
            </Button>
            {role.isEditable ? (
              <ConfirmButton
                size="compact-sm"
                variant="default"
                c={blocked ? undefined : 'red.9'}
                color={blocked ? undefined : 'red'}
                aria-label={`${blocked ? 'Unblock' : 'Block'} ${role.name}`}
                title={blocked ? 'Unblock role' : 'Block role'}
                message={
                  blocked
                    ? `Unblock ${role.name}? Its users get its rights back.`
                    : `Block ${role.name}? It will grant nothing and cannot be assigned until unblocked.`
                }
                confirmLabel={blocked ? 'Unblock' : 'Block'}
                onConfirm={() => toggleBlock(role)}
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
        title="Manage Role"
        actions={
          mayWrite ? (
            <Button component={Link} to={paths.roleCreate} leftSection={<IconPlus size={16} aria-hidden="true" />}>
              Add Role
            </Button>
          ) : null
        }
      />
      <DataTable
        caption="Roles"
        columns={columns}
        rows={roles.data?.items}
        rowKey={(role) => role._id}
        loading={roles.isFetching}
        error={roles.error}
        onRetry={() => void roles.refetch()}
        emptyText={messages.noRoles}
      />
      <Pager
        page={page}
        total={roles.data?.total ?? 0}
        pageSize={roles.data?.pageSize ?? DEFAULT_PAGE_SIZE}
        onChange={setPage}
      />
    </>
  );
}
