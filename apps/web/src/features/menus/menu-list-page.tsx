import { Button, Text } from '@mantine/core';
import { can, type Menu, menuNameLabels, messages, paths, pathTo } from '@masthead/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen/list-screen';
import { usePageParam } from '../../components/pager';
import { RowActions, RowDelete } from '../../components/row-actions';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format';
import { runWithToast } from '../../lib/notify';
import { useMe } from '../../session/session';
import { useDeleteMenu, useMenuPage, useUpdateMenu } from './menus-api';

/** Menu Management (SPEC §2): title and Active / IN-ACTIVE, Edit, Activate / De-Activate, Delete. */
export function MenuListPage() {
  const me = useMe();
  const [page, setPage] = usePageParam();
  const list = useMenuPage(page);
  const update = useUpdateMenu();
  const remove = useDeleteMenu();
  const mayWrite = can(me, 'Menu', ['Write']);
  const mayEdit = can(me, 'Menu', ['Edit']);
  const mayRemove = can(me, 'Menu', ['Remove']);
  const title = (menu: Menu) => menuNameLabels[menu.name];

  const columns: Column<Menu>[] = [
    { key: 'title', header: 'Title', render: (menu) => title(menu) },
    { key: 'entries', header: 'Entries', render: (menu) => menu.items.length },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (menu) => (
        <StatusBadge status={menu.active ? 'Enable' : 'Disable'} label={menu.active ? 'Active' : 'IN-ACTIVE'} />
      ),
    },
    { key: 'updated', header: 'Updated', render: (menu) => formatDateTime(menu.updatedAt) },
  ];
  const rowActions = (menu: Menu) => (
    <RowActions>
      {mayEdit ? (
        <Button
          component={Link}
          to={pathTo(paths.menuEdit, { id: menu._id })}
          size="compact-sm"
          variant="default"
          aria-label={`Edit ${title(menu)} (${formatDateTime(menu.createdAt)})`}
        >
          Edit
        </Button>
      ) : null}
      {mayEdit ? (
        <Button
          size="compact-sm"
          variant="default"
          loading={update.isPending && update.variables?.id === menu._id}
          aria-label={`${menu.active ? 'De-Activate' : 'Activate'} ${title(menu)} (${formatDateTime(menu.createdAt)})`}
          onClick={() =>
            void runWithToast(
              () => update.mutateAsync({ id: menu._id, body: { active: !menu.active } }),
              messages.menuStatusUpdated,
            )
          }
        >
          {menu.active ? 'De-Activate' : 'Activate'}
        </Button>
      ) : null}
      {mayRemove ? (
        <RowDelete
          label={`Delete ${title(menu)} (${formatDateTime(menu.createdAt)})`}
          title="Delete menu"
          message={`Delete this ${title(menu)}? ${menu.active ? 'The site shows no such menu until another is activated.' : ''}`}
          onDelete={() => remove.mutateAsync(menu._id)}
          done={messages.menuDeleted}
        />
      ) : null}
    </RowActions>
  );

  return (
    <ListScreen
      title="Menu Management"
      actions={
        mayWrite ? (
          <Button component={Link} to={paths.menuCreate} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            Add Menu
          </Button>
        ) : null
      }
      intro={
        <Text size="sm" c="var(--masthead-muted)" mb="md">
          The site shows one Top Menu and one Footer Menu: activating a menu de-activates the other menu of its name.
        </Text>
      }
      table={{
        caption: 'Menus',
        columns,
        query: list,
        emptyText: messages.noMenus,
        page,
        onPageChange: setPage,
      }}
      rowActions={mayEdit || mayRemove ? rowActions : undefined}
    />
  );
}
