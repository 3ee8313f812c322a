import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isApiError, setCsrfToken } from '@/api/client';
import type { LoginRequest, Me } from '@/api/types';
import { getMe } from './api/getMe';
import { login as loginCall } from './api/login';
import { logout as logoutCall } from './api/logout';
import { clearLocalData } from '@/lib/localData';
import type { LoginReason } from './returnPath';
import { setRecentOwner } from '@/components/form/recentValues';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  me: Me | null;
  signIn(request: LoginRequest): Promise<Me>;
  /** Why the user is signed out (`null`: not yet signed in), for the sign-in page to say. */
  reason: LoginReason | null;
  signOut(reason?: LoginReason): Promise<void>;
  /** Calls GET /v1/me (keeps the server session alive) and refreshes the user. */
  refresh(): Promise<void>;
  /** Forgets the user locally (the server already ended the session). */
  clear(reason?: LoginReason): void;
}

const SessionContext = createContext<Session | null>(null);

/** The session, or `null` outside a signed-in screen (a form rendered on its own, in a test). */
export function useOptionalSession(): Session | null {
  return use(SessionContext);
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [me, setMe] = useState<Me | null>(null);
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [reason, setReason] = useState<LoginReason | null>(null);

  const accept = useCallback((user: Me, token: string) => {
    setCsrfToken(token);
    // the pickers offer this user's recent values, and nobody else's
    setRecentOwner(user.username);
    setMe(user);
    setReason(null);
    setStatus('signed-in');
  }, []);

  const clear = useCallback((why?: LoginReason) => {
    setCsrfToken(null);
    setRecentOwner(null);
    setMe(null);
    setReason(why ?? null);
    setStatus('signed-out');
  }, []);

  useEffect(() => {
    let live = true;
    getMe({ skipAuthRedirect: true })
      .then((user) => live && accept(user, user.csrfToken))
      .catch(() => live && clear());
    return () => {
      live = false;
    };
  }, [accept, clear]);

  const signIn = useCallback(
    async (request: LoginRequest) => {
      const answer = await loginCall(request);
      accept(answer.user, answer.csrfToken);
      return answer.user;
    },
    [accept],
  );

  const signOut = useCallback(async (why: LoginReason = 'signed-out') => {
    try {
      await logoutCall();
    } catch {
      // the session may already be gone; sign out locally anyway
    }
    clearLocalData();
    clear(why);
  }, [clear]);

  const refresh = useCallback(async () => {
    try {
      const user = await getMe();
      accept(user, user.csrfToken);
    } catch (error) {
      if (isApiError(error) && error.status === 401) clear();
      else throw error;
    }
  }, [accept, clear]);

  const value = useMemo(() => ({ status, me, reason, signIn, signOut, refresh, clear }), [status, me, reason, signIn, signOut, refresh, clear]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
