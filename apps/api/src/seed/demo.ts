import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { NZ_INSTITUTIONS, addDays, type NotificationForm } from '@estate/domain';
import type { Db } from '../db/client.js';
import {
  appNotifications,
  assets,
  beneficiaries,
  digitalAssetInventory,
  estateRoles,
  estates,
  executors,
  institutionsNotified,
  liabilities,
  valuations,
  notifications,
  tasks,
  users,
} from '../db/schema.js';
import { createEstate } from '../services/estates/create-estate.js';
import { updateEstate } from '../services/estates/update-estate.js';
import type { Config } from '../env.js';
import type { Auth } from '../services/auth/auth.js';
import { recordFileIntents } from '../services/files/file-intents.js';
import type { FileStore } from '../services/files/file-store.js';
import { createNotification } from '../services/notifyflow/create-notification.js';
import { ensureAccount } from '../services/users/ensure-account.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedDemoBackOffice } from './demo-back-office.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoMessages } from './demo-messages.js';
import { seedDemoInvitations } from './demo-invitations.js';
import { seedDemoEstateNotification } from './demo-estate-notification.js';
import { seedDemoCorrespondence } from './demo-correspondence.js';
import { seedDemoCourtApplications } from './demo-court-applications.js';
import { seedDemoDistributions } from './demo-distributions.js';
import { seedDemoDueDiligence } from './demo-due-diligence.js';
import { seedDemoInventory } from './demo-inventory.js';
import { seedDemoMilestones } from './demo-milestones.js';
import { seedDemoNotes } from './demo-notes.js';
import { seedDemoTransactions } from './demo-transactions.js';
import { seedDemoTax } from './demo-tax.js';
import { seedDemoWorkflow } from './demo-workflow.js';

const idOf = (name: string) => NZ_INSTITUTIONS.find((i) => i.name === name)!.institutionId;

/** A tiny but valid PDF, standing in for a scanned death certificate in the demo. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type DemoNotification = {
  deceasedName: string;
  dateOfDeath: string;
  institutions: {
    name: string;
    status: 'pending' | 'sent' | 'completed' | 'failed';
    answer?: string;
    accountReference?: string;
  }[];
};

const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    deceasedName: 'Margaret Anne Wilson',
    dateOfDeath: '2026-10-02',
    institutions: [
      { name: 'ANZ', status: 'completed', accountReference: '01-0102-0123456-00' },
      { name: 'Kiwibank', status: 'sent' },
      { name: 'Inland Revenue', status: 'pending' },
      { name: 'Spark', status: 'failed', answer: 'Please send a certified copy of the death certificate.' },
    ],
  },
  {
    deceasedName: 'Hēmi Te Rangi',
    dateOfDeath: '2026-11-10',
    institutions: [
      { name: 'Kiwibank', status: 'pending' },
      { name: 'Ministry of Social Development (Work and Income / NZ Super)', status: 'pending' },
      { name: 'Mercury', status: 'pending' },
    ],
  },
  {
    deceasedName: 'David Chen',
    dateOfDeath: '2026-08-19',
    institutions: [
      { name: 'ANZ', status: 'completed' },
      { name: 'Contact Energy', status: 'completed' },
    ],
  },
];

/** Seeds the demo data set; safe to run at every start (existing records are left as they are). */
export async function seedDemo(auth: Auth, db: Db, store: FileStore, config: Config): Promise<void> {
  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const { id, created } = await ensureAccount(auth, db, { ...account, emailVerified: true });
    ids[account.role] = id;
    if (created && account.role !== 'notifyflow') {
      await db.insert(appNotifications).values([
        {
          userId: id,
          title: 'Welcome to NZ Estate Platform',
          message: 'This is a demo account. Explore freely: the data resets when the data folder is removed.',
          type: 'info',
          link: '/dashboard/help',
        },
        {
          userId: id,
          title: 'Check your settings',
          message: 'Add your phone number and choose how you would like to be notified.',
          type: 'warning',
          link: '/dashboard/settings',
        },
      ]);
    }
  }

  await seedDemoEstates(db, store, ids, config.publicUrl);
  await seedDemoBackOffice(auth, db, ids);
  await seedDemoNotifications(db, ids);
  await seedDemoMessages(db, ids);
  await seedDemoInvitations(db, ids);
  await seedDemoEstateNotification(db, store, config, ids);

  const requester = DEMO_ACCOUNTS.find((a) => a.role === 'notifyflow')!;
  const requesterId = ids.notifyflow!;
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(eq(notifications.createdBy, requesterId));
  if (n > 0) return;

  for (const [index, demo] of DEMO_NOTIFICATIONS.entries()) {
    const form: NotificationForm = {
      relationship: 'executor',
      dateOfBirth: '',
      sendDespiteDuplicates: [],
      deceasedName: demo.deceasedName,
      dateOfDeath: demo.dateOfDeath,
      notificationReason: ['account_closure', 'claim_funds'],
      probateStatus: index === 2 ? 'granted' : 'in_progress',
      irdRefund: index === 0,
      lifeInsurance: false,
      contactMethod: 'email',
      contactAddress: '',
      recipientName: requester.name,
      recipientEmail: requester.email,
      recipientPhone: '',
      additionalRecipients:
        index === 0 ? [{ name: 'Aroha Wilson', email: 'aroha.wilson@example.nz', role: 'cc' }] : [],
      selectedInstitutions: demo.institutions.map((i) => ({
        institutionId: idOf(i.name),
        accountReference: i.accountReference ?? '',
      })),
      institutionName: '',
      contactDetails: '',
      estateId: null,
      idempotencyKey: `demo-notification-${index}-seed`,
    };
    const stagingKey = `staging/${randomUUID()}`;
    await recordFileIntents(db, [stagingKey]);
    const { sizeBytes } = await store.put(stagingKey, Readable.from([DEMO_PDF]));
    const created = await createNotification(
      { db, store, publicUrl: config.publicUrl, secret: config.authSecret },
      { id: requesterId, email: requester.email, name: requester.name, role: 'notifyflow' },
      form,
      [{ stagingKey, fileName: 'death-certificate.pdf', contentType: 'application/pdf', sizeBytes }],
    );
    for (const i of demo.institutions) {
      if (i.status === 'pending') continue;
      await db
        .update(institutionsNotified)
        .set({
          status: i.status,
          sentDate: sql`now() - interval '3 days'`,
          responseReceived: i.status !== 'sent' || index === 0,
          respondedAt: sql`now() - interval '1 day'`,
          responseMessage: i.answer ?? null,
        })
        .where(
          and(
            eq(institutionsNotified.notificationId, created.notificationId),
            inArray(institutionsNotified.institutionId, [idOf(i.name)]),
          ),
        );
    }
  }
}

const DEMO_ESTATES = [
  {
    deceasedName: 'Margaret Anne Wilson',
    dateOfDeath: '2026-06-14',
    lastKnownAddress: '12 Kauri Street, Thorndon, Wellington 6011',
    willStatus: 'Valid Will Exists' as const,
    estimatedValue: '$1,250,000',
    notes: 'Will dated 2019 held by the firm. Two adult children; house in sole name.',
    grantDate: '2026-09-02',
  },
  {
    deceasedName: 'Hēmi Te Rangi',
    dateOfDeath: '2026-09-28',
    lastKnownAddress: '48 Marine Parade, Napier 4110',
    willStatus: 'No Will (Intestate)' as const,
    estimatedValue: '780000',
    notes: 'No will found. Surviving partner of 22 years; Notice of Choice of Option needed.',
    grantDate: null,
  },
  {
    deceasedName: 'David Chen',
    dateOfDeath: '2026-10-30',
    lastKnownAddress: 'Flat 3, 210 Riccarton Road, Christchurch 8041',
    willStatus: 'Valid Will Exists' as const,
    estimatedValue: '$36,500',
    notes: 'Small estate: KiwiSaver and one bank account; no land. Try s65 release first.',
    grantDate: null,
    // Released by each organisation under s65: nobody applies for probate.
    withoutGrant: true,
  },
];

/** Three realistic New Zealand estates for the demo lawyer, with the demo executor and beneficiary. */
async function seedDemoEstates(
  db: Db,
  store: FileStore,
  ids: Record<string, string>,
  publicUrl: string,
): Promise<void> {
  const lawyerAccount = DEMO_ACCOUNTS.find((a) => a.role === 'lawyer')!;
  const lawyer = {
    id: ids.lawyer!,
    role: 'lawyer' as const,
    name: lawyerAccount.name,
    email: lawyerAccount.email,
  };
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(estates)
    .where(eq(estates.createdBy, lawyer.id));
  if (n > 0) return;
  const [executor] = await db
    .select({ email: users.email })
    .from(executors)
    .innerJoin(users, eq(users.id, executors.userId))
    .where(eq(executors.userId, ids.executor!));
  for (const [index, demo] of DEMO_ESTATES.entries()) {
    const stagingKey = `staging/${randomUUID()}`;
    await recordFileIntents(db, [stagingKey]);
    const { sizeBytes } = await store.put(stagingKey, Readable.from([DEMO_PDF]));
    const { grantDate, withoutGrant, ...input } = { withoutGrant: false, ...demo };
    // Opened as a firm would open it, twelve days after the death (10 am in New Zealand): its
    // starter tasks are counted from then, so the demo has work really overdue today.
    const openedAt = new Date(`${addDays(demo.dateOfDeath, 12)}T10:00:00+12:00`);
    const { estateId } = await createEstate(
      { db, store },
      lawyer,
      input,
      [
        {
          stagingKey,
          fileName: index === 1 ? 'death-certificate.pdf' : 'will-and-codicil.pdf',
          contentType: 'application/pdf',
          sizeBytes,
        },
      ],
      openedAt,
    );
    if (executor)
      await updateEstate(
        db,
        lawyer,
        estateId,
        // As the lawyer would: by the executor's email address (decision 011).
        {
          executorEmail: executor.email,
          ...(grantDate ? { grantDate } : {}),
          ...(withoutGrant ? { withoutGrant } : {}),
        },
        { publicUrl, expected: { kind: 'any' } },
      );
    await db
      .insert(estateRoles)
      .values({ estateId, userId: ids.beneficiary!, role: 'beneficiary', status: 'active' })
      .onConflictDoNothing();
    // Tasks in every status: the first few done, the next under way.
    const list = await db
      .select()
      .from(tasks)
      .where(eq(tasks.estateId, estateId))
      .orderBy(sql`${tasks.dueDate} asc nulls last`);
    // With a grant sealed, everything due before it (filing for probate among it) is done.
    const beforeGrant = grantDate
      ? list.filter((task) => task.dueDate && task.dueDate < grantDate).length
      : 0;
    const done = Math.max(beforeGrant, index === 0 ? 6 : index === 1 ? 2 : 1);
    for (const [i, task] of list.entries()) {
      const status = i < done ? 'completed' : i < done + 2 ? 'in_progress' : 'todo';
      if (status !== 'todo') await db.update(tasks).set({ status }).where(eq(tasks.id, task.id));
    }
    await db.insert(beneficiaries).values([
      {
        estateId,
        userId: ids.beneficiary!,
        fullName: 'Ben Beneficiary',
        relationship: 'son',
        email: 'beneficiary@demo.estate.nz',
        shareBasisPoints: 5000,
        status: 'verified',
      },
      {
        estateId,
        fullName: index === 1 ? 'Mere Te Rangi' : 'Sarah Wilson',
        relationship: index === 1 ? 'partner' : 'daughter',
        shareBasisPoints: 5000,
        status: 'pending',
      },
    ]);
    const [mainAsset] = await db
      .insert(assets)
      .values([
        {
          estateId,
          name: index === 2 ? 'KiwiSaver (Simplicity)' : 'Family home',
          type: index === 2 ? 'investment' : 'property',
          valueCents: index === 2 ? 2_850_000 : 95_000_000,
          status: 'verified',
          location: demo.lastKnownAddress,
        },
        { estateId, name: 'ANZ everyday account', type: 'bank', valueCents: 800_000, status: 'pending' },
      ])
      .returning();
    // Spec 2's valuation screen: a registered valuation against the rating valuation before it.
    await db.insert(valuations).values({
      estateId,
      assetId: mainAsset!.id,
      assetName: mainAsset!.name,
      valueCents: mainAsset!.valueCents ?? 0,
      previousValueCents: index === 2 ? 2_700_000 : 91_000_000,
      type: index === 2 ? 'market' : 'professional',
      appraiser: index === 2 ? null : 'Telfer Young (registered valuer)',
      valuedOn: '2026-04-20',
      nextReviewOn: '2027-04-20',
      notes:
        index === 2 ? 'Unit price at the date of death.' : 'Date-of-death valuation for the estate accounts.',
    });
    if (index !== 2)
      await db
        .insert(liabilities)
        .values({ estateId, name: 'Home loan', type: 'mortgage', amountCents: 21_000_000, creditor: 'ANZ' });
    await db.insert(digitalAssetInventory).values([
      {
        estateId,
        assetName: 'Airpoints',
        category: 'loyalty',
        platform: 'Air New Zealand',
        rewardProgramId: 1,
        pointsBalance: 18_400,
        estimatedValue: '184.00',
        expiryDate: '2027-06-30',
      },
      {
        estateId,
        assetName: 'Facebook',
        category: 'social',
        platform: 'Meta',
        status: 'legacy_contact_set',
        accessInstructions: 'Memorialise via the legacy contact (daughter).',
      },
    ]);
    await seedDemoNotes(
      db,
      estateId,
      index,
      {
        lawyer,
        executor: executor ? { id: ids.executor!, role: 'executor', name: 'Emma Executor' } : null,
      },
      publicUrl,
    );
    await seedDemoCorrespondence(db, estateId, index);
    await seedDemoWorkflow(db, estateId, index);
    await seedDemoMilestones(db, estateId, index, { lawyer: lawyer.id, executor: ids.executor! });
    await seedDemoDueDiligence(db, estateId, index);
    await seedDemoTransactions(db, estateId, index);
    await seedDemoTax(db, estateId, index);
    await seedDemoInventory(db, estateId, index);
    await seedDemoDistributions(db, estateId, index);
    await seedDemoCourtApplications({ db, store }, lawyer, estateId, index);
  }
}
