import { Alert } from '@mantine/core';
import { messages, paths } from '@masthead/contract';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoading } from '../components/full-screen-loading';
import { PageHeader } from '../components/page-header';
import type { LoginState } from '../features/auth/login-state';
import { useMe, useSession } from '../features/auth/session';
import { canOpen } from './can-open';

/** Signed-out visitors go to the sign-in screen, which brings them back here afterwards. */
export function RequireSession() {
  const { status, endedByUser } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullScreenLoading />;
  if (status === 'signed-out') {
    const state: LoginState = endedByUser ? {} : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
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
