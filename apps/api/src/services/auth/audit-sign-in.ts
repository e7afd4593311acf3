import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';

/** How a session was made, by the better-auth endpoint that made it (paths without /api/auth). */
const SIGN_IN_METHODS: Record<string, string> = {
  '/sign-in/email': 'password',
  '/verify-email': 'email link',
  '/two-factor/verify-totp': 'two-factor code',
  '/two-factor/verify-backup-code': 'two-factor backup code',
};

/** The sign-in method of a session made at `path`; null for a session that is not a sign-in. */
export function signInMethodOf(path: string | undefined): string | null {
  return (path && SIGN_IN_METHODS[path]) || null;
}

/**
 * A person signed in: their last sign-in is now (the Users screen's Last Login) and the audit trail
 * says so (`auth.signed_in`, with the request's IP), in one transaction.
 */
export async function recordSignIn(db: Db, userId: string, method: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: userId,
      action: 'auth.signed_in',
      entityType: 'user',
      entityId: userId,
      data: { method },
    });
  });
}

/**
 * A refused sign-in (`auth.sign_in_failed`, status failure): the email tried (never the password)
 * and why, against the account of that email if there is one. Nobody is the actor: whoever typed
 * it is not known to be the account's owner.
 */
export async function recordFailedSignIn(db: Db, email: string, reason: string): Promise<void> {
  const tried = email.trim().toLowerCase().slice(0, 254);
  const [account] = tried ? await db.select({ id: users.id }).from(users).where(eq(users.email, tried)) : [];
  await recordAudit(db, {
    actorId: null,
    action: 'auth.sign_in_failed',
    entityType: 'user',
    entityId: account?.id ?? null,
    data: { email: tried, reason },
    status: 'failure',
  });
}

/** Whether signing in at `path` still waits for a second factor (no sign-in yet). */
export async function waitsForSecondFactor(db: Db, userId: string, path: string | undefined) {
  if (path !== '/sign-in/email') return false;
  const [row] = await db
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row?.twoFactorEnabled === true;
}
