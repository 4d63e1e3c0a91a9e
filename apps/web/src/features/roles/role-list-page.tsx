import { Text } from '@mantine/core';
import { can, messages, paths, pathTo, type Role } from '@masthead/contract';
import { AddLinkButton } from '../../components/add-link-button';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen/list-screen';
import { usePageParam } from '../../components/pager';
import { BlockButton, type BlockTexts, RowActions, RowLinkButton } from '../../components/row-actions';
import { StatusBadge } from '../../components/status-badge';
import { useMe } from '../../session/session';
import { useRolesPage, useUpdateRole } from './roles-api';

const blockTexts: BlockTexts = {
  noun: 'role',
  blockEffect: 'It will grant nothing and cannot be assigned until unblocked.',
  unblockEffect: 'Its users get its rights back.',
  blocked: messages.roleBlocked,
  unblocked: messages.roleUnblocked,
};

export function RoleListPage() {
  const me = useMe();
  const [page, setPage] = usePageParam();
  const roles = useRolesPage(page);
  const updateRole = useUpdateRole();
  const mayWrite = can(me, 'Role', ['Write']);
  const mayEdit = can(me, 'Role', ['Edit']);

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
  const rowActions = (role: Role) => (
    <RowActions>
      <RowLinkButton to={pathTo(paths.roleEdit, { id: role._id })} label={`Edit ${role.name}`}>
        Edit
      </RowLinkButton>
      {role.isEditable ? (
        <BlockButton
          name={role.name}
          status={role.status}
          texts={blockTexts}
          setStatus={(status) => updateRole.mutateAsync({ id: role._id, body: { status } })}
        />
      ) : null}
    </RowActions>
  );

  return (
    <ListScreen
      title="Manage Role"
      actions={mayWrite ? <AddLinkButton to={paths.roleCreate}>Add Role</AddLinkButton> : null}
      table={{
        caption: 'Roles',
        columns,
        query: roles,
        emptyText: messages.noRoles,
        page,
        onPageChange: setPage,
      }}
      rowActions={mayEdit ? rowActions : undefined}
    />
  );
}
