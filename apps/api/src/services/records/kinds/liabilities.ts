import {
  LIABILITY_TEXTS,
  dollarsToCents,
  liabilityDtoSchema,
  liabilityInputSchema,
  liabilityListQuerySchema,
  liabilitySummarySchema,
} from '@estate/domain';
import { liabilities } from '../../../db/schema.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countAndTotal } from '../summaries.js';

/** What the estate owes (spec 2 "Assets & Liabilities"), in cents. */
export const liabilityRecords = defineEstateRecord({
  path: 'liabilities',
  entity: 'liability',
  tag: 'Liabilities',
  texts: LIABILITY_TEXTS,
  table: liabilities,
  input: liabilityInputSchema,
  dto: liabilityDtoSchema,
  listQuery: liabilityListQuerySchema,
  summary: liabilitySummarySchema,
  toValues: (input) => ({
    name: input.name,
    type: input.type,
    amountCents: dollarsToCents(input.amount)!,
    creditor: orNull(input.creditor),
    dueDate: orNull(input.dueDate),
    notes: orNull(input.notes),
  }),
  // The answer is the row and its estate's name; the response schema keeps only its own fields.
  toDto: (row, { deceasedName }) => ({ ...row, deceasedName }),
  label: (row) => row.name,
  search: [liabilities.name, liabilities.type, liabilities.creditor],
  filters: { type: liabilities.type },
  sorts: { name: liabilities.name, amount: liabilities.amountCents, dueDate: liabilities.dueDate },
  defaultSort: { key: 'name', order: 'asc' },
  summarise: (db, { filtered }) => countAndTotal(db, liabilities, liabilities.amountCents, filtered),
  // The summary counts the filtered rows: the list's total.
  totalOf: (summary) => summary.count,
});
