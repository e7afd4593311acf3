import type { Db } from '../../db/client.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Actor } from './actor.js';

/**
 * The changes to a person's sign-in security made through better-auth's endpoints (Settings ›
 * Security), and the audit action each is recorded as once it succeeded (category security).
 */
const SECURITY_CHANGES: Record<string, string> = {
  '/api/auth/change-password': 'auth.password_changed',
  '/api/auth/two-factor/disable': 'auth.two_factor_disabled',
  '/api/auth/two-factor/generate-backup-codes': 'auth.recovery_codes_regenerated',
  // Only when a signed-in person confirms their first code: the same endpoint also signs people in.
  '/api/auth/two-factor/verify-totp': 'auth.two_factor_enabled',
};

/** Whether a request to `path` may change the signed-in person's security (so the actor is read first). */
export function mayChangeSecurity(path: string): boolean {
  return path in SECURITY_CHANGES;
}

/** The audit action of a request to `path` by `actor` (read before the request ran), or null. */
export function securityChangeOf(path: string, actor: Actor | null): string | null {
  const action = SECURITY_CHANGES[path];
  if (!action || !actor) return null;
  if (action === 'auth.two_factor_enabled' && actor.twoFactorEnabled) return null;
  return action;
}

/** Records a security change of the person's own account. */
export async function recordSecurityChange(db: Db, actor: Actor, action: string): Promise<void> {
  await recordAudit(db, { actorId: actor.id, action, entityType: 'user', entityId: actor.id });
}
