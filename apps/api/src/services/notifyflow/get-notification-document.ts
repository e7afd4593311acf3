import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { institutionsNotified, notificationDocuments, notifications } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { visibleNotifications } from '../estates/access.js';
import { checkToken } from './view-response-link.js';

export type NotificationDocument = typeof notificationDocuments.$inferSelect;

/** A notification's document for its submitter (or an admin); anyone else: 404. */
export async function getNotificationDocument(
  db: Db,
  actor: Actor,
  documentId: string,
): Promise<NotificationDocument> {
  const [row] = await db
    .select({ doc: notificationDocuments })
    .from(notificationDocuments)
    .innerJoin(notifications, eq(notifications.id, notificationDocuments.notificationId))
    .where(and(eq(notificationDocuments.id, documentId), visibleNotifications(actor)));
  if (!row) throw notFound('Document not found');
  return row.doc;
}

/** A document of the notification an organisation's response link is about (no account). */
export async function getResponseDocument(
  db: Db,
  secret: string,
  token: string,
  documentId: string,
): Promise<NotificationDocument> {
  const { id } = checkToken(secret, token);
  // Compared in JavaScript, not SQL: a malformed id then simply matches nothing.
  const [doc] = await db
    .select({ doc: notificationDocuments })
    .from(notificationDocuments)
    .innerJoin(
      institutionsNotified,
      eq(institutionsNotified.notificationId, notificationDocuments.notificationId),
    )
    .where(eq(institutionsNotified.id, id))
    .then((rows) => rows.filter((r) => r.doc.id === documentId));
  if (!doc) throw notFound('Document not found');
  return doc.doc;
}
