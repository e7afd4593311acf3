import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  BILLING_ACCOUNT_MESSAGES,
  BILLING_ACCOUNT_TEXTS,
  addMonths,
  billingAccountDtoSchema,
  billingAccountInputSchema,
  billingAccountListQuerySchema,
  billingSummarySchema,
  estimatedBillCents,
  type BillingAccountDto,
} from '@estate/domain';
import type { Tx } from '../../../db/client.js';
import { billingAccounts as t, invoices, lawFirms, users } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { orNull } from '../../records/define-estate-record.js';
import { definePlatformRecord } from '../../records/define-platform-record.js';
import {
  billingSummary,
  documentsCountSql,
  entityNameSql,
  estatesCountSql,
  lastInvoiceDateSql,
} from '../billing-usage.js';

const refuse = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);

/**
 * The firm or person exists (a person not deleted) and has no other billing account; its name. The
 * firm's or person's row stays locked for the transaction, so two accounts for one cannot race in.
 */
async function checkEntity(tx: Tx, type: string, entityId: string, id: string | null): Promise<string> {
  const [found] =
    type === 'law_firm'
      ? await tx.select({ name: lawFirms.name }).from(lawFirms).where(eq(lawFirms.id, entityId)).for('update')
      : await tx
          .select({ name: users.name })
          .from(users)
          .where(and(eq(users.id, entityId), isNull(users.deletedAt)))
          .for('update');
  if (!found)
    throw refuse(
      'entityId',
      type === 'law_firm' ? BILLING_ACCOUNT_MESSAGES.firmMissing : BILLING_ACCOUNT_MESSAGES.personMissing,
    );
  const column = type === 'law_firm' ? t.lawFirmId : t.userId;
  const [taken] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(column, entityId), id === null ? sql`true` : ne(t.id, id)));
  if (taken) throw refuse('entityId', BILLING_ACCOUNT_MESSAGES.entityTaken);
  return found.name;
}

/**
 * Billing accounts (spec 3 §2 "Billing Management"; issue 15): one per law firm or person, on a
 * plan, with usage counted from the real rows and spec §9's estimated bill (before GST). Admins
 * only. An account with invoices is never deleted (its tax invoices refer to it): make it inactive.
 */
export const billingAccountRecords = definePlatformRecord({
  path: 'admin/billing-accounts',
  entity: 'billing_account',
  tag: 'Admin: billing',
  texts: BILLING_ACCOUNT_TEXTS,
  table: t,
  input: billingAccountInputSchema,
  dto: billingAccountDtoSchema,
  listQuery: billingAccountListQuerySchema,
  summary: billingSummarySchema,
  toValues: (input) => ({
    type: input.type,
    lawFirmId: input.type === 'law_firm' ? input.entityId : null,
    userId: input.type === 'individual' ? input.entityId : null,
    plan: input.plan,
    status: input.status,
    trialEndDate: orNull(input.trialEndDate),
    billingEmail: orNull(input.billingEmail),
    notes: orNull(input.notes),
    updatedAt: new Date(),
  }),
  lookups: {
    entityName: entityNameSql,
    estatesCount: estatesCountSql,
    documentsCount: documentsCountSql,
    lastInvoiceDate: lastInvoiceDateSql,
  },
  toDto: (row, { lookups }): Omit<BillingAccountDto, 'version'> => {
    const plan = row.plan as BillingAccountDto['plan'];
    const usage = {
      estates: Number(lookups.estatesCount ?? 0),
      documents: Number(lookups.documentsCount ?? 0),
    };
    const last = (lookups.lastInvoiceDate as string | null | undefined) ?? null;
    return {
      id: row.id,
      type: row.type as BillingAccountDto['type'],
      entityId: (row.type === 'law_firm' ? row.lawFirmId : row.userId) ?? '',
      entityName: (lookups.entityName as string | null | undefined) ?? '',
      plan,
      status: row.status as BillingAccountDto['status'],
      trialEndDate: row.trialEndDate,
      billingEmail: row.billingEmail,
      notes: row.notes,
      createdAt: row.createdAt.toISOString(),
      estatesCount: usage.estates,
      documentsCount: usage.documents,
      estimatedBillCents: estimatedBillCents(plan, usage),
      lastInvoiceDate: last,
      nextInvoiceDate: last ? addMonths(last, 1) : null,
    };
  },
  label: (row) => `${row.type === 'law_firm' ? 'Law firm' : 'Individual'} account (${row.plan})`,
  auditData: (row) => ({ type: row.type, plan: row.plan, status: row.status }),
  search: [entityNameSql, t.billingEmail, t.notes],
  filters: { plan: t.plan, status: t.status, type: t.type },
  sorts: {
    name: entityNameSql,
    plan: t.plan,
    status: t.status,
    createdAt: t.createdAt,
  },
  defaultSort: { key: 'name', order: 'asc' },
  summarise: (db) => billingSummary(db),
  beforeSave: async (tx, { id, input, audit }) => {
    audit.account = await checkEntity(tx, input.type, input.entityId, id);
  },
  beforeDelete: async (tx, row) => {
    const [invoice] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.billingAccountId, row.id))
      .limit(1);
    if (invoice) throw new AppError('VALIDATION', BILLING_ACCOUNT_MESSAGES.hasInvoices);
  },
});
