import { Alert, Group, Text } from '@mantine/core';
import { IconCloudOff, IconPencil } from '@tabler/icons-react';
import { ConfirmButton } from '../../../components/confirm-button';
import { notifySuccess } from '../../../lib/notify';

export interface WorkingCopyNoticeProps {
  /** What the working copy changes from the item as saved, in words ('Title', 'Section 2'). */
  changes: string[];
  online: boolean;
  unsynced: boolean;
  mayDiscard: boolean;
  onDiscard: () => void;
}

/**
 * Above a form bound to its item's working copy: what in it is not saved into the item yet (with
 * Discard), and when the connection is down, that typing is kept in this browser meanwhile.
 */
export function WorkingCopyNotice({ changes, online, unsynced, mayDiscard, onDiscard }: WorkingCopyNoticeProps) {
  return (
    <>
      {online ? null : (
        <Alert color="gray" variant="light" icon={<IconCloudOff size={18} />} role="status" mb="md">
          <Text fw={700} size="sm">
            Offline
          </Text>
          <Text size="sm">
            {unsynced
              ? 'Your changes are kept in this browser and sent to the others when the connection returns.'
              : 'Changes you make are kept in this browser and sent to the others when the connection returns.'}
          </Text>
        </Alert>
      )}
      {changes.length > 0 ? (
        <Alert color="blue" variant="light" icon={<IconPencil size={18} />} mb="md" aria-label="Working copy">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <div>
              <Text fw={700} size="sm">
                Working copy — not saved into the item yet
              </Text>
              <Text size="sm">
                Changed: <strong>{changes.join(', ')}</strong>. Everyone in this item sees these changes; Save puts them
                into the item.
              </Text>
            </div>
            {mayDiscard ? (
              <ConfirmButton
                variant="default"
                size="compact-sm"
                title="Discard the working copy's changes?"
                message="The item as saved comes back, for everyone in it. What was changed since the last save is gone."
                confirmLabel="Discard changes"
                color="red"
                onConfirm={async () => {
                  onDiscard();
                  notifySuccess('The working copy is back to the item as saved');
                }}
              >
                Discard changes
              </ConfirmButton>
            ) : null}
          </Group>
        </Alert>
      ) : null}
    </>
  );
}
