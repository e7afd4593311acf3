import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import {
  DISTRIBUTION_TEXTS,
  DISTRIBUTION_TYPES,
  can,
  distributionDtoSchema,
  distributionInputSchema,
  distributionListQuerySchema,
  distributionSummarySchema,
  distributionWarnings,
  dollarsToCents,
  labelOf,
  nzToday,
} from '@estate/domain';
import { beneficiaries, distributions, estates, users } from '../../../db/schema.js';
import { AppError, forbidden } from '../../../lib/app-error.js';
import { holdOf } from '../../estate-money/distribution-hold.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { sumsOf } from '../summaries.js';

/**
 * A column of the distribution's own row, qualified: inside a correlated subquery drizzle writes
 * columns unqualified, and `beneficiary_id` or `estate_id` alone would name the subquery's own.
 */
const own = (column: 'beneficiary_id' | 'estate_id' | 'overridden_by') =>
  sql.raw(`"distributions"."${column}"`);
const beneficiaryNameSql = sql<string>`(select ${beneficiaries.fullName} from ${beneficiaries} where ${beneficiaries.id} = ${own('beneficiary_id')})`;

/** Still to be paid: planned and approved (an approved distribution is agreed, not yet paid). */
const PENDING = ['planned', 'approved'];

/**
 * Estate Distribution (spec 2 §2, issue 14): what each of the estate's own beneficiaries is given.
 * Saving one as paid while the estate is not safe to distribute (no grant, before the s47 date, a
 * claim or unlapsed notice open: services/estate-money/distribution-hold.ts) is refused with every
 * reason, unless a lawyer or admin gives a written override reason; that reason, who and when are
 * stored and audited with the reasons overridden. Only those who run the estate read it.
 */
export const distributionRecords = defineEstateRecord({
  path: 'distributions',
  readPermission: 'estate:manage',
  entity: 'distribution',
  tag: 'Estate Distribution',
  texts: DISTRIBUTION_TEXTS,
  table: distributions,
  input: distributionInputSchema,
  dto: distributionDtoSchema,
  listQuery: distributionListQuerySchema,
  summary: distributionSummarySchema,
  toValues: (input) => ({
    beneficiaryId: input.beneficiaryId,
    type: input.type,
    amountCents: dollarsToCents(input.amount)!,
    status: input.status,
    plannedDate: orNull(input.plannedDate),
    completedDate: orNull(input.completedDate),
    notes: orNull(input.notes),
    // Read by beforeSave, which decides whether it is kept.
    overrideReason: orNull(input.overrideReason)?.trim() ?? null,
  }),
  lookups: {
    beneficiaryName: beneficiaryNameSql,
    overriddenByName: sql<
      string | null
    >`(select ${users.name} from ${users} where ${users.id} = ${own('overridden_by')})`,
    grantDate: sql<
      string | null
    >`(select ${estates.grantDate} from ${estates} where ${estates.id} = ${own('estate_id')})`,
  },
  toDto: (row, { deceasedName, lookups = {} }) => ({
    id: row.id,
    estateId: row.estateId,
    deceasedName,
    beneficiaryId: row.beneficiaryId,
    beneficiaryName: (lookups.beneficiaryName as string | null | undefined) ?? '',
    type: row.type,
    amountCents: row.amountCents,
    status: row.status,
    plannedDate: row.plannedDate,
    completedDate: row.completedDate,
    notes: row.notes,
    overrideReason: row.overrideReason,
    overriddenByName: row.overriddenAt
      ? ((lookups.overriddenByName as string | null | undefined) ?? 'Unknown')
      : null,
    overriddenAt: row.overriddenAt?.toISOString() ?? null,
    warnings: distributionWarnings(row, (lookups.grantDate as string | null | undefined) ?? null),
  }),
  label: (row) => `${labelOf(DISTRIBUTION_TYPES, row.type)} distribution`,
  auditData: (row) => ({ status: row.status, amountCents: row.amountCents }),
  search: [distributions.notes, beneficiaryNameSql],
  filters: { type: distributions.type, status: distributions.status },
  sorts: {
    plannedDate: distributions.plannedDate,
    amount: distributions.amountCents,
    type: distributions.type,
    status: distributions.status,
  },
  defaultSort: { key: 'plannedDate', order: 'asc' },
  summarise: async (db, { filtered }) => {
    const [sums, [row]] = await Promise.all([
      sumsOf(db, distributions, distributions.amountCents, filtered, {
        paidCents: eq(distributions.status, 'paid'),
        pendingCents: inArray(distributions.status, PENDING),
        disputedCents: eq(distributions.status, 'disputed'),
      }),
      db
        .select({ count: count(), beneficiaries: countDistinct(distributions.beneficiaryId) })
        .from(distributions)
        .where(filtered),
    ]);
    return { count: row?.count ?? 0, beneficiaries: row?.beneficiaries ?? 0, ...sums };
  },
  beforeSave: async (tx, { estateId, id, values, actor, audit }) => {
    const [beneficiary] = await tx
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .where(and(eq(beneficiaries.id, values.beneficiaryId!), eq(beneficiaries.estateId, estateId)));
    if (!beneficiary) {
      const message = 'Please choose one of this estate’s beneficiaries';
      throw new AppError('VALIDATION', message, [{ path: 'beneficiaryId', message }]);
    }
    const noOverride = { overrideReason: null, overriddenBy: null, overriddenAt: null };
    if (values.status !== 'paid') return noOverride;
    const completedDate = values.completedDate ?? nzToday();
    const [before] =
      id === null
        ? []
        : await tx
            .select({
              status: distributions.status,
              amountCents: distributions.amountCents,
              beneficiaryId: distributions.beneficiaryId,
            })
            .from(distributions)
            .where(eq(distributions.id, id));
    // Already paid, to the same person for the same amount: the guard was met (or overridden) when it
    // was paid, and the override stays as it was. A paid distribution made larger or given to someone
    // else is a new payment, checked again.
    if (
      before?.status === 'paid' &&
      before.amountCents === values.amountCents &&
      before.beneficiaryId === values.beneficiaryId
    )
      return { completedDate, overrideReason: undefined };
    const hold = await holdOf(tx, estateId);
    if (hold.safe) return { ...noOverride, completedDate };
    const why = hold.reasons.join(' ');
    const reason = values.overrideReason;
    if (!reason) {
      const message = can(actor.role, 'distribution:override')
        ? `This distribution cannot be recorded as paid yet. ${why} To pay it now, give an override reason.`
        : `This distribution cannot be recorded as paid yet. ${why} A lawyer or admin must approve paying it now.`;
      throw new AppError('VALIDATION', message, [{ path: 'status', message }]);
    }
    if (!can(actor.role, 'distribution:override'))
      throw forbidden(`Only the estate's lawyer or an admin can override the hold on a distribution. ${why}`);
    audit.override = { reason, reasonsOverridden: hold.reasons };
    return { completedDate, overrideReason: reason, overriddenBy: actor.id, overriddenAt: new Date() };
  },
});
