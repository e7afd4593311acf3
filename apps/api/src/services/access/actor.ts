import { can, type Role } from '@estate/domain';

/**
 * The signed-in person making a request, as every service sees them. Defined here, below auth, so
 * the access floor needs nothing from `auth/` (auth resolves a session to an Actor; access decides
 * what that Actor may see) and no import circles back through `auth.ts`.
 */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  sessionExpiresAt: Date;
  /** The session this request came with (Settings marks it "This device"). */
  sessionId: string;
}

/** What every scope needs to know of the person: who they are and their role. */
export type Who = Pick<Actor, 'id' | 'role'>;

/** Those who run estates (admin, lawyer, executor) may change what they can see (decision 007). */
export function runsEstates(actor: Pick<Actor, 'role'>): boolean {
  return can(actor.role, 'estate:manage');
}
