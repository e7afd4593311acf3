import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  EMAIL_UNSUBSCRIBE_NOT_VALID,
  effectiveChannels,
  type EmailUnsubscribeState,
  type NotificationKind,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { publishAccountChange } from '../events/change-feed.js';
import { verifyUnsubscribeToken } from './envelope.js';

const NOT_VALID = EMAIL_UNSUBSCRIBE_NOT_VALID;

async function personOf(db: Db | Tx, secret: string, token: string, lock = false) {
  const named = verifyUnsubscribeToken(secret, token);
  if (!named) throw notFound(NOT_VALID);
  const query = db
    .select({ prefs: users.notificationPreferences })
    .from(users)
    .where(and(eq(users.id, named.userId), isNull(users.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(NOT_VALID);
  return { ...named, prefs: row.prefs };
}

function stateOf(kind: NotificationKind, prefs: unknown): EmailUnsubscribeState {
  const label = NOTIFICATION_KINDS.find((k) => k.value === kind)?.label ?? kind;
  return { kind, label, emailOn: effectiveChannels(prefs, kind).email };
}

/** What the link would turn off, changing nothing (a GET, a link checker's visit). */
export async function readUnsubscribe(db: Db, secret: string, token: string): Promise<EmailUnsubscribeState> {
  const { kind, prefs } = await personOf(db, secret, token);
  return stateOf(kind, prefs);
}

/**
 * The one-click unsubscribe (RFC 8058): turns the email switch of the token's kind off for its
 * person, without a sign-in: the signed token is the proof. The in-app switch is left as it was.
 * Doing it twice changes nothing more. Audited on the account, and the version bumped, as a save in
 * Settings is (decision 060).
 */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<EmailUnsubscribeState> {
  return db.transaction(async (tx) => {
    const { userId, kind, prefs } = await personOf(tx, secret, token, true);
    if (!stateOf(kind, prefs).emailOn) return stateOf(kind, prefs);
    const current = users.notificationPreferences;
    const stored = (prefs && typeof prefs === 'object' ? prefs : {}) as Record<string, unknown>;
    const inApp = (stored[kind] as { inApp?: unknown } | undefined)?.inApp !== false;
    const [row] = await tx
      .update(users)
      .set({
        notificationPreferences: sql`(case when jsonb_typeof(${current}) = 'object' then ${current} else '{}'::jsonb end) || ${JSON.stringify({ [kind]: { inApp, email: false } })}::jsonb`,
        updatedAt: new Date(),
        version: sql`${users.version} + 1`,
      })
      .where(eq(users.id, userId))
      .returning({ prefs: users.notificationPreferences });
    await recordAudit(tx, {
      actorId: userId,
      action: 'user.notification_preferences_updated',
      entityType: 'user',
      entityId: userId,
      data: { kind, email: false, via: 'one-click unsubscribe' },
    });
    await publishAccountChange(tx, userId);
    return stateOf(kind, row!.prefs);
  });
}
