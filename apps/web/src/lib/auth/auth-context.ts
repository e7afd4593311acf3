import type { Me, Role, SignUpInput } from '@estate/domain';
import { createContext } from 'react';
import type { SecondFactorInput, SignInInput } from './auth-api';

export type AuthUser = Me['user'];

export type AuthContextValue = {
  /** The signed-in user, or null when signed out (or still loading). */
  user: AuthUser | null;
  /** The user's real account role; `beneficiary` when none is known (spec 1 §9). */
  role: Role;
  expiresAt: Date | null;
  isLoading: boolean;
  isSignedIn: boolean;
  /** The session check itself failed (network or server error), as opposed to "signed out". */
  error: Error | null;
  /**
   * Signs in, then reads the session; resolves to the signed-in person, or to `'second-factor'` when
   * the account uses two-factor sign-in and the code is still to come (no session yet).
   */
  signIn: (input: SignInInput) => Promise<Me | 'second-factor'>;
  /** Finishes a sign-in that asked for the second factor; resolves to the signed-in person. */
  completeSecondFactor: (input: SecondFactorInput) => Promise<Me>;
  /**
   * Creates the account; the person signs in through the link emailed to them, which comes back to
   * `returnTo` (a same-site path, such as the invitation they were accepting) or the dashboard.
   */
  signUp: (input: SignUpInput, options?: { returnTo?: string | null }) => Promise<void>;
  /** Ends the session on the server and forgets everything cached about the user. */
  signOut: () => Promise<void>;
  /** Reads /api/me again (which also extends a session close to expiry). */
  refresh: () => Promise<Me | null>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
