import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { endpoints, fieldErrorsOf, type Login, loginSchema, paths } from '@masthead/contract';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { clearLoginNotice, peekLoginNotice } from '../../api/client';
import { useWrite } from '../../api/use-write';
import { FullScreenLoading } from '../../components/full-screen-loading';
import { useSession } from '../../session/session';
import { AuthCard } from './auth-card';
import { loginErrorMessage } from './login-error';
import type { LoginState } from './login-state';

type LoginField = keyof Login;

/** The first problem the contract's schema finds with each field. */
function loginProblems(values: Login): Partial<Record<LoginField, string>> {
  const result = loginSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

/**
 * The sign-in form's values and checks, as `useForm` with the schema's resolver gives every other
 * form (checked on leaving a field and on submit, an error cleared by typing), without its code:
 * the sign-in screen is the first download and has a budget (build/first-screen-budget.ts).
 */
function useLoginForm(onValid: (values: Login) => void) {
  const [values, setValues] = useState<Login>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const field = (name: LoginField) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
    onBlur: () => setErrors((previous) => ({ ...previous, [name]: loginProblems(values)[name] })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = loginProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onValid(values);
  };
  return { field, onSubmit };
}

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

  const login = useWrite(endpoints.auth.login, {
    input: (values: Login) => ({ body: values }),
    onMutate: () => setFailure(null),
    onSuccess: signIn,
    onError: (error) => setFailure(loginErrorMessage(error)),
  });
  const form = useLoginForm((values) => login.mutate(values));

  if (status === 'loading') return <FullScreenLoading />;
  if (status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;

  return (
    <AuthCard title="Admin Portal" maxWidth={420}>
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
      <form noValidate onSubmit={form.onSubmit}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            // The one thing to do on this page: typing starts at once.
            autoFocus
            {...form.field('email')}
          />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.field('password')} />
          <Button type="submit" fullWidth loading={login.isPending}>
            Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
