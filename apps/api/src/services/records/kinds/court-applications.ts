import { eq, inArray, sql } from 'drizzle-orm';
import {
  COURT_APPLICATION_TEXTS,
  GRANT_TYPES,
  courtApplicationDtoSchema,
  courtApplicationInputSchema,
  courtApplicationListQuerySchema,
  courtApplicationSummarySchema,
  dollarsToCents,
  nzLongDate,
} from '@estate/domain';
import { courtApplications as t, estates } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { recordGrantDate } from '../../estates/record-grant-date.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countsOf, sumsOf } from '../summaries.js';

const isGrantApproval = (row: { type?: string | undefined; status?: string | undefined }) =>
  row.status === 'approved' && GRANT_TYPES.includes(row.type ?? '');

/**
 * Applications to the High Court (spec 3: High Court Applications and Probate Hub, two views of these
 * rows; issue 17). Only those who run the estate read them (decision 018). Approving a grant records
 * its date on the estate in the same transaction, through the estate's own grant-date path (so the
 * statutory clocks start): refused when the estate already has another grant date. The pre-filing
 * check and the draft papers are services/court-papers (decision 029).
 */
export const courtApplicationRecords = defineEstateRecord({
  path: 'court-applications',
  readPermission: 'estate:manage',
  entity: 'court_application',
  tag: 'Court applications',
  texts: COURT_APPLICATION_TEXTS,
  table: t,
  input: courtApplicationInputSchema,
  dto: courtApplicationDtoSchema,
  listQuery: courtApplicationListQuerySchema,
  summary: courtApplicationSummarySchema,
  toValues: (input) => ({
    type: input.type,
    reference: input.reference,
    status: input.status,
    applicantName: input.applicantName,
    applicantAddress: orNull(input.applicantAddress),
    applicantOccupation: orNull(input.applicantOccupation),
    applicantRelationship: orNull(input.applicantRelationship),
    deceasedOccupation: orNull(input.deceasedOccupation),
    willDate: orNull(input.willDate),
    submittedDate: orNull(input.submittedDate),
    hearingDate: orNull(input.hearingDate),
    completedDate: orNull(input.completedDate),
    grantDate: orNull(input.grantDate),
    valueCents: input.value == null || String(input.value).trim() === '' ? null : dollarsToCents(input.value),
    notes: orNull(input.notes),
  }),
  toDto: (row, { deceasedName }) => ({
    id: row.id,
    estateId: row.estateId,
    deceasedName,
    type: row.type,
    reference: row.reference,
    status: row.status,
    applicantName: row.applicantName,
    applicantAddress: row.applicantAddress,
    applicantOccupation: row.applicantOccupation,
    applicantRelationship: row.applicantRelationship,
    deceasedOccupation: row.deceasedOccupation,
    willDate: row.willDate,
    submittedDate: row.submittedDate,
    hearingDate: row.hearingDate,
    completedDate: row.completedDate,
    grantDate: row.grantDate,
    valueCents: row.valueCents,
    notes: row.notes,
  }),
  label: (row) => row.reference,
  auditData: (row) => ({ type: row.type, status: row.status }),
  search: [t.reference, t.applicantName, t.notes],
  filters: { type: t.type, status: t.status },
  sorts: {
    submittedDate: t.submittedDate,
    reference: t.reference,
    status: sql`array_position(array['draft', 'submitted', 'review', 'approved', 'rejected'], ${t.status})`,
    hearingDate: t.hearingDate,
    value: t.valueCents,
  },
  defaultSort: { key: 'submittedDate', order: 'desc' },
  summarise: async (db, { scoped }) => {
    const [counts, sums] = await Promise.all([
      countsOf(db, t, scoped, {
        total: true,
        pending: inArray(t.status, ['submitted', 'review']),
        approved: eq(t.status, 'approved'),
        rejected: eq(t.status, 'rejected'),
        inProgress: inArray(t.status, ['draft', 'submitted', 'review']),
      }),
      sumsOf(db, t, t.valueCents, scoped, { totalValueCents: true }),
    ]);
    return { ...counts, ...sums };
  },
  // The estate's row is locked by the kit: its grant date cannot change under this rule.
  beforeSave: async (tx, { estateId, id, values, actor }) => {
    if (isGrantApproval(values)) {
      const [estate] = await tx
        .select({ grantDate: estates.grantDate })
        .from(estates)
        .where(eq(estates.id, estateId));
      if (estate?.grantDate && estate.grantDate !== values.grantDate) {
        const message = `The estate already has a grant dated ${nzLongDate(estate.grantDate)} recorded: correct it on the estate first, or give the same date.`;
        throw new AppError('VALIDATION', message, [{ path: 'grantDate', message }]);
      }
    }
    return id === null ? { createdBy: actor.id } : {};
  },
  afterSave: async (tx, row, { actor }) => {
    if (!isGrantApproval(row) || !row.grantDate) return;
    const [estate] = await tx.select().from(estates).where(eq(estates.id, row.estateId));
    if (estate && estate.grantDate !== row.grantDate)
      await recordGrantDate(tx, actor, estate, row.grantDate, { courtApplicationId: row.id });
  },
});
