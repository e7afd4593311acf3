import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import {
  DISTRIBUTION_TEXTS,
  DISTRIBUTION_TYPES,
  can,
  distributionDtoSchema,
  distributionInputSchema,
  distributionListQuerySchema,
  distributionSummarySchema,
  distributionLock,
  distributionWarnings,
  dollarsToCents,
  labelOf,
  nzToday,
} from '@estate/domain';
import type { Tx } from '../../../db/client.js';
import { beneficiaries, distributions, estates, users } from '../../../db/schema.js';
import { AppError, forbidden } from '../../../lib/app-error.js';
import { holdOf } from '../../estate-money/distribution-hold.js';
import { closedThrough, closedThroughSql, refuseInClosedPeriod } from '../../estate-money/ledger-periods.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { enqueueEstateEvent } from '../../webhooks/enqueue-estate-event.js';
import { sumsOf } from '../summaries.js';

/**
 * A column of the distribution's own row, qualified: inside a correlated subquery drizzle writes
 * columns unqualified, and `beneficiary_id` or `estate_id` alone would name the subquery's own.
 */
const own = (column: 'beneficiary_id' | 'estate_id' | 'overridden_by') =>
  sql.raw(`"distributions"."${column}"`);

/** Its reversal, if it has one (decision 070): read with the row, for `reversedBy` and the lock. */
const reversalSql = (column: 'distribution_id' | 'completed_date::text' | 'reversal_reason') =>
  sql.raw(
    `(select r.${column} from distributions r where r.reverses_id = "distributions"."distribution_id")`,
  );

/**
 * Why a kept distribution cannot be changed or deleted (decision 070: paid, reversed or a
 * reversal), as a 409 saying how to correct it; inside the change's transaction, estate locked.
 */
async function refuseLocked(tx: Tx, row: typeof distributions.$inferSelect): Promise<void> {
  const [reversal] = await tx
    .select({ id: distributions.id })
    .from(distributions)
    .where(eq(distributions.reversesId, row.id));
  const locked = distributionLock(
    { ...row, isReversed: reversal !== undefined },
    await closedThrough(tx, row.estateId),
  );
  if (locked) throw new AppError('CONFLICT', locked);
}
const beneficiaryNameSql = sql<string>`(select ${beneficiaries.fullName} from ${beneficiaries} where ${beneficiaries.id} = ${own('beneficiary_id')})`;

/** A reversal's link and the lock, for the answer (decision 070). */
function reversalOf(row: typeof distributions.$inferSelect, lookups: Record<string, unknown>) {
  const reversalId = (lookups.reversalId as string | null | undefined) ?? null;
  const reversedBy = reversalId
    ? {
        id: reversalId,
        date: (lookups.reversalDate as string | null | undefined) ?? '',
        reason: (lookups.reversalReasonOf as string | null | undefined) ?? '',
      }
    : null;
  return {
    reversesId: row.reversesId,
    reversalReason: row.reversalReason,
    reversedBy,
    lockedReason: distributionLock(
      { ...row, isReversed: reversedBy !== null },
      (lookups.closedThrough as string | null | undefined) ?? null,
    ),
  };
}

/** Still to be paid: planned and approved (an approved distribution is agreed, not yet paid). */
const PENDING = ['planned', 'approved'];

/**
 * Estate Distribution (spec 2 §2, issue 14): what each of the estate's own beneficiaries is given.
 * Saving one as paid while the estate is not safe to distribute (no grant, before the s47 date, a
 * claim or unlapsed notice open: services/estate-money/distribution-hold.ts) is refused with every
 * reason, unless a lawyer or admin gives a written override reason; that reason, who and when are
 * stored and audited with the reasons overridden. Once paid it is kept as it is: a mistake is
 * corrected by a reversal (services/estate-money/reverse-entry.ts, decision 070). Only those who run
 * the estate read it.
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
    reversalId: reversalSql('distribution_id'),
    reversalDate: reversalSql('completed_date::text'),
    reversalReasonOf: reversalSql('reversal_reason'),
    closedThrough: closedThroughSql(own('estate_id')),
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
    ...reversalOf(row, lookups),
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
  // Decision 070: a paid distribution is corrected by a reversal, never edited or deleted; none is
  // paid on a date in a closed period.
  beforeDelete: (tx, row) => refuseLocked(tx, row),
  beforeSave: async (tx, { estateId, values, actor, audit, before }) => {
    if (before) await refuseLocked(tx, before);
    if (values.status === 'paid') await refuseInClosedPeriod(tx, estateId, values.completedDate ?? nzToday());
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
    // A paid distribution is never saved again (refuseLocked above), so paying is always a new
    // payment, checked against the hold.
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
  // The firm's systems hear of a payment on one of its estates (issue 44). A paid distribution is
  // never saved again (decision 070), so this is the one moment it becomes paid.
  afterSave: async (tx, row, { before }) => {
    if (row.status === 'paid' && before?.status !== 'paid')
      await enqueueEstateEvent(tx, row.estateId, 'distribution.paid', {
        distributionId: row.id,
        beneficiaryId: row.beneficiaryId,
        paidDate: row.completedDate,
      });
  },
});
