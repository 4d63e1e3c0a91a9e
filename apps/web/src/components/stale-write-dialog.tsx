import { Text } from '@mantine/core';
import { messages, type StaleWriteFields } from '@masthead/contract';
import { formatDateTime } from '../lib/format';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Someone saved the record after this form loaded it: say who and when, and offer to load
 * their version (this form's unsaved changes are dropped) or to stay and copy things over.
 */
export function StaleWriteDialog({
  stale,
  onClose,
  onReload,
}: {
  stale: StaleWriteFields | null;
  onClose: () => void;
  onReload: () => Promise<void>;
}) {
  return (
    <ConfirmDialog
      opened={stale !== null}
      onClose={onClose}
      title="This item was changed"
      message={
        <>
          <Text>{stale ? messages.staleChangedAt(stale.updatedBy, formatDateTime(stale.updatedAt)) : null}</Text>
          <Text size="sm" c="var(--masthead-muted)" mt="xs">
            Reload to see their version. Your unsaved changes here will be lost.
          </Text>
        </>
      }
      confirmLabel="Reload"
      onConfirm={onReload}
    />
  );
}
