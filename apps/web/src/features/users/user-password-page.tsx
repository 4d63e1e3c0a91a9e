import { Button, Paper, TextInput } from '@mantine/core';
import { paths, type User } from '@masthead/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { RecordLoader } from '../../components/record-loader';
import { keepFocusOnPress } from '../../components/submit-button';
import { useMe } from '../../session/session';
import { PasswordForm } from '../auth';
import { UserChangeLocked, useUserChangeRefusal } from './user-change-lock';
import { useUser } from './users-api';

/** Another user's password (User: Edit). */
export function UserPasswordPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);

  return (
    <RecordLoader query={user} title="Change Password">
      {(loaded) => (
        <OtherUserPassword
          user={loaded}
          onDone={(outcome) => navigate(outcome === 'stayed' ? paths.users : paths.login)}
        />
      )}
    </RecordLoader>
  );
}

function OtherUserPassword({
  user: loaded,
  onDone,
}: {
  user: User;
  onDone: (outcome: 'stayed' | 'signed-out') => void;
}) {
  const refusal = useUserChangeRefusal(loaded);
  const own = useMe()._id === loaded._id;
  if (refusal) return <UserChangeLocked title="Change Password" reason={refusal} />;
  return (
    <>
      <PageHeader title="Change Password" />
      <Paper withBorder radius="md" p="lg" maw={520}>
        <PasswordForm
          key={loaded._id}
          userId={loaded._id}
          header={
            <>
              <TextInput label="Email" value={loaded.email} disabled readOnly />
              <TextInput label="Name" value={loaded.name} disabled readOnly />
            </>
          }
          cancel={
            <Button component={Link} to={paths.users} variant="default" onMouseDown={keepFocusOnPress}>
              Cancel
            </Button>
          }
          onDone={onDone}
          own={own}
        />
      </Paper>
    </>
  );
}
