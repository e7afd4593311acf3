import {
  parseRole,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_REFRESH_MARGIN_MS,
  TEXTS,
  type Me,
  type SignUpInput,
} from '@estate/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/config/site';
import { ApiError } from '@/lib/api-client';
import type { SecondFactorInput, SignInInput } from './auth-api';
import { AuthContext, type AuthContextValue } from './auth-context';
import { setDisplayTimeZone } from '@/lib/format';
import { rememberDashboardHint } from './dashboard-hint';
import { meQueryKey, meQueryOptions } from './me-query';

/** Sign-in, sign-up and sign-out calls load when first used: most visitors never make one. */
const loadAuthApi = () => import('./auth-api');

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const meQuery = useQuery(meQueryOptions());
  const me = meQuery.data ?? null;
  // Before the children render, so every time on the page is in the person's own time zone.
  setDisplayTimeZone(me?.user.timeZone);

  const refresh = useCallback(
    () => queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }),
    [queryClient],
  );

  // Session auto-refresh (spec 1 §4, §9): check every 30 s; within 90 s of expiry read /api/me,
  // which makes the server extend the session cookie (or tells us the session has ended).
  const expiresAtIso = me?.session.expiresAt;
  useEffect(() => {
    if (!expiresAtIso) return;
    const expiresAt = Date.parse(expiresAtIso);
    const check = () => {
      if (expiresAt - Date.now() <= SESSION_REFRESH_MARGIN_MS) {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    };
    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [expiresAtIso, queryClient]);

  const sessionOrFail = useCallback(async (): Promise<Me> => {
    const signedIn = await refresh();
    if (!signedIn) {
      throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', serverMessage: TEXTS.auth.sessionMissing });
    }
    return signedIn;
  }, [refresh]);

  const signIn = useCallback(
    async (input: SignInInput): Promise<Me | 'second-factor'> => {
      const { postSignIn } = await loadAuthApi();
      const { needsSecondFactor } = await postSignIn(input);
      if (needsSecondFactor) return 'second-factor';
      return sessionOrFail();
    },
    [sessionOrFail],
  );

  const completeSecondFactor = useCallback(
    async (input: SecondFactorInput): Promise<Me> => {
      const { postSecondFactor } = await loadAuthApi();
      await postSecondFactor(input);
      return sessionOrFail();
    },
    [sessionOrFail],
  );

  /** Creates the account; the person signs in through the link emailed to them. */
  const signUp = useCallback(
    async (input: SignUpInput, options?: { returnTo?: string | null }): Promise<void> => {
      const { postSignUp } = await loadAuthApi();
      await postSignUp(input, options?.returnTo ?? null);
    },
    [],
  );

  const signOut = useCallback(async () => {
    try {
      const { postSignOut } = await loadAuthApi();
      await postSignOut();
    } catch (error) {
      // Spec 1 §8: a failed sign-out is logged; the browser forgets the user either way.
      console.warn('Sign-out failed', error);
    }
    rememberDashboardHint(false);
    try {
      // An admin's chosen dashboard view belongs to that sign-in only.
      window.sessionStorage.removeItem(STORAGE_KEYS.viewRole);
    } catch {
      // Storage unavailable: nothing was stored either.
    }
    await queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, null);
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: me?.user ?? null,
      role: parseRole(me?.user.role),
      expiresAt: me ? new Date(me.session.expiresAt) : null,
      isLoading: meQuery.isPending,
      isSignedIn: me !== null,
      error: meQuery.error,
      signIn,
      completeSecondFactor,
      signUp,
      signOut,
      refresh,
    }),
    [me, meQuery.isPending, meQuery.error, signIn, completeSecondFactor, signUp, signOut, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
