import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  CLAIM_TEXTS,
  claimDtoSchema,
  claimInputSchema,
  claimListQuerySchema,
  claimSummarySchema,
  isNoticeLapsed,
  noticeLapsesOn,
  nzToday,
} from '@estate/domain';
import { claims } from '../../../db/schema.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countsOf, nzTodaySql } from '../summaries.js';

/** The day a notice lapses, in SQL: the same calendar months as the domain's `addMonths` (month ends clamp). */
const lapsesOnSql = sql`(${claims.receivedDate} + interval '3 months')::date`;
const openNotice = and(eq(claims.kind, 'intended_claim_notice'), eq(claims.status, 'open'));
const lapsedSql = and(
  isNull(claims.filedDate),
  isNotNull(claims.receivedDate),
  sql`${lapsesOnSql} <= ${nzTodaySql}`,
);

/**
 * The claims register (issue 14): Family Protection and Testamentary Promises claims, notices of
 * intended claim, and the surviving partner's Property (Relationships) Act option. What it holds back
 * is services/estate-money/distribution-hold.ts. A notice's lapse is computed when read. The firm's
 * working record: only those who run the estate read it.
 */
export const claimRecords = defineEstateRecord({
  path: 'claims',
  readPermission: 'estate:manage',
  entity: 'claim',
  tag: 'Claims register',
  texts: CLAIM_TEXTS,
  table: claims,
  input: claimInputSchema,
  dto: claimDtoSchema,
  listQuery: claimListQuerySchema,
  summary: claimSummarySchema,
  toValues: (input) => {
    const option = input.kind === 'relationship_property';
    return {
      kind: input.kind,
      claimant: input.claimant,
      receivedDate: orNull(input.receivedDate),
      filedDate: orNull(input.filedDate),
      status: input.status,
      relationshipOption: option ? orNull(input.relationshipOption) : null,
      optionDate: option ? orNull(input.optionDate) : null,
      notes: orNull(input.notes),
    };
  },
  toDto: (row, { deceasedName }) => {
    const notice = row.kind === 'intended_claim_notice' && !row.filedDate;
    return {
      ...row,
      deceasedName,
      lapsesOn: notice ? noticeLapsesOn(row.receivedDate) : null,
      // Lapsed only matters while the notice is open (a withdrawn one is simply withdrawn).
      lapsed: row.status === 'open' && isNoticeLapsed(row, nzToday()),
    };
  },
  label: (row) => row.claimant,
  auditData: (row) => ({ kind: row.kind, status: row.status }),
  search: [claims.claimant, claims.notes],
  filters: { kind: claims.kind, status: claims.status },
  sorts: { receivedDate: claims.receivedDate, claimant: claims.claimant, kind: claims.kind },
  defaultSort: { key: 'receivedDate', order: 'desc' },
  summarise: (db, { filtered }) =>
    countsOf(db, claims, filtered, {
      total: true,
      openClaims: and(
        eq(claims.status, 'open'),
        inArray(claims.kind, ['family_protection', 'testamentary_promises']),
      )!,
      noticesRunning: and(
        openNotice,
        or(isNotNull(claims.filedDate), isNull(claims.receivedDate), sql`${lapsesOnSql} > ${nzTodaySql}`),
      )!,
      lapsedNotices: and(openNotice, lapsedSql)!,
    }),
});
