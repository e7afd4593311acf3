import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  INVITATION_LINK_TTL_SECONDS,
  parseRole,
  readNotificationPreferences,
  TEXTS,
  USER_ADMIN_PAGE,
  USER_ADMIN_TEXTS,
  userAdminDtoSchema,
  userAdminInputSchema,
  userAdminListQuerySchema,
  userAdminSummarySchema,
} from '@estate/domain';
import type { Tx } from '../../../db/client.js';
import {
  accounts,
  executors,
  lawFirms,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { isCommonPassword } from '../../auth/common-passwords.js';
import { hashPassword } from '../../auth/password-hash.js';
import { estateCountOfAccount, listedAccounts } from '../../access/index.js';
import { bringEstatesIntoFirm } from '../../estates/file-numbers.js';
import { accountInvitationEmail } from '../../email/templates/index.js';
import { enqueueEmail } from '../../outbox/enqueue-email.js';
import { definePlatformRecord } from '../../records/define-platform-record.js';
import { countsOf } from '../../records/summaries.js';

const refuse = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);

type UserRow = typeof users.$inferSelect;

/**
 * The active admins other than `userId`, counted with their rows locked: two admins demoting each
 * other at once are served one after the other, so the second sees the first's change.
 */
async function otherActiveAdmins(tx: Tx, userId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), isNull(users.deletedAt)))
    .for('update');
  return rows.filter((r) => r.id !== userId).length;
}

const isActiveAdmin = (row: UserRow) => row.role === 'admin' && row.active && row.deletedAt === null;

/** Sets (or replaces) the account's password, hashed as better-auth hashes it (argon2id). */
async function setPassword(tx: Tx, userId: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  const [credential] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (credential) {
    await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(eq(accounts.id, credential.id));
  } else {
    await tx.insert(accounts).values({ userId, providerId: 'credential', accountId: userId, password: hash });
  }
}

/**
 * An invitation to set a password: a reset-password token stored as better-auth stores its own
 * (`reset-password:<token>` → the user id), so /reset-password?token=… and POST
 * /api/auth/reset-password complete it (and make the sign-in account) exactly as a reset does.
 */
async function invite(tx: Tx, row: UserRow, publicUrl: string, inviterId: string): Promise<void> {
  const [inviter] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, inviterId));
  const token = randomBytes(24).toString('base64url');
  await tx.insert(verifications).values({
    identifier: `reset-password:${token}`,
    value: row.id,
    expiresAt: new Date(Date.now() + INVITATION_LINK_TTL_SECONDS * 1000),
  });
  const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await enqueueEmail(tx, {
    kind: 'account-invitation',
    to: row.email,
    ...accountInvitationEmail({ name: row.name, url, publicUrl }),
    link: url,
    // A question about the new account reaches the administrator who made it (decision 078).
    ...(inviter ? { replyTo: { name: inviter.name, address: inviter.email } } : {}),
  });
}

/**
 * Users (spec 3 §2, /dashboard/admin/users; admins only): the real accounts. Adding one sets a
 * password or emails an invitation; an edit may replace the password; deactivating ends the
 * person's sessions at once (and the session hook in services/auth/auth.ts refuses new ones);
 * deleting blanks the personal data but keeps the row, so the audit trail reads "Deleted user".
 * Nobody removes, deactivates or demotes the last active admin, nor changes their own role or
 * standing. A lawyer put in a firm brings their own firmless estates into it (decision 020).
 */
export const userRecords = definePlatformRecord({
  path: 'admin/users',
  entity: 'user',
  tag: 'Admin: users',
  texts: USER_ADMIN_TEXTS,
  table: users,
  scope: () => listedAccounts(),
  input: userAdminInputSchema,
  dto: userAdminDtoSchema,
  listQuery: userAdminListQuerySchema,
  summary: userAdminSummarySchema,
  toValues: (input) => ({
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone ? input.phone : null,
    role: input.role,
    active: input.status === 'active',
    firmId: input.firmId ? input.firmId : null,
    updatedAt: new Date(),
  }),
  lookups: {
    firmName: sql<
      string | null
    >`(select ${lawFirms.name} from ${lawFirms} where ${lawFirms.id} = ${users.firmId})`,
    // The estates the account may see, by the access floor's own rule (decision 059): a firm's
    // second lawyer counts the firm's estates, not only those they hold a role link to.
    linkedEstates: estateCountOfAccount({ id: users.id, role: users.role, firmId: users.firmId }),
  },
  toDto: (row, { lookups }) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: parseRole(row.role),
    active: row.active,
    firmId: row.firmId,
    firmName: (lookups.firmName as string | null | undefined) ?? null,
    linkedEstates: Number(lookups.linkedEstates ?? 0),
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    notificationPreferences: readNotificationPreferences(row.notificationPreferences),
  }),
  label: (row) => row.name,
  auditData: (row) => ({ role: row.role }),
  search: [users.name, users.email, users.phone],
  filters: {
    role: users.role,
    status: (value) => eq(users.active, value === 'active'),
  },
  sorts: {
    name: users.name,
    email: users.email,
    role: users.role,
    lastSignInAt: users.lastSignInAt,
    createdAt: users.createdAt,
  },
  defaultSort: { key: 'createdAt', order: 'desc' },
  summarise: async (db, { scoped }) => {
    const [counts, present] = await Promise.all([
      countsOf(db, users, scoped, {
        totalUsers: true,
        activeUsers: eq(users.active, true),
        adminUsers: eq(users.role, 'admin'),
        inactiveUsers: eq(users.active, false),
      }),
      db.selectDistinct({ role: users.role }).from(users).where(scoped).orderBy(users.role),
    ]);
    return { ...counts, roles: present.map((r) => parseRole(r.role)) };
  },

  beforeSave: async (tx, { before, values, input, actor, audit }) => {
    if (input.password && isCommonPassword(input.password)) {
      throw refuse('password', TEXTS.errors.commonPassword);
    }
    if (values.firmId) {
      const [firm] = await tx
        .select({ id: lawFirms.id })
        .from(lawFirms)
        .where(eq(lawFirms.id, values.firmId));
      if (!firm) throw refuse('firmId', USER_ADMIN_PAGE.firmUnknown);
    }
    const preferences = input.notificationPreferences;
    if (!before) {
      const email = values.email ?? '';
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw refuse('email', USER_ADMIN_PAGE.emailTaken);
      audit.invited = !input.password;
      // An admin vouches for the address; an invited person proves it by using the emailed link.
      return { emailVerified: true, notificationPreferences: preferences };
    }

    if (before.id === actor.id) {
      if (values.role !== before.role) throw refuse('role', USER_ADMIN_PAGE.ownRole);
      if (values.active === false && before.active) throw refuse('status', USER_ADMIN_PAGE.ownStatus);
    }
    const demoted = values.role !== 'admin';
    if (isActiveAdmin(before) && (demoted || values.active === false)) {
      if ((await otherActiveAdmins(tx, before.id)) === 0) {
        throw refuse(demoted ? 'role' : 'status', USER_ADMIN_PAGE.lastAdmin);
      }
    }
    if (values.role !== before.role) audit.role = { from: before.role, to: values.role };
    if (values.active !== before.active) audit.active = { from: before.active, to: values.active };
    if ((values.firmId ?? null) !== before.firmId)
      audit.firm = { from: before.firmId, to: values.firmId ?? null };
    if (input.password) audit.passwordReplaced = true;
    // The email is the person's sign-in: it stays as it was. Stored preferences keep keys the form
    // doesn't show (a time zone, say).
    const stored = before.notificationPreferences;
    return {
      email: before.email,
      notificationPreferences: {
        ...(stored && typeof stored === 'object' ? stored : {}),
        ...preferences,
      },
    };
  },

  afterSave: async (tx, row, { before, input, actor, audit, config }) => {
    if (input.password) {
      await setPassword(tx, row.id, input.password);
      // A password an admin replaced ends the sessions made with the old one (not their own).
      if (before && row.id !== actor.id) await tx.delete(sessions).where(eq(sessions.userId, row.id));
    } else if (!before) {
      await invite(tx, row, config.publicUrl, actor.id);
    }
    if (row.role === 'executor' && before?.role !== 'executor') {
      // An executor account has its executors row (spec 1 §7), as if it had signed up as one.
      const [existing] = await tx
        .select({ id: executors.id })
        .from(executors)
        .where(eq(executors.userId, row.id));
      if (!existing) await tx.insert(executors).values({ userId: row.id, fullName: row.name });
    }
    if (before?.active && !row.active) {
      // Deactivated: signed out everywhere at once.
      await tx.delete(sessions).where(eq(sessions.userId, row.id));
    }
    if (row.firmId && row.firmId !== before?.firmId) {
      // Joining a firm brings the lawyer's own firmless estates into it (decision 020); leaving
      // one leaves the firm's estates with the firm.
      // Each takes the firm's next file number (file numbers are unique per firm).
      const joined = await bringEstatesIntoFirm(tx, row.id, row.firmId);
      if (joined.length) audit.estatesJoinedFirm = joined.length;
    }
  },

  beforeDelete: async (tx, row, { actor }) => {
    if (row.id === actor.id) throw refuse('id', USER_ADMIN_PAGE.ownDelete);
    if (isActiveAdmin(row) && (await otherActiveAdmins(tx, row.id)) === 0) {
      throw refuse('id', USER_ADMIN_PAGE.lastAdmin);
    }
  },

  // Deleting an account blanks who the person was and every way to sign in, but keeps the row: the
  // audit trail's events by them still point at it and read "Deleted user".
  remove: async (tx, row) => {
    const [removed] = await tx
      .update(users)
      .set({
        name: USER_ADMIN_PAGE.deletedName,
        email: `deleted-${row.id}@deleted.invalid`,
        phone: null,
        image: null,
        notificationPreferences: null,
        active: false,
        emailVerified: false,
        twoFactorEnabled: false,
        firmId: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, row.id))
      .returning();
    await tx.delete(sessions).where(eq(sessions.userId, row.id));
    await tx.delete(accounts).where(eq(accounts.userId, row.id));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, row.id));
    // A pending invitation or reset link must not bring the account back.
    await tx.delete(verifications).where(eq(verifications.value, row.id));
    await tx
      .update(executors)
      .set({ fullName: USER_ADMIN_PAGE.deletedName })
      .where(eq(executors.userId, row.id));
    return removed;
  },
});
