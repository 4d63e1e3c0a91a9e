import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';

/** Why this person may only read the item. */
export function ReadOnlyAlert({ refusal }: { refusal: string }) {
  return (
    // The variant's colour fails contrast as a title; the heading line is plain bold text instead.
    <Alert color="orange" variant="light" icon={<IconLock size={18} />} role="status" mb="md">
      <Text fw={700} size="sm">
        Open to read only
      </Text>
      <Text size="sm">{refusal}</Text>
    </Alert>
  );
}

/** A new item's form started from what was typed here before and kept in this browser. */
export function RestoredDraftAlert({ keptAt, onDiscard }: { keptAt: string; onDiscard: () => void }) {
  return (
    <Alert color="blue" variant="light" role="status" mb="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Restored what you typed here on {formatDateTime(keptAt)}: it is kept in this browser until you save it.
        </Text>
        <Button size="compact-sm" variant="default" onClick={onDiscard}>
          Discard it
        </Button>
      </Group>
    </Alert>
  );
}
