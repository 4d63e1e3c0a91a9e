import { Button, Group, Modal, Text } from '@mantine/core';
import { messages, type StaleWriteFields } from '@masthead/contract';
import { useState } from 'react';
import { formatDateTime } from '../lib/format';

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
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      onClose();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Modal.Root opened={stale !== null} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title fw={600}>This item was changed</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <Text>{stale ? messages.staleChangedAt(stale.updatedBy, formatDateTime(stale.updatedAt)) : null}</Text>
          <Text size="sm" c="gray.8" mt="xs">
            Reload to see their version. Your unsaved changes here will be lost.
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose} disabled={reloading}>
              Cancel
            </Button>
            <Button onClick={() => void reload()} loading={reloading} data-autofocus>
              Reload
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
