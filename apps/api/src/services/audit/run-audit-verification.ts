import {
  AUDIT_CHAIN_TEXTS,
  auditChainBreakSchema,
  auditChainHeadsSchema,
  type AuditChainBreak,
  type AuditVerification,
  type AuditVerificationStatus,
} from '@estate/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Remember } from '../../lib/idempotency.js';
import { auditVerifications, users } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { notify, type Notice } from '../app-notifications/notify.js';
import { noticeEmail } from '../email/templates/index.js';
import { publishChange } from '../events/change-feed.js';
import { lastPassingHeads, verifyAuditChains } from './audit-chain.js';
import { recordAudit } from './record-audit.js';

/** The periodic job checks the chains when the newest check is older than this (decision 071). */
export const AUDIT_VERIFY_EVERY_HOURS = 6;
/** How often the job looks whether a check is due. */
export const AUDIT_VERIFY_TICK_MS = 10 * 60_000;

const AUDIT_LOG_PATH = '/dashboard/audit-log';

type Row = typeof auditVerifications.$inferSelect;

function toDto(row: Row, requestedBy: { id: string; name: string } | null): AuditVerification {
  return {
    id: row.id,
    trigger: row.trigger === 'admin' ? 'admin' : 'scheduled',
    requestedBy,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    ok: row.ok,
    events: row.events,
    breaks: z.array(auditChainBreakSchema).parse(row.breaks),
    heads: auditChainHeadsSchema.parse(row.heads),
  };
}

/** The notice every active admin gets when a check finds the chain broken: once per break. */
function brokenNotice(userId: string, breaks: AuditChainBreak[], publicUrl: string): Notice {
  const first = breaks[0]!;
  const message = AUDIT_CHAIN_TEXTS.noticeMessage(first.message);
  const link = `${publicUrl}${AUDIT_LOG_PATH}`;
  return {
    userId,
    kind: 'security',
    type: 'error',
    title: AUDIT_CHAIN_TEXTS.noticeTitle,
    message,
    link: AUDIT_LOG_PATH,
    // A break stays until the event is put back, so each check would find it again: one notice.
    dedupeKey: `audit-chain:${first.kind}:${first.chain}:${first.seq ?? ''}:${first.eventId ?? ''}`,
    email: { ...noticeEmail({ subject: AUDIT_CHAIN_TEXTS.noticeTitle, lines: [message], link }), link },
  };
}

export type VerificationTrigger = { by: 'scheduled' } | { by: 'admin'; actor: Pick<Actor, 'id' | 'role'> };

/**
 * Checks every audit chain now (against the newest passing check's heads), keeps the result, and
 * when something is wrong tells every active admin (in the app and by email, once per break). An
 * admin's check is itself audited. Answers the check as the Audit Log shows it.
 */
export async function runAuditVerification(
  db: Db,
  trigger: VerificationTrigger,
  env: { publicUrl: string },
  /** Keeps the answer under the request's Idempotency-Key, in the check's transaction. */
  remember?: Remember<AuditVerification>,
): Promise<AuditVerification> {
  const startedAt = new Date();
  // Read outside a transaction, a page at a time: a long check never holds the database.
  const check = await verifyAuditChains(db, { anchors: await lastPassingHeads(db) });
  return db.transaction(async (tx) => {
    const requestedBy = trigger.by === 'admin' ? trigger.actor.id : null;
    const [row] = await tx
      .insert(auditVerifications)
      .values({
        trigger: trigger.by,
        requestedBy,
        startedAt,
        ok: check.ok,
        events: check.events,
        breaks: check.breaks,
        heads: check.heads,
      })
      .returning();
    if (!check.ok) {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.active, true), isNull(users.deletedAt)));
      await notify(
        tx,
        admins.map((a) => brokenNotice(a.id, check.breaks, env.publicUrl)),
      );
    }
    if (requestedBy)
      await recordAudit(tx, {
        actorId: requestedBy,
        action: 'audit_log.verified',
        entityType: 'audit_log',
        entityId: row!.id,
        data: { ok: check.ok, events: check.events, problems: check.breaks.length },
      });
    await publishChange(tx, { kind: 'audit-verification', estateId: null, id: row!.id, action: 'created' });
    const answer = toDto(row!, requestedBy ? await nameOf(tx, requestedBy) : null);
    if (remember) await remember(tx, answer);
    return answer;
  });
}

async function nameOf(db: Db | Tx, id: string) {
  const [person] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
  return person ?? null;
}

/** The newest check (or none yet), for the Audit Log's tamper check panel. */
export async function getAuditVerificationStatus(db: Db): Promise<AuditVerificationStatus> {
  const [row] = await db
    .select({ verification: auditVerifications, name: users.name })
    .from(auditVerifications)
    .leftJoin(users, eq(users.id, auditVerifications.requestedBy))
    .orderBy(desc(auditVerifications.finishedAt))
    .limit(1);
  return {
    last: row
      ? toDto(
          row.verification,
          row.verification.requestedBy && row.name !== null
            ? { id: row.verification.requestedBy, name: row.name }
            : null,
        )
      : null,
    everyHours: AUDIT_VERIFY_EVERY_HOURS,
  };
}

/**
 * The periodic job: a check when the newest is older than AUDIT_VERIFY_EVERY_HOURS (or there is
 * none). Two processes may both check at once; that is harmless (the notice is made once).
 */
export async function runDueAuditVerification(db: Db, env: { publicUrl: string }): Promise<boolean> {
  const [newest] = await db
    .select({ finishedAt: auditVerifications.finishedAt })
    .from(auditVerifications)
    .orderBy(desc(auditVerifications.finishedAt))
    .limit(1);
  if (newest && Date.now() - newest.finishedAt.getTime() < AUDIT_VERIFY_EVERY_HOURS * 3_600_000) return false;
  await runAuditVerification(db, { by: 'scheduled' }, env);
  return true;
}
