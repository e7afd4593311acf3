import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  institutions,
  institutionsNotified,
  notificationDocuments,
  notificationReplies,
  notifications,
} from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { visibleNotifications } from '../access/index.js';
import { checkToken } from './view-response-link.js';

export type NotificationDocument = typeof notificationDocuments.$inferSelect;

/**
 * A notification's document for its submitter (or an admin); anyone else: 404. The download is
 * audited (`notification_document.downloaded`, with the notification's estate if it has one).
 */
export async function getNotificationDocument(
  db: Db,
  actor: Actor,
  documentId: string,
): Promise<NotificationDocument> {
  const [row] = await db
    .select({
      doc: notificationDocuments,
      estateId: notifications.estateId,
      referenceCode: notifications.referenceCode,
    })
    .from(notificationDocuments)
    .innerJoin(notifications, eq(notifications.id, notificationDocuments.notificationId))
    .where(and(eq(notificationDocuments.id, documentId), visibleNotifications(actor)));
  if (!row) throw notFound('Document not found');
  await recordAudit(db, {
    actorId: actor.id,
    action: 'notification_document.downloaded',
    entityType: 'notification_document',
    entityId: row.doc.id,
    data: {
      ...(row.estateId ? { estateId: row.estateId } : {}),
      name: row.doc.fileName,
      referenceCode: row.referenceCode,
    },
  });
  return row.doc;
}

/**
 * A document of the notification an organisation's response link is about (no account). Audited
 * with no user (the organisation is named in the data), from the request's address.
 */
export async function getResponseDocument(
  db: Db,
  secret: string,
  token: string,
  documentId: string,
): Promise<NotificationDocument> {
  const { id } = checkToken(secret, token);
  // Compared in JavaScript, not SQL: a malformed id then simply matches nothing.
  const [doc] = await db
    .select({
      doc: notificationDocuments,
      institution: institutions.name,
      otherName: institutionsNotified.otherName,
      replyTo: notificationReplies.institutionsNotifiedId,
      estateId: notifications.estateId,
      referenceCode: notifications.referenceCode,
    })
    .from(notificationDocuments)
    .innerJoin(
      institutionsNotified,
      eq(institutionsNotified.notificationId, notificationDocuments.notificationId),
    )
    .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .leftJoin(notificationReplies, eq(notificationReplies.id, notificationDocuments.replyId))
    .innerJoin(notifications, eq(notifications.id, notificationDocuments.notificationId))
    .where(eq(institutionsNotified.id, id))
    // The notification's own documents, and those the family sent with a reply to THIS
    // organisation; another organisation's reply documents are not this link's to open.
    .then((rows) =>
      rows.filter((r) => r.doc.id === documentId && (r.doc.replyId === null || r.replyTo === id)),
    );
  if (!doc) throw notFound('Document not found');
  await recordAudit(db, {
    actorId: null,
    action: 'notification_document.downloaded',
    entityType: 'notification_document',
    entityId: doc.doc.id,
    data: {
      ...(doc.estateId ? { estateId: doc.estateId } : {}),
      name: doc.doc.fileName,
      referenceCode: doc.referenceCode,
      institution: doc.institution ?? doc.otherName,
      byInstitution: true,
    },
  });
  return doc.doc;
}
