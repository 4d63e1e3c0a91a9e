import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { endpoints, type Login, loginSchema, paths } from '@masthead/contract';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { callApi } from '../../api/call';
import { clearLoginNotice, peekLoginNotice } from '../../api/client';
import { FullScreenLoading } from '../../components/full-screen-loading';
import { SiteLogo } from '../site/site-logo';
import { loginErrorMessage } from './login-error';
import type { LoginState } from './login-state';
import { useSession } from './session';

function returnPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith(paths.login) ? from : paths.dashboard;
}

export function LoginPage() {
  const { status, signIn } = useSession();
  const location = useLocation();
  const [notice] = useState(peekLoginNotice);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => clearLoginNotice(), []);

  const form = useForm<Login>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const login = useMutation({
    mutationFn: (values: Login) => callApi(endpoints.auth.login, { body: values }),
    onMutate: () => setFailure(null),
    onSuccess: signIn,
    onError: (error) => setFailure(loginErrorMessage(error)),
  });

  if (status === 'loading') return <FullScreenLoading />;
  if (status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;

  return (
    <main>
      <Center mih="100vh" p="md" bg="var(--masthead-page)">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
          <Stack gap="md">
            <Center>
              <SiteLogo />
            </Center>
            <Title order={1} size="h2" ta="center">
              Admin Portal
            </Title>
            {notice && !failure ? (
              <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
                {notice}
              </Alert>
            ) : null}
            {failure ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {failure}
              </Alert>
            ) : null}
            <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
              <Stack gap="md">
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="username"
                  required
                  // The one thing to do on this page: typing starts at once.
                  autoFocus
                  {...form.getInputProps('email')}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
                <Button type="submit" fullWidth loading={login.isPending}>
                  Login
                </Button>
              </Stack>
            </form>
          </Stack>
        </Paper>
      </Center>
    </main>
  );
}
