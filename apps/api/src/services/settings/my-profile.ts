import { fromNodeHeaders } from 'better-auth/node';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  parseRole,
  type IfMatch,
  TEXTS,
  type ProfileDto,
  type ProfileSaved,
  type profileInputSchema,
} from '@estate/domain';
import type { z } from 'zod';
import type { Config } from '../../env.js';
import type { Db, Tx } from '../../db/client.js';
import { lawFirms, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { requireVersion } from '../../lib/versions.js';
import { lastChangeOf } from '../audit/last-change.js';
import { recordAudit } from '../audit/record-audit.js';
import { publishAccountChange } from '../events/change-feed.js';
import type { Actor } from '../access/actor.js';
import { myOwnRows } from '../access/index.js';
import type { Auth } from '../auth/auth.js';
import type { RateLimiter } from '../rate-limit.js';

/** Where the emailed link of an email change lands once opened. */
export const EMAIL_CHANGED_CALLBACK = '/dashboard/settings?email=confirmed';

/** The signed-in person's own profile (Settings and the Profile page). */
/** The person's time zone (the dashboard's dates are shown in it), or null before they chose one. */
export async function myTimeZone(db: Db | Tx, actor: Pick<Actor, 'id'>): Promise<string | null> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(myOwnRows.account(actor));
  return row?.timeZone ?? null;
}

export async function getMyProfile(db: Db | Tx, actor: Pick<Actor, 'id'>): Promise<ProfileDto> {
  const [row] = await db
    .select({
      version: users.version,
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      timeZone: users.timeZone,
      role: users.role,
      firmId: lawFirms.id,
      firmName: lawFirms.name,
      createdAt: users.createdAt,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .leftJoin(lawFirms, eq(lawFirms.id, users.firmId))
    .where(myOwnRows.account(actor));
  if (!row) throw notFound();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    timeZone: row.timeZone,
    role: parseRole(row.role),
    firm: row.firmId && row.firmName ? { id: row.firmId, name: row.firmName } : null,
    memberSince: row.createdAt.toISOString(),
    twoFactorEnabled: row.twoFactorEnabled === true,
    version: row.version,
  };
}

/**
 * The account's audit events that change what its version covers (its trail also records sign-ins
 * and security steps, which do not): the person's own saves and the admin Users screen's.
 */
const ACCOUNT_EDITS = [
  'user.created',
  'user.updated',
  'user.role_changed',
  'user.profile_updated',
  'user.notification_preferences_updated',
];

/**
 * Refuses a change to the person's own account row (profile, notification switches) unless it was
 * made against the row's current version (decision 060): the user row's `version`, which the admin
 * Users screen bumps too. With `lock`, the row stays locked for the caller's transaction. The 412
 * answers `current()` and who last changed the account (audit entity `user`).
 */
export async function requireMyAccountVersion(
  db: Db | Tx,
  actor: Pick<Actor, 'id'>,
  expected: IfMatch,
  current: () => Promise<unknown>,
  lock = false,
): Promise<void> {
  const query = db.select({ version: users.version }).from(users).where(myOwnRows.account(actor));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  await requireVersion(expected, row.version, async () => ({
    current: await current(),
    ...(await lastChangeOf(db, 'user', actor.id, ACCOUNT_EDITS)),
  }));
}

/**
 * Saves the profile: name, phone and time zone at once (one transaction); a different email is
 * only asked for: better-auth emails a confirmation link to the new address (through the outbox)
 * and changes the email when it is opened. The link is asked for first, so a refusal (too many
 * requests) leaves everything as it was. Whether the new address already has an account is not
 * told: the answer is the same either way (better-auth then sends nothing).
 */
export async function updateMyProfile(
  deps: { db: Db; auth: Auth; config: Config; rateLimits: RateLimiter },
  actor: Actor,
  input: z.output<typeof profileInputSchema>,
  request: FastifyRequest,
  expected: IfMatch,
): Promise<ProfileSaved> {
  const { db, auth, config, rateLimits } = deps;
  // The version first (decision 060), so a stale save asks for no email change; checked again
  // below with the row locked, for a change that lands in between.
  await requireMyAccountVersion(db, actor, expected, () => getMyProfile(db, actor));
  const newEmail = input.email.toLowerCase();
  const changingEmail = newEmail !== actor.email.toLowerCase();
  if (changingEmail) {
    const limit = await rateLimits.hit(
      `email-change:${actor.id}`,
      config.rateLimit.perAccount,
      config.rateLimit.windowMs,
    );
    if (!limit.allowed) throw new AppError('RATE_LIMITED', TEXTS.errors.rateLimited);
    await auth.api.changeEmail({
      body: { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK },
      headers: fromNodeHeaders(request.headers),
    });
  }
  await db.transaction(async (tx) => {
    await requireMyAccountVersion(tx, actor, expected, () => getMyProfile(tx, actor), true);
    await tx
      .update(users)
      .set({
        name: input.name,
        phone: input.phone ? input.phone : null,
        timeZone: input.timeZone,
        updatedAt: new Date(),
        version: sql`${users.version} + 1`,
      })
      .where(myOwnRows.account(actor));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.profile_updated',
      entityType: 'user',
      entityId: actor.id,
      data: { name: input.name, ...(changingEmail ? { emailChangeRequested: true } : {}) },
    });
    await publishAccountChange(tx, actor.id);
  });
  return { ...(await getMyProfile(db, actor)), emailChangeSentTo: changingEmail ? newEmail : null };
}
