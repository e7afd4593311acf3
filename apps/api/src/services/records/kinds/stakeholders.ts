import { eq } from 'drizzle-orm';
import {
  STAKEHOLDER_TEXTS,
  stakeholderDtoSchema,
  stakeholderInputSchema,
  stakeholderListQuerySchema,
  stakeholderSummarySchema,
} from '@estate/domain';
import { stakeholders } from '../../../db/schema.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countsWithTotal } from '../summaries.js';

/**
 * Stakeholder Management (spec 2): the people around the estate. Their last contact is not taken
 * from the form: logging sent correspondence that names them sets it (kinds/correspondence.ts).
 */
export const stakeholderRecords = defineEstateRecord({
  path: 'stakeholders',
  entity: 'stakeholder',
  tag: 'Stakeholders',
  readPermission: 'estate:manage',
  texts: STAKEHOLDER_TEXTS,
  table: stakeholders,
  input: stakeholderInputSchema,
  dto: stakeholderDtoSchema,
  listQuery: stakeholderListQuerySchema,
  summary: stakeholderSummarySchema,
  toValues: (input) => ({
    name: input.name,
    role: input.role,
    type: input.type,
    email: orNull(input.email),
    phone: orNull(input.phone),
    status: input.status,
    notes: orNull(input.notes),
    permissions: [...new Set(input.permissions ?? [])],
  }),
  toDto: (row, { deceasedName }) => ({ ...row, deceasedName }),
  label: (row) => row.name,
  search: [stakeholders.name, stakeholders.email, stakeholders.phone],
  filters: { role: stakeholders.role },
  sorts: { name: stakeholders.name, lastContact: stakeholders.lastContact, role: stakeholders.role },
  defaultSort: { key: 'name', order: 'asc' },
  // The cards count every stakeholder of the estate, whatever the search and the role filter.
  summarise: (db, where) =>
    countsWithTotal(db, stakeholders, where, {
      total: true,
      internal: eq(stakeholders.type, 'internal'),
      external: eq(stakeholders.type, 'external'),
      inactive: eq(stakeholders.status, 'inactive'),
    }),
  countsTotal: true,
});
