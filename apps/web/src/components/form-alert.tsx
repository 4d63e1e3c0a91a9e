import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormFailure } from '../lib/form-failure';

/** A refused form, shown above it (SPEC §8): the server's sentence and the fields still to fix. */
export function FormAlert({ failure }: { failure: FormFailure | null }) {
  if (!failure) return null;
  const withList = failure.problems.length > 0;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      mb="md"
      title={withList ? failure.message : undefined}
    >
      {withList ? (
        <List size="sm">
          {failure.problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
      ) : (
        failure.message
      )}
    </Alert>
  );
}
