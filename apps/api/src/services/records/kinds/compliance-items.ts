import { and, eq, not, sql } from 'drizzle-orm';
import {
  COMPLIANCE_TEXTS,
  complianceItemDtoSchema,
  complianceItemInputSchema,
  complianceItemListQuerySchema,
  complianceItemSummarySchema,
  complianceStatusOf,
} from '@estate/domain';
import { complianceItems as t } from '../../../db/schema.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countsWithTotal, nzTodaySql, overdueSql, WithTotal } from '../summaries.js';

/**
 * Pending past its due date, today in New Zealand: computed when read, never stored. False (not
 * null) without a due date, so "not overdue" holds for those.
 */
const overdue = sql`coalesce(${overdueSql(t.dueDate, t.status, ['completed'])}, false)`;

/**
 * Compliance Tracking (spec 2 §2): the estate's legal and agency obligations. Only those who run the
 * estate read them (decision 018). Every new estate starts with the New Zealand obligations
 * (createEstate; NZ_COMPLIANCE_OBLIGATIONS).
 */
export const complianceItemRecords = defineEstateRecord({
  path: 'compliance-items',
  readPermission: 'estate:manage',
  entity: 'compliance_item',
  tag: 'Compliance',
  texts: COMPLIANCE_TEXTS,
  table: t,
  input: complianceItemInputSchema,
  dto: complianceItemDtoSchema,
  listQuery: complianceItemListQuerySchema,
  summary: complianceItemSummarySchema,
  toValues: (input) => ({
    requirement: input.requirement,
    authority: orNull(input.authority),
    priority: input.priority,
    dueDate: orNull(input.dueDate),
    status: input.status,
    assignedTo: orNull(input.assignedTo),
    completedDate: orNull(input.completedDate),
    notes: orNull(input.notes),
  }),
  toDto: (row, { deceasedName }) => ({ ...row, status: complianceStatusOf(row), deceasedName }),
  label: (row) => row.requirement,
  search: [t.requirement, t.authority, t.assignedTo, t.notes],
  filters: {
    priority: t.priority,
    // Pending means pending and not yet overdue, so the three counts add up to the whole list.
    status: (v) =>
      v === 'overdue'
        ? overdue
        : v === 'pending'
          ? and(eq(t.status, 'pending'), not(overdue))!
          : eq(t.status, v),
  },
  sorts: {
    dueDate: t.dueDate,
    requirement: t.requirement,
    priority: sql`case ${t.priority} when 'high' then 0 when 'medium' then 1 else 2 end`,
    status: t.status,
  },
  defaultSort: { key: 'dueDate', order: 'asc' },
  // The cards count everything in view; the list's total comes from the same pass. The three cards
  // split what is in view (overdue is never completed), so pending is the rest: one overdue check
  // per row, not two (issue 20: a fifth of the pass over 70,000 items).
  summarise: async (db, where) => {
    const { summary, total } = await countsWithTotal(db, t, where, {
      inView: true,
      completed: sql`${t.status} = 'completed'`,
      overdue,
    });
    const { inView, completed, overdue: late } = summary;
    return new WithTotal({ completed, pending: inView - completed - late, overdue: late }, total);
  },
  countsTotal: true,
  // Every estate's, unsearched: the same cards from the kept tallies (decision 086), kept per due
  // date and done, so overdue is added up from the dates before today. A status filter's total is
  // its card.
  kept: {
    kind: 'compliance_item',
    filters: ['status'],
    summarise: async (db, tallies, query) => {
      const [row] = await db
        .select({
          inView: sql<number>`coalesce(sum(v.items), 0)::int`,
          completed: sql<number>`coalesce(sum(v.items) filter (where v.done), 0)::int`,
          overdue: sql<number>`coalesce(sum(v.items) filter (where not v.done and v.due_date < to_char(${nzTodaySql}, 'YYYY-MM-DD')), 0)::int`,
        })
        .from(sql`${tallies} as v`);
      const { inView = 0, completed = 0, overdue: late = 0 } = row ?? {};
      const cards = { completed, pending: inView - completed - late, overdue: late };
      return new WithTotal(cards, query.status ? cards[query.status] : inView);
    },
  },
});
