import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  deceasedKeyOf,
  DUPLICATE_TEXTS,
  CONTACT_METHODS,
  NOTIFICATION_REASONS,
  NOTIFY_TEXTS,
  PROBATE_STATUSES,
  RELATIONSHIPS,
  type NotificationCreated,
  type NotificationForm,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  institutions,
  institutionsNotified,
  letters,
  notificationRecipients,
  notifications,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { requireEstateToActFor } from '../access/index.js';
import { withPlacedFiles } from '../files/file-intents.js';
import { safeFileName, type FileStore } from '../files/file-store.js';
import type { StagedFile } from '../files/stage-upload.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  institutionNotificationEmail,
  notificationCcEmail,
  notificationConfirmationEmail,
} from '../email/templates/index.js';
import { enqueueEmails, type EmailMessage } from '../outbox/enqueue-email.js';
import { enqueueWebhookEvents } from '../webhooks/enqueue-webhook-event.js';
import { INSTITUTION_EMAIL_KIND } from './outbox-hooks.js';
import { findDuplicates } from './find-duplicates.js';
import { storeNotificationDocuments } from './store-documents.js';
import { newReferenceCode, signResponseToken } from './tokens.js';

export type { StagedFile } from '../files/stage-upload.js';

/**
 * Where a test breaks or steers a notification's submission: a failure after the notification is
 * inserted, and the reference codes it is given (a collision, on purpose). An injected dependency,
 * not a module mock, so it holds when test files share loaded modules (`--isolate=false`).
 */
export interface NotificationFaults {
  afterNotificationInsert?: (tx: Tx) => Promise<void>;
  /** The next reference code to try; undefined for a random one. */
  nextReferenceCode?: () => string | undefined;
}

export interface NotifyDeps {
  db: Db;
  store: FileStore;
  publicUrl: string;
  secret: string;
}

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((o) => o.value === value)?.label ?? value;

/**
 * Records a death notification exactly in the spec's order — notification, documents,
 * institutions, recipients — and queues every email it causes, all in one transaction. A file
 * that cannot be stored is skipped and reported (spec 1 §8); if anything else fails, nothing
 * remains: no rows, no files, no emails.
 */
export async function createNotification(
  deps: NotifyDeps,
  actor: Pick<Actor, 'id' | 'email' | 'name' | 'role'>,
  form: NotificationForm,
  files: StagedFile[],
  hooks: NotificationFaults = {},
): Promise<NotificationCreated & { replayed: boolean }> {
  const { db, store } = deps;

  // The dashboard variant links a notification to an estate: only someone who runs it may act for
  // it (it then writes the estate's correspondence and ticks its task). An estate the person may not
  // see is 404; a beneficiary, who sees it but does not run it, 403 (as its notifications list).
  if (form.estateId) await requireEstateToActFor(db, actor, form.estateId);

  // The first answer to a repeated key, and the chosen organisations, side by side.
  const chosenIds = [...new Set(form.selectedInstitutions.map((s) => s.institutionId))];
  const [existing, directory] = await Promise.all([
    findByIdempotencyKey(db, actor.id, form.idempotencyKey),
    db
      .select()
      .from(institutions)
      .where(and(inArray(institutions.id, chosenIds), eq(institutions.retired, false))),
  ]);
  if (existing) return { ...existing, skippedFiles: [], replayed: true };

  if (directory.length !== chosenIds.length) {
    throw new AppError(
      'VALIDATION',
      'One of the chosen institutions is no longer available. Please choose again.',
      [{ path: 'selectedInstitutions', message: NOTIFY_TEXTS.institutions }],
    );
  }

  // Never silently doubled (issue 44): an organisation already told about this person is a 409
  // listing the earlier notices, unless the sender chose to tell it again (then the rows are linked).
  const deceasedKey = deceasedKeyOf(form.deceasedName, form.dateOfDeath);
  const earlier = await findDuplicates(db, actor, deceasedKey, form.dateOfBirth, chosenIds);
  const unconfirmed = earlier.filter((d) => !form.sendDespiteDuplicates.includes(d.institutionId));
  if (unconfirmed.length)
    throw new AppError(
      'CONFLICT',
      DUPLICATE_TEXTS.found,
      [{ path: 'sendDespiteDuplicates', message: DUPLICATE_TEXTS.found }],
      { duplicates: unconfirmed.map(({ rowId: _rowId, ...d }) => d) },
    );
  const duplicateOf = new Map(earlier.map((d) => [d.institutionId, d.rowId]));

  // The id comes first so the files' keys can be logged (committed) before anything is moved there.
  const notificationId = randomUUID();
  try {
    const { result, skippedFiles } = await withPlacedFiles(
      { db, store },
      files,
      (file, i) =>
        `notification_documents/${notificationId}/${Date.now()}_${i}_${safeFileName(file.fileName)}`,
      ({ placed, moved, skippedFiles }) =>
        db.transaction(async (tx) => {
          const referenceCode = await insertWithUniqueCode(
            tx,
            actor,
            form,
            notificationId,
            hooks.nextReferenceCode,
          );
          await hooks.afterNotificationInsert?.(tx);

          // Documents: move each staged file under the notification, then record it.
          const documents = await storeNotificationDocuments(
            tx,
            store,
            { notificationId },
            placed,
            moved,
            skippedFiles,
          );

          // Institutions: email where the directory has an address, a letter to post otherwise.
          const byId = new Map(directory.map((d) => [d.id, d]));
          const rows = await tx
            .insert(institutionsNotified)
            .values(
              form.selectedInstitutions.map((s) => ({
                notificationId,
                institutionId: s.institutionId,
                accountReference: s.accountReference || null,
                duplicateOf: duplicateOf.get(s.institutionId) ?? null,
                deliveryChannel: byId.get(s.institutionId)!.notificationEmail
                  ? ('email' as const)
                  : ('letter' as const),
              })),
            )
            .returning();
          // The organisation the family typed ("Other institution"): a letter an admin addresses and posts.
          if (form.institutionName) {
            const [other] = await tx
              .insert(institutionsNotified)
              .values({ notificationId, otherName: form.institutionName, deliveryChannel: 'letter' })
              .returning({ id: institutionsNotified.id });
            await tx.insert(letters).values({ institutionsNotifiedId: other!.id });
          }

          if (form.additionalRecipients.length) {
            await tx.insert(notificationRecipients).values(
              form.additionalRecipients.map((r) => ({
                notificationId,
                name: r.name,
                email: r.email,
                role: r.role || 'cc',
              })),
            );
          }

          const statusUrl = `${deps.publicUrl}/notify/status/${referenceCode.code}`;
          const summary = {
            deceasedName: form.deceasedName,
            referenceCode: referenceCode.code,
            organisations: [
              ...directory.map((d) => d.name),
              ...(form.institutionName ? [form.institutionName] : []),
            ],
            reasons: reasonsText(form),
            statusUrl,
          };
          // A reply by email reaches the person who sent the notification (decision 078).
          const sender = { name: actor.name, address: actor.email };
          // Every email of the notification in one insert, every letter to post in another.
          const emails: EmailMessage[] = [
            {
              kind: 'notification-confirmation',
              to: actor.email,
              ...notificationConfirmationEmail({ recipientName: form.recipientName, ...summary }),
              link: statusUrl,
            },
            ...form.additionalRecipients.map((cc) => ({
              kind: 'notification-cc',
              to: cc.email,
              ...notificationCcEmail({ ccName: cc.name, recipientName: form.recipientName, ...summary }),
              link: statusUrl,
              replyTo: sender,
            })),
          ];
          const letterRows: string[] = [];
          for (const row of rows) {
            const institution = byId.get(row.institutionId!)!;
            const token = signResponseToken(deps.secret, row.id);
            const respondUrl = `${deps.publicUrl}/respond/${token}`;
            if (institution.notificationEmail) {
              emails.push({
                kind: INSTITUTION_EMAIL_KIND,
                to: institution.notificationEmail,
                ...institutionNotificationEmail({
                  institutionName: institution.name,
                  deceasedName: form.deceasedName,
                  dateOfDeath: form.dateOfDeath,
                  referenceCode: referenceCode.code,
                  accountReference: row.accountReference,
                  reasons: reasonsText(form),
                  probate: labelOf(PROBATE_STATUSES, form.probateStatus),
                  irdRefund: Boolean(form.irdRefund),
                  lifeInsurance: Boolean(form.lifeInsurance),
                  contact: contactLine(form),
                  additionalInformation: form.contactDetails || null,
                  documents: documents.map((d) => ({
                    name: d.fileName,
                    url: `${deps.publicUrl}/api/respond/${token}/documents/${d.id}`,
                  })),
                  respondUrl,
                }),
                link: respondUrl,
                institutionsNotifiedId: row.id,
                replyTo: sender,
              });
            } else {
              letterRows.push(row.id);
            }
          }
          await enqueueEmails(tx, emails);
          // Each organisation's webhook endpoints, in the same transaction (decision 089).
          await enqueueWebhookEvents(
            tx,
            rows.map((row) => ({
              institutionId: row.institutionId!,
              type: 'notification.created' as const,
              data: {
                notificationId: row.id,
                referenceCode: referenceCode.code,
                deceasedName: form.deceasedName,
                dateOfDeath: form.dateOfDeath,
                accountReference: row.accountReference,
                receivedAt: row.createdAt.toISOString(),
              },
            })),
          );
          if (letterRows.length) {
            await tx.insert(letters).values(letterRows.map((id) => ({ institutionsNotifiedId: id })));
          }
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'notification.created',
            entityType: 'notification',
            entityId: notificationId,
            data: {
              referenceCode: referenceCode.code,
              institutions: rows.length + (form.institutionName ? 1 : 0),
              documents: documents.length,
            },
          });
          return { notificationId, referenceCode: referenceCode.code };
        }),
    );
    return { ...result, skippedFiles, replayed: false };
  } catch (err) {
    if (isUniqueViolation(err, 'notifications_idempotency_idx')) {
      const first = await findByIdempotencyKey(db, actor.id, form.idempotencyKey);
      if (first) return { ...first, skippedFiles: [], replayed: true };
    }
    throw err;
  }
}

async function findByIdempotencyKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select({ notificationId: notifications.id, referenceCode: notifications.referenceCode })
    .from(notifications)
    .where(and(eq(notifications.createdBy, userId), eq(notifications.idempotencyKey, key)));
  return row ?? null;
}

/**
 * Inserts the notification. A reference code that is taken inserts nothing (no savepoint, no error
 * to roll back: two statements fewer per notification, issue 20), and a new code is tried.
 */
async function insertWithUniqueCode(
  tx: Tx,
  actor: Pick<Actor, 'id'>,
  form: NotificationForm,
  id: string,
  nextCode: NotificationFaults['nextReferenceCode'],
) {
  for (let attempt = 0; attempt < 6; attempt++) {
    const code = nextCode?.() ?? newReferenceCode();
    let inserted: { id: string } | undefined;
    try {
      [inserted] = await tx
        .insert(notifications)
        .values({
          id,
          estateId: form.estateId,
          organisationName: form.institutionName || null,
          contactDetails: form.contactDetails || null,
          status: 'pending',
          notificationType: form.notificationReason.join(', '),
          channel: form.contactMethod,
          recipient: form.recipientName,
          autoGenerated: false,
          referenceCode: code,
          createdBy: actor.id,
          idempotencyKey: form.idempotencyKey,
          relationship: form.relationship,
          deceasedName: form.deceasedName,
          dateOfDeath: form.dateOfDeath,
          dateOfBirth: form.dateOfBirth || null,
          deceasedKey: deceasedKeyOf(form.deceasedName, form.dateOfDeath),
          probateStatus: form.probateStatus,
          irdRefund: form.irdRefund,
          lifeInsurance: form.lifeInsurance,
          contactAddress: form.contactAddress || null,
          recipientEmail: form.recipientEmail || null,
          recipientPhone: form.recipientPhone || null,
        })
        .onConflictDoNothing({ target: notifications.referenceCode })
        .returning({ id: notifications.id });
    } catch (err) {
      if (err instanceof Error && !(err instanceof AppError) && !isUniqueViolation(err)) {
        throw new AppError('INTERNAL', `Error creating notification: ${err.message}`);
      }
      throw err;
    }
    if (inserted) return { id: inserted.id, code };
  }
  throw new AppError('INTERNAL', 'Error creating notification: no free reference code was found.');
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const code = (e as { code?: string })?.code;
  if (code !== '23505') return false;
  if (!constraint) return true;
  const c = (e as { constraint?: string }).constraint ?? '';
  const detail = String((e as { message?: string }).message ?? '');
  return c === constraint || detail.includes(constraint);
}

function contactLine(form: NotificationForm): string {
  const method = labelOf(CONTACT_METHODS, form.contactMethod);
  const detail =
    form.contactMethod === 'email'
      ? form.recipientEmail
      : form.contactMethod === 'phone'
        ? form.recipientPhone
        : form.contactAddress;
  return `${form.recipientName} (${labelOf(RELATIONSHIPS, form.relationship).toLowerCase()}), by ${method.toLowerCase()}: ${detail}`;
}

function reasonsText(form: NotificationForm): string {
  return form.notificationReason.map((r) => labelOf(NOTIFICATION_REASONS, r)).join(', ');
}
