import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { NZ_INSTITUTIONS, type NotificationForm } from '@estate/domain';
import type { Db } from '../db/client.js';
import { estates, institutionsNotified, notifications, outbox } from '../db/schema.js';
import type { Config } from '../env.js';
import { inTransaction } from '../lib/after-commit.js';
import { recordFileIntents } from '../services/files/file-intents.js';
import type { FileStore } from '../services/files/file-store.js';
import { changeInstitutionStatus } from '../services/notifyflow/change-institution-status.js';
import { createNotification } from '../services/notifyflow/create-notification.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

const idOf = (name: string) => NZ_INSTITUTIONS.find((i) => i.name === name)!.institutionId;
const KEY = 'demo-estate-notification-david-chen';
const DEMO_PDF = Buffer.from('%PDF-1.4\n% demo death certificate\n%%EOF\n');
const KIWIBANK_ASKS =
  'Thank you. To release the KiwiSaver and the everyday account without probate we need our deceased estates indemnity form signed by the executor, and certified ID under 3 months old.';

/**
 * Issue 18: David Chen's estate (the demo lawyer's) has a NotifyFlow notification so the estate page,
 * the status page and the back office show real-looking data: ANZ completed, Kiwibank asking for more
 * information, BNZ's letter waiting to be posted, and the "Other institution" the family typed (the
 * Riccarton Bowling Club) waiting for an admin to address its letter. The answers go through the one
 * status path (their trail and the estate's correspondence), then their times are set back to look
 * like the last fortnight. Idempotent: the notification's idempotency key is fixed, a replay stops.
 */
export async function seedDemoEstateNotification(
  db: Db,
  store: FileStore,
  config: Config,
  ids: Record<string, string>,
): Promise<void> {
  const lawyer = DEMO_ACCOUNTS.find((a) => a.role === 'lawyer');
  const lawyerId = ids.lawyer;
  if (!lawyer || !lawyerId) return;
  const [estate] = await db
    .select({ id: estates.id, dateOfDeath: estates.dateOfDeath })
    .from(estates)
    .where(and(eq(estates.createdBy, lawyerId), eq(estates.deceasedName, 'David Chen')));
  if (!estate) return;
  const [seeded] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.createdBy, lawyerId), eq(notifications.idempotencyKey, KEY)));
  if (seeded) return;

  const form: NotificationForm = {
    relationship: 'lawyer',
    dateOfBirth: '',
    // David Chen's demo notice (seed/demo.ts) went to other organisations; any it shares is meant.
    sendDespiteDuplicates: [],
    deceasedName: 'David Chen',
    dateOfDeath: estate.dateOfDeath ?? '2026-10-30',
    notificationReason: ['account_closure', 'claim_funds'],
    probateStatus: 'not_required',
    irdRefund: false,
    lifeInsurance: false,
    contactMethod: 'email',
    contactAddress: '',
    recipientName: lawyer.name,
    recipientEmail: lawyer.email,
    recipientPhone: '',
    additionalRecipients: [],
    selectedInstitutions: [
      { institutionId: idOf('ANZ'), accountReference: '06-0801-0456789-00' },
      { institutionId: idOf('Kiwibank'), accountReference: '38-9012-0345678-00' },
      { institutionId: idOf('BNZ'), accountReference: '' },
    ],
    institutionName: 'Riccarton Bowling Club',
    contactDetails: 'Small estate: we ask each bank to release under s65 of the Administration Act 1969.',
    estateId: estate.id,
    idempotencyKey: KEY,
  };
  const stagingKey = `staging/${randomUUID()}`;
  await recordFileIntents(db, [stagingKey]);
  const { sizeBytes } = await store.put(stagingKey, Readable.from([DEMO_PDF]));
  const created = await createNotification(
    { db, store, publicUrl: config.publicUrl, secret: config.authSecret },
    { id: lawyerId, email: lawyer.email, name: lawyer.name, role: 'lawyer' },
    form,
    [{ stagingKey, fileName: 'death-certificate.pdf', contentType: 'application/pdf', sizeBytes }],
  );
  if (created.replayed) return;

  const rowOf = async (name: string) => {
    const [row] = await db
      .select({ id: institutionsNotified.id })
      .from(institutionsNotified)
      .where(
        and(
          eq(institutionsNotified.notificationId, created.notificationId),
          eq(institutionsNotified.institutionId, idOf(name)),
        ),
      );
    return row!.id;
  };
  const anz = await rowOf('ANZ');
  const kiwibank = await rowOf('Kiwibank');
  const emailed = async (rowId: string) => {
    const [mail] = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.institutionsNotifiedId, rowId));
    // The demo's emails to organisations are delivered: not sent again by the worker.
    if (mail)
      await db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, mail.id));
    return mail?.id ?? randomUUID();
  };
  const anzMail = await emailed(anz);
  const kiwibankMail = await emailed(kiwibank);
  await inTransaction(db, async (scope) => {
    await changeInstitutionStatus(scope, anz, { by: 'email', outboxId: anzMail });
    await changeInstitutionStatus(scope, kiwibank, { by: 'email', outboxId: kiwibankMail });
    await changeInstitutionStatus(scope, anz, {
      by: 'organisation',
      answer: { action: 'acknowledge', message: '' },
    });
    await changeInstitutionStatus(scope, anz, {
      by: 'organisation',
      answer: { action: 'complete', message: 'The account is closed and the balance paid to the estate.' },
    });
    await changeInstitutionStatus(scope, kiwibank, {
      by: 'organisation',
      answer: { action: 'need_info', message: KIWIBANK_ASKS },
    });
  });
  // As if it went out twelve days ago: ANZ acknowledged two days later and completed after six;
  // Kiwibank asked for more after three.
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
  await db
    .update(institutionsNotified)
    .set({
      sentDate: ago(12),
      dispatchedAt: ago(12),
      acknowledgedAt: ago(10),
      completedAt: ago(6),
      respondedAt: ago(6),
    })
    .where(eq(institutionsNotified.id, anz));
  await db
    .update(institutionsNotified)
    .set({
      sentDate: ago(12),
      dispatchedAt: ago(12),
      acknowledgedAt: ago(9),
      infoRequestedAt: ago(9),
      respondedAt: ago(9),
    })
    .where(eq(institutionsNotified.id, kiwibank));
}
