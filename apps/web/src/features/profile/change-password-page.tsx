import { Paper } from '@mantine/core';
import { paths } from '@masthead/contract';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../../session/session';
import { PasswordForm } from '../auth';

/** One's own password; the server revokes old tokens, so this usually ends in signing in again. */
export function ChangePasswordPage() {
  const me = useMe();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Change Password" />
      <Paper withBorder radius="md" p="lg" maw={520}>
        <PasswordForm
          userId={me._id}
          own
          onDone={(outcome) => navigate(outcome === 'stayed' ? paths.dashboard : paths.login, { replace: true })}
        />
      </Paper>
    </>
  );
}
