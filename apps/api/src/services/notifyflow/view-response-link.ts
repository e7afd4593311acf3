import { eq } from 'drizzle-orm';
import { NOTIFICATION_REASONS, type ResponseLinkView } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutions, institutionsNotified, notifications } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
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

/** The row a response link acts on, and what the organisation's page shows. */
export async function loadResponseLink(db: Db, id: string, expiresAt: Date) {
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
    // Issue 18 (in progress): the documents, the family's contact and the conversation.
    documents: [],
    contact: { name: '', relationship: '', method: 'email', detail: null },
    conversation: [],
    mayAnswer: !['completed', 'failed'].includes(row.status),
  };
  return { row, view };
}

export async function viewResponseLink(db: Db, secret: string, token: string): Promise<ResponseLinkView> {
  const { id, expiresAt } = checkToken(secret, token);
  return (await loadResponseLink(db, id, expiresAt)).view;
}
