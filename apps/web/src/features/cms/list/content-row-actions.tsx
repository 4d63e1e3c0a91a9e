import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import {
  type CmsListItem,
  canTransition,
  editPathByType,
  mayEditContent,
  mayTrashContent,
  messages,
  pathTo,
  rowActionsFor,
} from '@masthead/contract';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMe } from '../../../session/session';

export type StatusAction = 'Publish' | 'Approve' | 'Reject';

/** What each workflow action asks of the server, and what it says when done. */
export const statusChange: Record<StatusAction, { status: 'Published' | 'Approved' | 'Rejected'; done: string }> = {
  Publish: { status: 'Published', done: messages.blogPublished },
  Approve: { status: 'Approved', done: messages.blogApproved },
  Reject: { status: 'Rejected', done: messages.blogRejected },
};

export interface ContentRowActionsProps {
  row: CmsListItem;
  /** The row a status change is running on, and the status it asked for. */
  busyRow: string | null;
  pendingStatus: string | undefined;
  onStatusChange: (row: CmsListItem, action: StatusAction) => void;
  /** Delete was chosen: the list asks for confirmation (one dialog for all rows). */
  onTrashRequest: (row: CmsListItem) => void;
}

type RowAction = { kind: 'Edit' } | { kind: 'status'; action: StatusAction } | { kind: 'Delete' };

/** The actions of SPEC §4 the row's status offers and the workflow table lets the user take, in order. */
function actionsFor(row: CmsListItem, me: ReturnType<typeof useMe>): RowAction[] {
  const authorId = row.user?._id ?? null;
  const actions: RowAction[] = [];
  for (const action of rowActionsFor(row.status)) {
    if (action === 'Edit') {
      if (mayEditContent(me, me._id, authorId)) actions.push({ kind: 'Edit' });
    } else if (canTransition(me, me._id, { status: row.status, authorId }, statusChange[action].status)) {
      actions.push({ kind: 'status', action });
    }
  }
  if (mayTrashContent(me, me._id, authorId)) actions.push({ kind: 'Delete' });
  // What the row waits for comes first: a story in review waits to be approved, an approved one to go live.
  const next = nextStep[row.status];
  const waiting = actions.findIndex((action) => action.kind === 'status' && action.action === next);
  if (waiting > 0) actions.unshift(...actions.splice(waiting, 1));
  return actions;
}

const nextStep: Partial<Record<CmsListItem['status'], StatusAction>> = {
  'Need Review': 'Approve',
  Approved: 'Publish',
};

/** One primary action as a button (what the row waits for, else Edit), the others in a 'More actions' menu. */
export function ContentRowActions({
  row,
  busyRow,
  pendingStatus,
  onStatusChange,
  onTrashRequest,
}: ContentRowActionsProps) {
  const me = useMe();
  const actions = actionsFor(row, me);
  const busy = busyRow === row._id;
  const [primary, ...more] = actions;
  if (!primary) return null;

  const label = (action: RowAction) => (action.kind === 'status' ? action.action : action.kind);
  const run = (action: RowAction) => {
    if (action.kind === 'status') onStatusChange(row, action.action);
    else if (action.kind === 'Delete') onTrashRequest(row);
  };

  return (
    <Group gap={6} wrap="nowrap">
      {primary.kind === 'Edit' ? (
        <Button
          component={Link}
          to={pathTo(editPathByType[row.type], { id: row._id })}
          size="compact-sm"
          variant="default"
          aria-label={`Edit ${row.title}`}
        >
          Edit
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant={primary.kind === 'Delete' ? 'default' : 'light'}
          c={primary.kind === 'Delete' ? 'red.9' : undefined}
          disabled={busyRow !== null && !busy}
          loading={busy && primary.kind === 'status' && pendingStatus === statusChange[primary.action].status}
          onClick={() => run(primary)}
          aria-label={`${label(primary)} ${row.title}`}
        >
          {label(primary)}
        </Button>
      )}
      {more.length > 0 ? (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="default"
              size={26}
              aria-label={`More actions for ${row.title}`}
              disabled={busyRow !== null && !busy}
            >
              <IconDots size={16} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((action) =>
              action.kind === 'Edit' ? (
                <Menu.Item
                  key="Edit"
                  component={Link}
                  to={pathTo(editPathByType[row.type], { id: row._id })}
                  aria-label={`Edit ${row.title}`}
                >
                  Edit
                </Menu.Item>
              ) : (
                <Menu.Item
                  key={label(action)}
                  color={action.kind === 'Delete' || action.action === 'Reject' ? 'red' : undefined}
                  onClick={() => run(action)}
                  aria-label={`${label(action)} ${row.title}`}
                >
                  {action.kind === 'Delete' ? 'Delete (to the trash)' : label(action)}
                </Menu.Item>
              ),
            )}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
