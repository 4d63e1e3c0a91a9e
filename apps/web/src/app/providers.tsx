import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { ApiError } from '../api/api-error';
import { SessionProvider, useSession } from '../features/auth/session';
import { useSiteHead } from '../features/site/site-detail';
import { clearSuccessToasts } from '../lib/notify';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toasts' container loads once someone is signed in: the sign-in screen shows none and does
 * not download it. A toast asked for before it is there waits in the store and shows when it mounts.
 */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A refusal will not change on retry; a flaky network might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 15_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Toasts sit where nothing is used next: on a wide screen in the middle of the header band
 * (between the logo and the Need Review / user menus, above page titles, Create buttons,
 * filters and a dialog's close button); on a phone, whose header is full, at the bottom.
 */
function Toasts() {
  const phone = useMediaQuery('(max-width: 48em)');
  const { status } = useSession();
  // One place for every form: sending one again takes away the success toasts of before.
  useEffect(() => {
    document.addEventListener('submit', clearSuccessToasts, true);
    return () => document.removeEventListener('submit', clearSuccessToasts, true);
  }, []);
  if (status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={phone ? 'bottom-center' : 'top-center'} containerWidth={phone ? 340 : 380} limit={3} />
    </Suspense>
  );
}

function SiteHead() {
  useSiteHead();
  return null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <SiteHead />
        <SessionProvider>
          <Toasts />
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
