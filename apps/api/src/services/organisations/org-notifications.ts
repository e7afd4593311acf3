import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  answerText,
  NOTIFICATION_REASONS,
  PROBATE_STATUSES,
  RELATIONSHIPS,
  type AnswerKind,
  type InstitutionResponse,
  type OrgAnswer,
  type OrgAnswerInput,
  type OrgNotification,
  type OrgNotificationList,
  type ProductType,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  institutions,
  institutionsNotified,
  notificationAnswerProducts,
  notificationAnswers,
  notificationDocuments,
  notificationReplies,
  notifications,
} from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/after-commit.js';
import { afterCursor, pageOf } from '../../lib/edge-cursor.js';
import { IDEMPOTENCY_TEXTS } from '../../lib/idempotency.js';
import { addressedTo, type OrgPrincipal } from '../access/index.js';
import { recordAudit } from '../audit/record-audit.js';
import { tellRequester } from '../notifyflow/answer-response-link.js';
import { changeInstitutionStatus } from '../notifyflow/change-institution-status.js';

/*
 * The notifications addressed to an organisation, for its inbox and its API (issue 44, decision 090):
 * the same calls whether a person signed in or a key makes them. Everything here is scoped by
 * `addressedTo(principal)`: another organisation's row is 404, as if it did not exist.
 */

const NOT_FOUND = 'Notification not found';
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

const lastAnswer = sql<AnswerKind | null>`(SELECT a.kind FROM notification_answers a
  WHERE a.institutions_notified_id = ${institutionsNotified.id} ORDER BY a.created_at DESC LIMIT 1)`;

const summaryColumns = {
  id: institutionsNotified.id,
  referenceCode: notifications.referenceCode,
  deceasedName: notifications.deceasedName,
  dateOfDeath: notifications.dateOfDeath,
  accountReference: institutionsNotified.accountReference,
  status: institutionsNotified.status,
  receivedAt: institutionsNotified.createdAt,
  acknowledgedAt: institutionsNotified.acknowledgedAt,
  lastAnswer,
};

/** Newest first, `limit` a page, from `after`; optionally only those of one status. */
export async function listOrgNotifications(
  db: Db,
  principal: OrgPrincipal,
  query: { after?: string | undefined; limit: number; status?: string | undefined },
): Promise<OrgNotificationList> {
  const where: SQL[] = [addressedTo(principal)];
  if (query.status) where.push(sql`${institutionsNotified.status} = ${query.status}`);
  where.push(...afterCursor(query.after, institutionsNotified.createdAt, institutionsNotified.id, 'desc'));
  const rows = await db
    .select({ ...summaryColumns, edge: sql<string>`${institutionsNotified.createdAt}::text` })
    .from(institutionsNotified)
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
    .where(and(...where))
    .orderBy(desc(institutionsNotified.createdAt), desc(institutionsNotified.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, ({ edge: _edge, ...r }) => ({
    ...r,
    receivedAt: r.receivedAt.toISOString(),
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
  }));
}

/** The row and its notification, when addressed to the principal's organisation; 404 otherwise. */
async function requireRow(db: Db | Tx, principal: OrgPrincipal, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      notificationId: notifications.id,
      notificationType: notifications.notificationType,
      probateStatus: notifications.probateStatus,
      recipient: notifications.recipient,
      relationship: notifications.relationship,
      channel: notifications.channel,
      recipientEmail: notifications.recipientEmail,
      recipientPhone: notifications.recipientPhone,
      contactAddress: notifications.contactAddress,
      createdBy: notifications.createdBy,
      estateId: notifications.estateId,
      institutionName: institutions.name,
      otherName: institutionsNotified.otherName,
      dateOfBirth: notifications.dateOfBirth,
      duplicateOf: institutionsNotified.duplicateOf,
    })
    .from(institutionsNotified)
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
    .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .where(and(eq(institutionsNotified.id, id), addressedTo(principal)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The documents this organisation may open: those sent with the notification, and replies' to it. */
function documentsFor(rowId: string, notificationId: string): SQL {
  return and(
    eq(notificationDocuments.notificationId, notificationId),
    or(isNull(notificationDocuments.replyId), eq(notificationReplies.institutionsNotifiedId, rowId)),
  )!;
}

/** One notification addressed to the organisation, with its documents, answers and the family's replies. */
export async function getOrgNotification(
  db: Db,
  principal: OrgPrincipal,
  id: string,
): Promise<OrgNotification> {
  const row = await requireRow(db, principal, id);
  const [documents, answers, replies, earlier] = await Promise.all([
    db
      .select({
        id: notificationDocuments.id,
        fileName: notificationDocuments.fileName,
        documentType: notificationDocuments.documentType,
        sizeBytes: notificationDocuments.sizeBytes,
      })
      .from(notificationDocuments)
      .leftJoin(notificationReplies, eq(notificationReplies.id, notificationDocuments.replyId))
      .where(documentsFor(id, row.notificationId))
      .orderBy(asc(notificationDocuments.createdAt), asc(notificationDocuments.fileName)),
    answersOf(db, [id]),
    db
      .select({ message: notificationReplies.message, sentAt: notificationReplies.createdAt })
      .from(notificationReplies)
      .where(eq(notificationReplies.institutionsNotifiedId, id))
      .orderBy(asc(notificationReplies.createdAt)),
    // The earlier notice it is linked to: this organisation's own row, so the same scope.
    row.duplicateOf
      ? db
          .select({
            id: institutionsNotified.id,
            referenceCode: notifications.referenceCode,
            receivedAt: institutionsNotified.createdAt,
          })
          .from(institutionsNotified)
          .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
          .where(and(eq(institutionsNotified.id, row.duplicateOf), addressedTo(principal)))
      : Promise.resolve([]),
  ]);
  const detail =
    row.channel === 'email'
      ? row.recipientEmail
      : row.channel === 'phone'
        ? row.recipientPhone
        : row.contactAddress;
  return {
    id: row.id,
    referenceCode: row.referenceCode,
    deceasedName: row.deceasedName,
    dateOfDeath: row.dateOfDeath,
    accountReference: row.accountReference,
    status: row.status,
    receivedAt: row.receivedAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    lastAnswer: row.lastAnswer,
    reasons: row.notificationType.split(', ').map((r) => labelOf(NOTIFICATION_REASONS, r)),
    probateStatus: labelOf(PROBATE_STATUSES, row.probateStatus),
    contact: {
      name: row.recipient,
      relationship: labelOf(RELATIONSHIPS, row.relationship),
      method: row.channel,
      detail: detail || null,
    },
    documents: documents.map((d) => ({
      ...d,
      url: `/api/org/v1/notifications/${id}/documents/${d.id}`,
    })),
    answers: answers.get(id) ?? [],
    replies: replies.map((r) => ({ message: r.message, sentAt: r.sentAt.toISOString() })),
    dateOfBirth: row.dateOfBirth || null,
    duplicateOf: earlier[0] ? { ...earlier[0], receivedAt: earlier[0].receivedAt.toISOString() } : null,
  };
}

/** Each row's answers with their products, oldest first. */
async function answersOf(db: Db | Tx, rowIds: string[]): Promise<Map<string, OrgAnswer[]>> {
  const answers = await db
    .select()
    .from(notificationAnswers)
    .where(inArray(notificationAnswers.institutionsNotifiedId, rowIds))
    .orderBy(asc(notificationAnswers.createdAt));
  const products = answers.length
    ? await db
        .select()
        .from(notificationAnswerProducts)
        .where(
          inArray(
            notificationAnswerProducts.answerId,
            answers.map((a) => a.id),
          ),
        )
        .orderBy(asc(notificationAnswerProducts.position))
    : [];
  const byRow = new Map<string, OrgAnswer[]>();
  for (const a of answers) {
    const list = byRow.get(a.institutionsNotifiedId) ?? [];
    list.push(answerOf(a, products));
    byRow.set(a.institutionsNotifiedId, list);
  }
  return byRow;
}

function answerOf(
  a: typeof notificationAnswers.$inferSelect,
  products: (typeof notificationAnswerProducts.$inferSelect)[],
): OrgAnswer {
  return {
    id: a.id,
    kind: a.kind,
    message: a.message,
    needed: a.needed,
    products: products
      .filter((p) => p.answerId === a.id)
      .map((p) => ({
        id: p.id,
        type: p.type as ProductType,
        reference: p.reference,
        description: p.description,
        balanceCents: p.balanceCents,
        asAt: p.asAt,
        releasableWithoutGrant: p.releasableWithoutGrant,
        releaseLimitCents: p.releaseLimitCents,
        proposal: p.proposal,
      })),
    answeredVia: a.apiKeyId ? 'api' : 'inbox',
    answeredAt: a.createdAt.toISOString(),
  };
}

/** A document of a notification addressed to the organisation; audited as the organisation's download. */
export async function getOrgDocument(db: Db, principal: OrgPrincipal, id: string, documentId: string) {
  const row = await requireRow(db, principal, id);
  const [doc] = await db
    .select({ doc: notificationDocuments })
    .from(notificationDocuments)
    .leftJoin(notificationReplies, eq(notificationReplies.id, notificationDocuments.replyId))
    .where(and(eq(notificationDocuments.id, documentId), documentsFor(id, row.notificationId)));
  if (!doc) throw notFound('Document not found');
  await recordAudit(db, {
    actorId: principal.kind === 'member' ? principal.userId : null,
    action: 'notification_document.downloaded',
    entityType: 'notification_document',
    entityId: doc.doc.id,
    data: {
      ...(row.estateId ? { estateId: row.estateId } : {}),
      name: doc.doc.fileName,
      referenceCode: row.referenceCode,
      organisation: row.institutionName,
      ...(principal.kind === 'key' ? { apiKeyId: principal.keyId } : {}),
    },
  });
  return doc.doc;
}

const viaOf = (principal: OrgPrincipal) => (principal.kind === 'key' ? 'api' : 'inbox');

/**
 * Acknowledges receipt: the row is sent and acknowledged, the family told. Acknowledging again, or a
 * row already answered, changes nothing and answers the notification as it is.
 */
export async function acknowledgeOrgNotification(
  db: Db,
  principal: OrgPrincipal,
  id: string,
  publicUrl: string,
): Promise<OrgNotification> {
  await inTransaction(db, async (scope) => {
    const row = await requireRow(scope.tx, principal, id);
    if (row.acknowledgedAt || row.status === 'completed' || row.status === 'failed') return;
    const answer: InstitutionResponse = { action: 'acknowledge', message: '' };
    await changeInstitutionStatus(scope, id, { by: 'organisation', answer });
    await tellRequester(scope.tx, row, answer, publicUrl);
  });
  return getOrgNotification(db, principal, id);
}

/** What the row's status becomes, through the link's three actions, for each kind of answer. */
const ACTION_OF: Record<AnswerKind, InstitutionResponse['action']> = {
  no_account_held: 'complete',
  accounts_held: 'acknowledge',
  more_information_needed: 'need_info',
  released: 'complete',
  closed: 'complete',
};

const fingerprintOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** Whether an error is this row's Idempotency-Key already taken (the same answer sent twice at once). */
function isAnswerKeyTaken(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, constraint_name } = e as {
      code?: string;
      constraint?: string;
      constraint_name?: string;
    };
    if (code === '23505' && (constraint ?? constraint_name) === 'notification_answers_idempotency_idx')
      return true;
  }
  return false;
}

/** The answer first sent with this key, or null; 422 when that was another answer. */
async function earlierAnswer(
  db: Db | Tx,
  id: string,
  key: string,
  fingerprint: string,
): Promise<OrgAnswer | null> {
  const [earlier] = await db
    .select()
    .from(notificationAnswers)
    .where(
      and(eq(notificationAnswers.institutionsNotifiedId, id), eq(notificationAnswers.idempotencyKey, key)),
    );
  if (!earlier) return null;
  if (earlier.fingerprint !== fingerprint)
    throw new AppError('UNPROCESSABLE', IDEMPOTENCY_TEXTS.reused, [
      { path: 'Idempotency-Key', message: IDEMPOTENCY_TEXTS.reused },
    ]);
  const products = await db
    .select()
    .from(notificationAnswerProducts)
    .where(eq(notificationAnswerProducts.answerId, earlier.id));
  return answerOf(earlier, products);
}

/**
 * A structured answer (issue 44): kept with its products, the row's status moved as the link's
 * action of the same meaning would (`ACTION_OF`), the family told in words (`answerText`), the
 * estate's correspondence logged. Products reported on a notification of an estate are proposed to
 * it. With an Idempotency-Key, the same answer sent again is answered the first (`replayed`), and
 * another answer under the same key is a 422.
 */
export async function answerOrgNotification(
  db: Db,
  principal: OrgPrincipal,
  id: string,
  input: OrgAnswerInput,
  opts: { idempotencyKey: string | null; publicUrl: string },
): Promise<{ answer: OrgAnswer; replayed: boolean }> {
  const fingerprint = fingerprintOf(input);
  if (opts.idempotencyKey) {
    await requireRow(db, principal, id);
    const earlier = await earlierAnswer(db, id, opts.idempotencyKey, fingerprint);
    if (earlier) return { answer: earlier, replayed: true };
  }
  try {
    const answer = await inTransaction(db, async (scope) => {
      const row = await requireRow(scope.tx, principal, id);
      const [saved] = await scope.tx
        .insert(notificationAnswers)
        .values({
          institutionsNotifiedId: id,
          kind: input.kind,
          message: input.message?.trim() || null,
          needed: input.kind === 'more_information_needed' ? input.needed.map((n) => n.trim()) : [],
          answeredBy: principal.kind === 'member' ? principal.userId : null,
          apiKeyId: principal.kind === 'key' ? principal.keyId : null,
          idempotencyKey: opts.idempotencyKey,
          fingerprint: opts.idempotencyKey ? fingerprint : null,
        })
        .returning();
      const products =
        input.kind === 'accounts_held'
          ? await scope.tx
              .insert(notificationAnswerProducts)
              .values(
                input.products.map((p, position) => ({
                  answerId: saved!.id,
                  position,
                  type: p.type,
                  reference: p.reference ?? null,
                  description: p.description ?? null,
                  balanceCents: p.balanceCents,
                  asAt: p.asAt,
                  releasableWithoutGrant: p.releasableWithoutGrant ?? false,
                  releaseLimitCents: p.releaseLimitCents ?? null,
                  proposal: row.estateId ? ('proposed' as const) : null,
                })),
              )
              .returning()
          : [];
      const words: InstitutionResponse = {
        action: ACTION_OF[input.kind],
        message: answerText({
          kind: input.kind,
          message: input.message,
          ...(input.kind === 'more_information_needed' ? { needed: input.needed } : {}),
          ...(input.kind === 'accounts_held' ? { products: input.products } : {}),
        }),
      };
      await changeInstitutionStatus(scope, id, {
        by: 'organisation',
        answer: words,
        structured: { answerId: saved!.id, kind: input.kind, via: viaOf(principal) },
      });
      await tellRequester(scope.tx, row, words, opts.publicUrl);
      return answerOf(saved!, products);
    });
    return { answer, replayed: false };
  } catch (error) {
    if (!opts.idempotencyKey || !isAnswerKeyTaken(error)) throw error;
    const earlier = await earlierAnswer(db, id, opts.idempotencyKey, fingerprint);
    if (!earlier) throw error;
    return { answer: earlier, replayed: true };
  }
}
