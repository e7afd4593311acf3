import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';

/**
 * The changes to how someone signs in that end every other session of theirs (issue 41), and the
 * words the audit trail gives each as the reason.
 */
export const SIGN_IN_CHANGES = {
  passwordChanged: 'password changed',
  passwordReset: 'password reset',
  twoFactorEnabled: 'two-factor sign-in turned on',
  twoFactorDisabled: 'two-factor sign-in turned off',
  emailChanged: 'email address changed',
} as const;
export type SignInChange = keyof typeof SIGN_IN_CHANGES;

/**
 * Ends every session of `userId` except `keepToken`'s (the session that made the change, or the
 * fresh one that replaced it); with no session to keep (a password reset by emailed link), every
 * one. Audited as `auth.other_sessions_ended` with the reason, in the same transaction; the event
 * names no count, because on a password change or reset better-auth has already ended them itself
 * (`revokeOtherSessions`, `revokeSessionsOnPasswordReset`) and this call is the record and a second
 * lock on the same door. Answers how many sessions this call ended.
 *
 * Sessions live only in the sessions table (no secondary storage, no cookie cache), and every
 * request reads it (services/auth/session-reader.ts), so an ended session is refused at once.
 */
export async function endOtherSessions(
  db: Db,
  userId: string,
  keepToken: string | null,
  change: SignInChange,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(
        keepToken
          ? and(eq(sessions.userId, userId), ne(sessions.token, keepToken))
          : eq(sessions.userId, userId),
      )
      .returning({ id: sessions.id });
    await recordAudit(tx, {
      actorId: userId,
      action: 'auth.other_sessions_ended',
      entityType: 'user',
      entityId: userId,
      data: { reason: SIGN_IN_CHANGES[change] },
    });
    return ended.length;
  });
}
