import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_REASONS, type ResponseLinkView } from '@estate/domain';
import type { z } from 'zod';
import type { institutionResponseSchema } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { auditEvents, institutions, institutionsNotified, notifications, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';
import { announceChange } from './events.js';
import { verifyResponseToken } from './tokens.js';

export const RESPONSE_TEXTS = {
  invalid: 'This link is not valid. Please use the link from the notification email.',
  expired: 'This link has expired. Please contact NZ Estate Platform and quote the reference code.',
  used: 'This notification has already been answered. Thank you.',
} as const;

/** Checks a response link; answers the row it may act on. */
export function checkToken(secret: string, token: string): { id: string; expiresAt: Date } {
  const check = verifyResponseToken(secret, token);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new AppError('GONE', RESPONSE_TEXTS.expired)
      : new AppError('NOT_FOUND', RESPONSE_TEXTS.invalid);
  }
  return { id: check.institutionsNotifiedId, expiresAt: check.expiresAt };
}

async function loadView(db: Db, id: string, expiresAt: Date) {
  const [row] = await db
    .select({
      id: institutionsNotified.id,
      status: institutionsNotified.status,
      responseReceived: institutionsNotified.responseReceived,
      accountReference: institutionsNotified.accountReference,
      institutionName: institutions.name,
      notificationId: notifications.id,
      referenceCode: notifications.referenceCode,
      deceasedName: notifications.deceasedName,
      dateOfDeath: notifications.dateOfDeath,
      notificationType: notifications.notificationType,
      createdBy: notifications.createdBy,
    })
    .from(institutionsNotified)
    .innerJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
    .where(eq(institutionsNotified.id, id));
  if (!row) throw new AppError('NOT_FOUND', RESPONSE_TEXTS.invalid);
  const view: ResponseLinkView = {
    institutionName: row.institutionName,
    deceasedName: row.deceasedName,
    dateOfDeath: row.dateOfDeath,
    referenceCode: row.referenceCode,
    accountReference: row.accountReference,
    reasons: row.notificationType
      .split(', ')
      .map((r) => NOTIFICATION_REASONS.find((o) => o.value === r)?.label ?? r)
      .join(', '),
    status: row.status,
    responseReceived: row.responseReceived,
    expiresAt: expiresAt.toISOString(),
  };
  return { row, view };
}

export async function viewResponseLink(db: Db, secret: string, token: string): Promise<ResponseLinkView> {
  const { id, expiresAt } = checkToken(secret, token);
  return (await loadView(db, id, expiresAt)).view;
}

const FINAL = new Set(['completed', 'failed']);

/**
 * An institution answers through its link: acknowledge (→ sent), completed (→ completed), or
 * needs more information (→ failed, with its message). A final answer spends the link. The
 * requester is emailed, and open status pages update.
 */
export async function answerResponseLink(
  db: Db,
  opts: { secret: string; publicUrl: string },
  token: string,
  input: z.output<typeof institutionResponseSchema>,
): Promise<ResponseLinkView> {
  const { id, expiresAt } = checkToken(opts.secret, token);
  const { row } = await loadView(db, id, expiresAt);
  await db.transaction(async (tx) => {
    // Lock the row so two answers cannot both pass the "already answered" check.
    const [locked] = await tx
      .execute<{
        status: string;
      }>(sql`SELECT status FROM institutions_notified WHERE institutions_notified_id = ${id} FOR UPDATE`)
      .then((r) => (r as unknown as { rows: { status: string }[] }).rows);
    if (!locked || FINAL.has(locked.status)) throw new AppError('GONE', RESPONSE_TEXTS.used);
    const status =
      input.action === 'complete' ? 'completed' : input.action === 'need_info' ? 'failed' : 'sent';
    await tx
      .update(institutionsNotified)
      .set({
        status,
        responseReceived: true,
        respondedAt: new Date(),
        sentDate: sql`coalesce(${institutionsNotified.sentDate}, now())`,
        responseMessage: input.message || null,
      })
      .where(eq(institutionsNotified.id, id));
    await tx.insert(auditEvents).values({
      action: 'institution.responded',
      entityType: 'institutions_notified',
      entityId: id,
      data: { action: input.action, from: locked.status, to: status, message: input.message || null },
    });
    const [requester] = row.createdBy
      ? await tx
          .select({ email: users.email, name: users.name })
          .from(users)
          .where(eq(users.id, row.createdBy))
      : [];
    if (requester) {
      const statusUrl = `${opts.publicUrl}/notify/status/${row.referenceCode}`;
      const what =
        input.action === 'complete'
          ? 'has completed what you asked'
          : input.action === 'need_info'
            ? 'needs more information from you'
            : 'has received your notification';
      await enqueueEmail(tx, {
        kind: 'institution-response',
        to: requester.email,
        subject: `${row.institutionName} ${what} (${row.referenceCode})`,
        text: [
          `Kia ora ${requester.name},`,
          '',
          `${row.institutionName} ${what} about ${row.deceasedName}.`,
          ...(input.message ? ['', `Their message: ${input.message}`] : []),
          '',
          `See every organisation's progress: ${statusUrl}`,
        ].join('\n'),
        link: statusUrl,
      });
    }
  });
  announceChange(row.referenceCode);
  return (await loadView(db, id, expiresAt)).view;
}
