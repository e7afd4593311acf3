import { and, asc, eq, inArray } from 'drizzle-orm';
import { RESPONSE_ACTIONS, type ConversationItem } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { auditEvents, notificationDocuments, notificationReplies } from '../../db/schema.js';
import { STATUS_AUDIT_ACTIONS } from './status-audit-actions.js';

type Answer = (typeof RESPONSE_ACTIONS)[number]['value'];
const ANSWERS = new Set<string>(RESPONSE_ACTIONS.map((a) => a.value));

/**
 * The messages both ways for each of these notified organisations' rows, oldest first (issue 18):
 * the organisation's answers through its link (from the row's audit trail, `institution.responded`,
 * which keeps every answer and its message) and the family's replies with their documents. `urlOf`
 * says where the viewer downloads a reply's document (the requester by the app, the organisation
 * through its link). Rows without any message are absent from the map.
 */
export async function loadConversations(
  db: Db | Tx,
  rowIds: readonly string[],
  urlOf: (documentId: string) => string,
): Promise<Map<string, ConversationItem[]>> {
  const byRow = new Map<string, ConversationItem[]>();
  if (!rowIds.length) return byRow;
  const ids = [...rowIds];
  const answers = await db
    .select({ rowId: auditEvents.entityId, data: auditEvents.data, at: auditEvents.createdAt })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, 'institutions_notified'),
        inArray(auditEvents.entityId, ids),
        eq(auditEvents.action, STATUS_AUDIT_ACTIONS.organisation),
      ),
    );
  const replies = await db
    .select({
      id: notificationReplies.id,
      rowId: notificationReplies.institutionsNotifiedId,
      message: notificationReplies.message,
      at: notificationReplies.createdAt,
    })
    .from(notificationReplies)
    .where(inArray(notificationReplies.institutionsNotifiedId, ids));
  const documents = replies.length
    ? await db
        .select({
          id: notificationDocuments.id,
          replyId: notificationDocuments.replyId,
          fileName: notificationDocuments.fileName,
        })
        .from(notificationDocuments)
        .where(
          inArray(
            notificationDocuments.replyId,
            replies.map((r) => r.id),
          ),
        )
        .orderBy(asc(notificationDocuments.createdAt), asc(notificationDocuments.fileName))
    : [];

  const items: { rowId: string; item: ConversationItem }[] = [];
  for (const a of answers) {
    const data = (a.data ?? {}) as { action?: unknown; message?: unknown };
    if (!a.rowId || typeof data.action !== 'string' || !ANSWERS.has(data.action)) continue;
    items.push({
      rowId: a.rowId,
      item: {
        from: 'organisation',
        kind: data.action as Answer,
        message: typeof data.message === 'string' && data.message ? data.message : null,
        at: a.at.toISOString(),
        documents: [],
      },
    });
  }
  for (const r of replies) {
    items.push({
      rowId: r.rowId,
      item: {
        from: 'family',
        kind: 'reply',
        message: r.message,
        at: r.at.toISOString(),
        documents: documents
          .filter((d) => d.replyId === r.id)
          .map((d) => ({ id: d.id, fileName: d.fileName, url: urlOf(d.id) })),
      },
    });
  }
  items.sort((x, y) => x.item.at.localeCompare(y.item.at));
  for (const { rowId, item } of items) {
    const list = byRow.get(rowId) ?? [];
    list.push(item);
    byRow.set(rowId, list);
  }
  return byRow;
}
