import { Button, Group } from '@mantine/core';
import { type CmsListItem, can, editPathByType, messages, pathTo, rowActionsFor } from '@masthead/contract';
import { RowDeleteButton, RowLinkButton } from '../../components/row-actions';
import { useMe } from '../auth/session';

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
  onTrash: (row: CmsListItem) => Promise<void>;
}

/** The workflow actions of SPEC §4 that the row's status offers and the user may take, and Delete (to the trash). */
export function ContentRowActions({ row, busyRow, pendingStatus, onStatusChange, onTrash }: ContentRowActionsProps) {
  const me = useMe();
  const mayEdit = can(me, 'Cms', ['Edit']) || (can(me, 'Cms', ['EditOwn']) && row.user?._id === me._id);
  const mayPublish = can(me, 'Cms', ['Publish']);
  const busy = busyRow === row._id;
  return (
    <Group gap={6} maw={150}>
      {rowActionsFor(row.status).map((action) => {
        if (action === 'Edit') {
          return mayEdit ? (
            <RowLinkButton
              key={action}
              to={pathTo(editPathByType[row.type], { id: row._id })}
              label={`Edit ${row.title}`}
            >
              Edit
            </RowLinkButton>
          ) : null;
        }
        if (!mayPublish) return null;
        return (
          <Button
            key={action}
            size="compact-sm"
            variant={action === 'Reject' ? 'default' : 'light'}
            c={action === 'Reject' ? 'red.9' : undefined}
            disabled={busyRow !== null && !busy}
            loading={busy && pendingStatus === statusChange[action].status}
            onClick={() => onStatusChange(row, action)}
            aria-label={`${action} ${row.title}`}
          >
            {action}
          </Button>
        );
      })}
      {can(me, 'Cms', ['Remove']) ? (
        <RowDeleteButton
          aria-label={`Delete ${row.title}`}
          title="Move to trash"
          message={`Move “${row.title}” to the trash? It can be restored from there.`}
          confirmLabel="Move to trash"
          onConfirm={() => onTrash(row)}
        >
          Delete
        </RowDeleteButton>
      ) : null}
    </Group>
  );
}
