import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { messages } from '@masthead/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../api/api-error';

export function LoadingBlock({ label = messages.loadingEllipsis }: { label?: string }) {
  return (
    <Group gap="sm" py="md" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <Text>{label}</Text>
    </Group>
  );
}

/** "Try again" after a failed load; nothing when the load cannot be retried. */
export function RetryButton({ onRetry }: { onRetry?: () => void }) {
  if (!onRetry) return null;
  return (
    <Button size="xs" variant="default" onClick={onRetry}>
      Try again
    </Button>
  );
}

/** A load that failed, with its reason and a way to try again. */
export function ErrorBlock({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(error)}</Text>
        <RetryButton onRetry={onRetry} />
      </Group>
    </Alert>
  );
}
