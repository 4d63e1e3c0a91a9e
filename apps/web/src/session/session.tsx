import { endpoints, type LoginResult, type Me, type User } from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { leaveLoginNotice } from '../api/client';
import { readKey } from '../api/read-key';
import { clearToken, getToken, storeToken } from '../api/token';
import { useRead } from '../api/use-read';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  me: Me | null;
  /** True after Logout or a password change: the next sign-in starts at the dashboard, not where this one ended. */
  endedByUser: boolean;
  signIn: (result: LoginResult) => void;
  /** Ends the session; `notice` is shown once on the sign-in screen. */
  signOut: (notice?: string) => void;
  /** Keeps the session on a fresh token (e.g. the one a password change returns). */
  replaceToken: (token: string) => void;
  /** Merges an updated own user record (or a part of it) into the signed-in user. */
  updateMe: (user: User | Partial<Me>) => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => getToken());
  const [endedByUser, setEndedByUser] = useState(false);

  const meQuery = useRead(endpoints.user.me, {}, { enabled: token !== null, retry: false, staleTime: 60_000 });

  const signIn = useCallback(
    (result: LoginResult) => {
      storeToken(result.token);
      queryClient.setQueryData(readKey(endpoints.user.me, {}), result.user);
      setEndedByUser(false);
      setToken(result.token);
    },
    [queryClient],
  );

  const signOut = useCallback(
    (notice?: string) => {
      clearToken();
      if (notice) leaveLoginNotice(notice);
      setEndedByUser(true);
      setToken(null);
      queryClient.clear();
    },
    [queryClient],
  );

  const replaceToken = useCallback((next: string) => {
    storeToken(next);
    setToken(next);
  }, []);

  const updateMe = useCallback(
    (user: User | Partial<Me>) => {
      queryClient.setQueryData<Me>(readKey(endpoints.user.me, {}), (previous) =>
        previous ? { ...previous, ...user } : previous,
      );
    },
    [queryClient],
  );

  const me = token !== null ? (meQuery.data ?? null) : null;
  let status: SessionStatus = 'signed-out';
  if (me) status = 'signed-in';
  else if (token !== null && meQuery.isPending) status = 'loading';

  const session = useMemo<Session>(
    () => ({ status, me, endedByUser, signIn, signOut, replaceToken, updateMe }),
    [status, me, endedByUser, signIn, signOut, replaceToken, updateMe],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The signed-in user, for screens that only render inside the signed-in shell. */
export function useMe(): Me {
  const { me } = useSession();
  if (!me) throw new Error('useMe must be used while signed in');
  return me;
}
