import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '../api/api-error';
import { useSiteHead } from '../features/site';
import { SessionProvider, useSession } from '../session/session';
import { cssVariablesResolver, theme } from './theme';

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
 * The toasts' container loads once someone is signed in: the sign-in screen shows none and does
 * not download it. A toast asked for before it is there waits in the store and shows when it mounts.
 * Imported in an effect rather than through `lazy`: a lazy component first rendered while the
 * session was still loading (a reload) was never shown, and with it no toast.
 */
function Toasts() {
  const { status } = useSession();
  const [Container, setContainer] = useState<ComponentType | null>(null);
  const signedIn = status === 'signed-in';
  useEffect(() => {
    if (!signedIn || Container) return;
    let live = true;
    void import('./toast-container').then((module) => {
      if (live) setContainer(() => module.ToastContainer);
    });
    return () => {
      live = false;
    };
  }, [signedIn, Container]);
  return signedIn && Container ? <Container /> : null;
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
