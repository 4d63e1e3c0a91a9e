import { Button, Paper, TextInput } from '@mantine/core';
import { paths } from '@masthead/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { PasswordForm } from '../auth/password-form';
import { useUser } from './users-api';

/** Another user's password (User: Edit). */
export function UserPasswordPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);

  return (
    <>
      <PageHeader title="Change Password" />
      {user.data ? (
        <Paper withBorder radius="md" p="lg" maw={520}>
          <PasswordForm
            key={user.data._id}
            userId={user.data._id}
            header={
              <>
                <TextInput label="Email" value={user.data.email} disabled readOnly />
                <TextInput label="Name" value={user.data.name} disabled readOnly />
              </>
            }
            cancel={
              <Button component={Link} to={paths.users} variant="default">
                Cancel
              </Button>
            }
            onDone={(outcome) => navigate(outcome === 'stayed' ? paths.users : paths.login)}
          />
        </Paper>
      ) : user.isPending ? (
        <LoadingBlock />
      ) : (
        <ErrorBlock error={user.error} onRetry={() => void user.refetch()} />
      )}
    </>
  );
}
