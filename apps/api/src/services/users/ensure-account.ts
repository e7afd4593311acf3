import { eq } from 'drizzle-orm';
import { SELF_SERVICE_ROLES, type Role } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';
import { signUpConfirmed, type Auth } from '../auth/auth.js';

export interface EnsureAccountInput {
  email: string;
  name: string;
  password: string;
  role: Role;
  emailVerified?: boolean;
}

/**
 * Creates an account with a password through better-auth (so hashing and the executors row follow
 * the same path as sign-up), or, when the email exists, sets its role. Roles that cannot be chosen
 * at sign-up (admin, user) are granted afterwards, with an audit event.
 */
export async function ensureAccount(
  auth: Auth,
  db: Db,
  input: EnsureAccountInput,
): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  let id: string;
  let created = false;
  if (existing) {
    id = existing.id;
  } else {
    const selfService = (SELF_SERVICE_ROLES as readonly string[]).includes(input.role);
    // `role` is not an input field of better-auth's; the sign-up hook reads it from the body.
    const body = {
      email,
      name: input.name,
      password: input.password,
      role: selfService ? input.role : 'beneficiary',
    };
    // An address already confirmed (the demo's) is sent no "Confirm your email address".
    const result = input.emailVerified
      ? await signUpConfirmed(() => auth.api.signUpEmail({ body }))
      : await auth.api.signUpEmail({ body });
    id = result.user.id;
    created = true;
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    if (row && row.role !== input.role) {
      await tx.update(users).set({ role: input.role }).where(eq(users.id, id));
      await recordAudit(tx, {
        actorId: null,
        action: 'user.role_changed',
        entityType: 'user',
        entityId: id,
        data: { from: row.role, to: input.role },
      });
    }
    if (input.emailVerified) await tx.update(users).set({ emailVerified: true }).where(eq(users.id, id));
  });
  return { id, created };
}
