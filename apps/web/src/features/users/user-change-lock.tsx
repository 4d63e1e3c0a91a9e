import { Alert, Button, Group, Text } from '@mantine/core';
import { paths, type User, userChangeRefusal } from '@masthead/contract';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../../session/session';

/** Why the signed-in user may not change `user` (the contract's rule, as the server applies it), or null. */
export function useUserChangeRefusal(user: User): string | null {
  return userChangeRefusal(useMe(), user);
}

/** In a users table row: no actions, and the reason. */
export function UserRowLocked({ reason }: { reason: string }) {
  return (
    <Group gap={4} wrap="nowrap" title={reason}>
      <IconLock size={14} aria-hidden="true" />
      <Text size="sm" c="var(--masthead-muted)">
        {reason.startsWith('Only a super admin') ? 'Super admin' : 'Holds rights you lack'}
      </Text>
    </Group>
  );
}

/** Instead of a form the user may not submit: the reason and the way back. */
export function UserChangeLocked({ title, reason }: { title: string; reason: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert color="orange" variant="light" icon={<IconLock size={18} />} role="status" maw={620}>
        {reason}
      </Alert>
      <Button component={Link} to={paths.users} variant="default" mt="md">
        Back to users
      </Button>
    </>
  );
}
