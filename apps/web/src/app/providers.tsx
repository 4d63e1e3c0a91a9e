import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { ApiError } from '../api/api-error';
import { SessionProvider, useSession } from '../features/auth/session';
import { useSiteHead } from '../features/site/site-detail';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toasts' container loads once someone is signed in: the sign-in screen shows none and does
 * not download it. A toast asked for before it is there waits in the store and shows when it mounts.
 */
const ToastContainer = lazy(() => import('./toast-container').then((m) => ({ default: m.ToastContainer })));

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

function Toasts() {
  const { status } = useSession();
  if (status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
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
