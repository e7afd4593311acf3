import { and, eq, ne, sql } from 'drizzle-orm';
import {
  BENEFICIARY_TEXTS,
  basisPointsToPercent,
  beneficiaryDtoSchema,
  beneficiaryInputSchema,
  beneficiaryListQuerySchema,
  beneficiarySummarySchema,
  percentToBasisPoints,
} from '@estate/domain';
import { beneficiaries, distributions } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { beneficiaryFieldsFor } from '../../access/index.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';

/**
 * The beneficiaries of an estate. Those who run it see every detail; a beneficiary sees everyone's
 * name, relationship and share, but only their own contact details and notes (decision 007; Privacy
 * Act 2020, principle 11). Shares are basis points and together may not pass 100%.
 */
export const beneficiaryRecords = defineEstateRecord({
  path: 'beneficiaries',
  entity: 'beneficiary',
  tag: 'Beneficiaries',
  texts: BENEFICIARY_TEXTS,
  table: beneficiaries,
  input: beneficiaryInputSchema,
  dto: beneficiaryDtoSchema,
  listQuery: beneficiaryListQuerySchema,
  summary: beneficiarySummarySchema,
  toValues: (input) => ({
    fullName: input.fullName,
    relationship: orNull(input.relationship),
    email: orNull(input.email)?.toLowerCase() ?? null,
    phone: orNull(input.phone),
    address: orNull(input.address),
    shareBasisPoints: percentToBasisPoints(
      orNull(input.sharePercent == null ? null : String(input.sharePercent)),
    ),
    status: input.status,
    notes: orNull(input.notes),
  }),
  toDto: (row, { actor, deceasedName }) => {
    const b = beneficiaryFieldsFor(actor, row);
    return {
      id: b.id,
      estateId: b.estateId,
      deceasedName,
      fullName: b.fullName,
      relationship: b.relationship,
      email: b.email,
      phone: b.phone,
      address: b.address,
      sharePercent: basisPointsToPercent(b.shareBasisPoints),
      status: b.status,
      notes: b.notes,
      isMe: b.userId !== null && b.userId === actor.id,
    };
  },
  label: (row) => row.fullName,
  // Names and relationships only: every reader sees those (contact details are not for everyone).
  search: [beneficiaries.fullName, beneficiaries.relationship],
  filters: { status: beneficiaries.status },
  sorts: {
    fullName: beneficiaries.fullName,
    sharePercent: beneficiaries.shareBasisPoints,
    status: beneficiaries.status,
  },
  defaultSort: { key: 'fullName', order: 'asc' },
  summarise: async (db, { filtered }) => {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        estates: sql<number>`count(distinct ${beneficiaries.estateId})::int`,
        shared: sql<number>`coalesce(sum(${beneficiaries.shareBasisPoints}), 0)::int`,
      })
      .from(beneficiaries)
      .where(filtered);
    const estates = row?.estates ?? 0;
    return {
      count: row?.count ?? 0,
      estates,
      sharedPercent: estates <= 1 ? basisPointsToPercent(row?.shared ?? 0)! : null,
    };
  },
  // The summary counts the filtered rows: the list's total.
  totalOf: (summary) => summary.count,
  // A beneficiary's distributions are the estate's record of what was given: refuse, never orphan them.
  beforeDelete: async (tx, row) => {
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(distributions)
      .where(eq(distributions.beneficiaryId, row.id));
    const count = held?.count ?? 0;
    if (count > 0)
      throw new AppError(
        'VALIDATION',
        `${row.fullName} has ${count === 1 ? 'a distribution' : `${count} distributions`} recorded. Delete or reassign ${count === 1 ? 'it' : 'them'} on the Distribution screen first.`,
      );
  },
  beforeSave: async (tx, { estateId, id, values }) => {
    const share = values.shareBasisPoints ?? 0;
    if (!share) return;
    const [others] = await tx
      .select({ total: sql<number>`coalesce(sum(${beneficiaries.shareBasisPoints}), 0)::int` })
      .from(beneficiaries)
      .where(and(eq(beneficiaries.estateId, estateId), id === null ? undefined : ne(beneficiaries.id, id)));
    const total = (others?.total ?? 0) + share;
    if (total > 10_000) {
      const message = `The shares would total ${basisPointsToPercent(total)}%; together they may not exceed 100% (${basisPointsToPercent(10_000 - (others?.total ?? 0))}% is left).`;
      throw new AppError('VALIDATION', message, [{ path: 'sharePercent', message }]);
    }
  },
});
