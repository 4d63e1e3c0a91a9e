import { Alert, Group, Text } from '@mantine/core';
import { IconCloudOff, IconPencil } from '@tabler/icons-react';
import { ConfirmButton } from '../../../components/confirm-button';
import { notifySuccess } from '../../../lib/notify';

export interface WorkingCopyNoticeProps {
  /** The copy is this person's proposed change to a live item (only they see it; Submit for review sends it). */
  proposing?: boolean;
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
export function WorkingCopyNotice({
  proposing = false,
  changes,
  online,
  unsynced,
  mayDiscard,
  onDiscard,
}: WorkingCopyNoticeProps) {
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
      {proposing ? (
        <Alert color="blue" variant="light" icon={<IconPencil size={18} />} mb="md" aria-label="Your proposed change">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fw={700} size="sm">
                Your proposed change — not live
              </Text>
              <Text size="sm">
                This story is live. What you change here, the text included, is yours alone until you submit it for
                review; the live story and the others' working copy stay as they are until an editor approves it.
                {changes.length > 0 ? (
                  <>
                    {' '}
                    Changed: <strong>{changes.join(', ')}</strong>.
                  </>
                ) : null}
              </Text>
            </div>
            {mayDiscard && changes.length > 0 ? (
              <DiscardButton
                title="Discard your proposed change?"
                message="Your copy goes back to the live version. What you changed and did not submit is gone."
                done="Your copy is back to the live version"
                onDiscard={onDiscard}
              />
            ) : null}
          </Group>
        </Alert>
      ) : changes.length > 0 ? (
        <Alert color="blue" variant="light" icon={<IconPencil size={18} />} mb="md" aria-label="Working copy">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fw={700} size="sm">
                Working copy — not saved into the item yet
              </Text>
              <Text size="sm">
                Changed: <strong>{changes.join(', ')}</strong>. Everyone in this item sees these changes; Save puts them
                into the item.
              </Text>
            </div>
            {mayDiscard ? (
              <DiscardButton
                title="Discard the working copy's changes?"
                message="The item as saved comes back, for everyone in it. What was changed since the last save is gone."
                done="The working copy is back to the item as saved"
                onDiscard={onDiscard}
              />
            ) : null}
          </Group>
        </Alert>
      ) : null}
    </>
  );
}

/** Takes the copy back to what it started from, after asking; says so in a toast. */
function DiscardButton({
  title,
  message,
  done,
  onDiscard,
}: {
  title: string;
  message: string;
  done: string;
  onDiscard: () => void;
}) {
  return (
    <ConfirmButton
      variant="default"
      size="compact-sm"
      flex="none"
      title={title}
      message={message}
      confirmLabel="Discard changes"
      color="red"
      onConfirm={async () => {
        onDiscard();
        notifySuccess(done);
      }}
    >
      Discard changes
    </ConfirmButton>
  );
}
