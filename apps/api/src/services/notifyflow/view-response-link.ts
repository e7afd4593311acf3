import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { CONTACT_METHODS, NOTIFICATION_REASONS, RELATIONSHIPS, type ResponseLinkView } from '@estate/domain';
import type { Db } from '../../db/client.js';
import {
  institutions,
  institutionsNotified,
  notificationDocuments,
  notificationReplies,
  notifications,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { loadConversations } from './conversation.js';
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

/**
 * The row a response link acts on, and what the organisation's page shows: the notification, its
 * documents (the ones sent with it, and those the family sent with replies to this organisation
 * only), the family's chosen contact, and the conversation. Document links go through `token`.
 */
export async function loadResponseLink(db: Db, id: string, expiresAt: Date, token: string) {
  const [row] = await db
    .select({
      id: institutionsNotified.id,
      status: institutionsNotified.status,
      responseReceived: institutionsNotified.responseReceived,
      accountReference: institutionsNotified.accountReference,
      institutionName: institutions.name,
      otherName: institutionsNotified.otherName,
      notificationId: notifications.id,
      referenceCode: notifications.referenceCode,
      deceasedName: notifications.deceasedName,
      dateOfDeath: notifications.dateOfDeath,
      notificationType: notifications.notificationType,
      createdBy: notifications.createdBy,
      recipient: notifications.recipient,
      relationship: notifications.relationship,
      channel: notifications.channel,
      recipientEmail: notifications.recipientEmail,
      recipientPhone: notifications.recipientPhone,
      contactAddress: notifications.contactAddress,
    })
    .from(institutionsNotified)
    .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
    .where(eq(institutionsNotified.id, id));
  if (!row) throw new AppError('NOT_FOUND', RESPONSE_TEXTS.invalid);
  const urlOf = (documentId: string) => `/api/respond/${encodeURIComponent(token)}/documents/${documentId}`;
  const documents = await db
    .select({ id: notificationDocuments.id, fileName: notificationDocuments.fileName })
    .from(notificationDocuments)
    .leftJoin(notificationReplies, eq(notificationReplies.id, notificationDocuments.replyId))
    .where(
      and(
        eq(notificationDocuments.notificationId, row.notificationId),
        or(isNull(notificationDocuments.replyId), eq(notificationReplies.institutionsNotifiedId, id)),
      ),
    )
    .orderBy(asc(notificationDocuments.createdAt), asc(notificationDocuments.fileName));
  const conversation = (await loadConversations(db, [id], urlOf)).get(id) ?? [];
  const method = CONTACT_METHODS.find((m) => m.value === row.channel)?.value ?? 'email';
  const detail =
    method === 'email' ? row.recipientEmail : method === 'phone' ? row.recipientPhone : row.contactAddress;
  const view: ResponseLinkView = {
    institutionName: row.institutionName ?? row.otherName ?? '',
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
    documents: documents.map((d) => ({ ...d, url: urlOf(d.id) })),
    contact: {
      name: row.recipient,
      relationship: RELATIONSHIPS.find((r) => r.value === row.relationship)?.label ?? row.relationship,
      method,
      detail: detail || null,
    },
    conversation,
    // Completed is final; "need more information" waits on the family — their reply sets the row
    // back to sent, and the organisation may answer again on the same link.
    mayAnswer: !['completed', 'failed'].includes(row.status),
  };
  return { row, view };
}

export async function viewResponseLink(db: Db, secret: string, token: string): Promise<ResponseLinkView> {
  const { id, expiresAt } = checkToken(secret, token);
  return (await loadResponseLink(db, id, expiresAt, token)).view;
}
