import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  DEFAULT_REPLY_BUSINESS_DAYS,
  expectedReplyBy,
  isChaseOverdue,
  isPastNzDate,
  nzDateText,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import {
  institutions,
  institutionsNotified,
  notificationDocuments,
  notifications,
  users,
} from '../../db/schema.js';
import { inTransaction } from '../../lib/after-commit.js';
import { notify } from '../app-notifications/notify.js';
import { recordAudit } from '../audit/record-audit.js';
import { institutionReminderEmail } from '../email/templates/index.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';
import { publishChange } from '../events/change-feed.js';
import { signResponseToken } from './tokens.js';

/** The outbox kind of the one reminder an organisation gets (chasing, issue 18). */
export const REMINDER_EMAIL_KIND = 'institution-reminder';
/** The audit action on the row's trail when its reminder is queued. */
export const REMINDED_AUDIT_ACTION = 'institution_notified.reminded';
/** How often the sweep runs: a reminder is due on a date, so a minute late is on time. */
export const REMINDERS_INTERVAL_MS = 60_000;

export interface ReminderEnv {
  publicUrl: string;
  /** The server secret that signs response links. */
  secret: string;
}

type ChaseRow = {
  dispatchedAt: Date | null;
  acknowledgedAt: Date | null;
  remindedAt: Date | null;
  status: string;
  deliveryChannel: 'email' | 'letter';
};

/**
 * Whether the back office should follow a row up: an email reminded a second period ago with no
 * acknowledgement, or a letter (never reminded automatically: we do not post a second letter on
 * our own) not acknowledged within its reply time.
 */
export function isRowOverdue(row: ChaseRow, replyBusinessDays: number | null, now = new Date()): boolean {
  const days = replyBusinessDays ?? DEFAULT_REPLY_BUSINESS_DAYS;
  if (row.status !== 'sent' || row.acknowledgedAt) return false;
  if (row.deliveryChannel === 'letter') return isPastNzDate(expectedReplyBy(row.dispatchedAt, days), now);
  return isChaseOverdue(row, days, now);
}

/**
 * The chasing sweep: each organisation emailed (`dispatched_at`), still only sent (no answer, not
 * acknowledged), never reminded, and past its expected reply date (its directory reply time in New
 * Zealand business days after the New Zealand date it went out; 5 by default) gets ONE reminder.
 *
 * Each row is claimed by `UPDATE … SET reminded_at WHERE reminded_at IS NULL RETURNING` in the
 * transaction that queues its email, tells the requester and writes the trail: a second process
 * running the same sweep waits on the row lock, then finds it claimed, so two never send two.
 * Letters are not reminded (see isRowOverdue). Answers how many rows were reminded.
 */
export async function sendDueReminders(db: Db, env: ReminderEnv, now: Date = new Date()): Promise<number> {
  // Every reply time is at least one business day: nothing dispatched within the last day is due.
  const candidates = await db
    .select({
      id: institutionsNotified.id,
      dispatchedAt: institutionsNotified.dispatchedAt,
      replyBusinessDays: institutions.replyBusinessDays,
    })
    .from(institutionsNotified)
    .innerJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .where(
      and(
        isNull(institutionsNotified.acknowledgedAt),
        isNull(institutionsNotified.remindedAt),
        isNotNull(institutionsNotified.dispatchedAt),
        lt(institutionsNotified.dispatchedAt, new Date(now.getTime() - 86_400_000)),
        eq(institutionsNotified.status, 'sent'),
        eq(institutionsNotified.deliveryChannel, 'email'),
        isNotNull(institutions.notificationEmail),
      ),
    );
  let reminded = 0;
  for (const c of candidates) {
    if (!isPastNzDate(expectedReplyBy(c.dispatchedAt, c.replyBusinessDays), now)) continue;
    if (await remindOne(db, env, c.id, now)) reminded++;
  }
  return reminded;
}

async function remindOne(db: Db, env: ReminderEnv, id: string, now: Date): Promise<boolean> {
  return inTransaction(db, async ({ tx }) => {
    const [n] = await tx
      .select({
        referenceCode: notifications.referenceCode,
        estateId: notifications.estateId,
        deceasedName: notifications.deceasedName,
        dateOfDeath: notifications.dateOfDeath,
        createdBy: notifications.createdBy,
        institutionName: institutions.name,
        to: institutions.notificationEmail,
        senderName: users.name,
        senderEmail: users.email,
      })
      .from(institutionsNotified)
      .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
      .innerJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
      .leftJoin(users, eq(users.id, notifications.createdBy))
      .where(eq(institutionsNotified.id, id));
    // Its address removed since the sweep listed it: nothing to send, nothing claimed.
    if (!n?.to) return false;
    // The claim: a second sweep waits on this row's lock, then finds it reminded and moves on.
    const [claimed] = await tx
      .update(institutionsNotified)
      .set({ remindedAt: now, updatedAt: sql`now()` })
      .where(
        and(
          eq(institutionsNotified.id, id),
          isNull(institutionsNotified.remindedAt),
          isNull(institutionsNotified.acknowledgedAt),
          eq(institutionsNotified.status, 'sent'),
        ),
      )
      .returning({
        notificationId: institutionsNotified.notificationId,
        accountReference: institutionsNotified.accountReference,
        dispatchedAt: institutionsNotified.dispatchedAt,
      });
    if (!claimed) return false;
    const documents = await tx
      .select({ id: notificationDocuments.id, fileName: notificationDocuments.fileName })
      .from(notificationDocuments)
      .where(
        and(
          eq(notificationDocuments.notificationId, claimed.notificationId),
          isNull(notificationDocuments.replyId),
        ),
      );
    const token = signResponseToken(env.secret, id, now.getTime());
    const respondUrl = `${env.publicUrl}/respond/${token}`;
    const outboxId = await enqueueEmail(tx, {
      kind: REMINDER_EMAIL_KIND,
      to: n.to,
      ...institutionReminderEmail({
        institutionName: n.institutionName,
        deceasedName: n.deceasedName,
        dateOfDeath: n.dateOfDeath,
        sentAt: claimed.dispatchedAt,
        referenceCode: n.referenceCode,
        accountReference: claimed.accountReference,
        documents: documents.map((d) => ({
          name: d.fileName,
          url: `${env.publicUrl}/api/respond/${token}/documents/${d.id}`,
        })),
        respondUrl,
      }),
      link: respondUrl,
      institutionsNotifiedId: id,
      // A reply by email reaches the person who sent the notification (decision 078). No
      // List-Unsubscribe: this is the one reminder the row ever gets.
      ...(n.senderEmail ? { replyTo: { name: n.senderName ?? '', address: n.senderEmail } } : {}),
    });
    await recordAudit(tx, {
      actorId: null,
      action: REMINDED_AUDIT_ACTION,
      entityType: 'institutions_notified',
      entityId: id,
      data: { outboxId, to: n.to },
      ipAddress: null,
    });
    if (n.createdBy) {
      const on = nzDateText(now);
      await notify(tx, [
        {
          userId: n.createdBy,
          kind: 'notifyflow',
          type: 'info',
          title: `${n.institutionName} was reminded on ${on}`,
          message: `${n.institutionName} had not acknowledged your notification about ${n.deceasedName}, so we sent them a reminder on ${on}.`,
          link: `/dashboard/notifyflow/status/${encodeURIComponent(n.referenceCode)}`,
        },
      ]);
    }
    // The status page and the estate's NotifyFlow panel show the reminder live (decision 062).
    await publishChange(tx, {
      kind: 'notifyflow',
      estateId: n.estateId,
      id: claimed.notificationId,
      action: 'updated',
    });
    return true;
  });
}
