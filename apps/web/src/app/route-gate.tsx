import { Alert } from '@mantine/core';
import { messages, paths } from '@masthead/contract';
import { IconLock } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoading } from '../components/full-screen-loading';
import { PageHeader } from '../components/page-header';
import { authScreens, type LoginState } from '../features/auth';
import { useMe, useSession } from '../session/session';
import { canOpen } from './can-open';

// Seen once in a product's life: loaded only then, so the sign-in screen stays small.
const ChoosePasswordPage = lazy(() => authScreens.choosePassword().then((Page) => ({ default: Page })));

/**
 * Signed-out visitors go to the sign-in screen, which brings them back here afterwards. One signed
 * in with a one-time password chooses their own first (the server refuses everything else).
 */
export function RequireSession() {
  const { status, endedByUser, me } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullScreenLoading />;
  if (status === 'signed-out') {
    const state: LoginState = endedByUser ? {} : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (me?.mustChangePassword) {
    return (
      <Suspense fallback={<FullScreenLoading />}>
        <ChoosePasswordPage />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** A screen the user lacks the rights for shows why instead (the API refuses anyway). */
export function RouteGate({ path, children }: { path: string; children: ReactNode }) {
  const me = useMe();
  if (canOpen(me, path)) return children;
  return (
    <>
      <PageHeader title="Access denied" />
      <Alert color="orange" variant="light" icon={<IconLock size={18} />} role="alert">
        {messages.noPermission}
      </Alert>
    </>
  );
}
