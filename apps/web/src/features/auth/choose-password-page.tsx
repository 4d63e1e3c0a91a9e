import { Button, Text } from '@mantine/core';
import { useMe, useSession } from '../../session/session';
import { AuthCard } from './auth-card';
import { PasswordForm } from './password-form';

/**
 * Right after signing in with a one-time password (the first admin's, from ADMIN_PASSWORD): the
 * server refuses everything else until it is replaced, so nothing else is shown.
 */
export function ChoosePasswordPage() {
  const me = useMe();
  const { signOut, updateMe } = useSession();
  return (
    <AuthCard title="Choose your own password" maxWidth={460}>
      <Text size="sm" c="dimmed">
        {me.email} signed in with a password meant to be used once. Choose one only you know; you will use it from now
        on.
      </Text>
      <PasswordForm
        userId={me._id}
        own
        currentLabel="One-time Password"
        cancel={
          <Button variant="default" onClick={() => signOut()}>
            Logout
          </Button>
        }
        // The fresh token came with the answer: the session goes on where the sign-in was heading.
        onDone={(outcome) => {
          if (outcome === 'stayed') updateMe({ mustChangePassword: false });
        }}
      />
    </AuthCard>
  );
}
