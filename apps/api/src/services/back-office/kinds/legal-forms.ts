import { sql } from 'drizzle-orm';
import {
  LEGAL_FORM_TEXTS,
  legalFormDtoSchema,
  legalFormInputSchema,
  legalFormListQuerySchema,
  legalFormSummarySchema,
} from '@estate/domain';
import { legalForms } from '../../../db/schema.js';
import { definePlatformRecord } from '../../records/define-platform-record.js';

/**
 * Legal Forms (spec 2 §2, /dashboard/legal-forms; issue 17): the official forms a New Zealand estate
 * uses, read by everyone with the dashboard and kept by admins (Add Form). Each has its publisher's
 * page; a copy is offered for download only when an admin attached one that may be redistributed
 * (`PUT /api/legal-forms/:id/file`). The starter list is seeded at start-up (starter-legal-forms.ts).
 */
export const legalFormRecords = definePlatformRecord({
  path: 'legal-forms',
  entity: 'legal_form',
  tag: 'Legal forms',
  texts: LEGAL_FORM_TEXTS,
  readPermission: 'dashboard:use',
  writePermission: 'admin:access',
  table: legalForms,
  input: legalFormInputSchema,
  dto: legalFormDtoSchema,
  listQuery: legalFormListQuerySchema,
  summary: legalFormSummarySchema,
  toValues: (input) => ({
    name: input.name,
    description: input.description || null,
    category: input.category,
    jurisdiction: input.jurisdiction,
    status: input.status,
    lastUpdated: input.lastUpdated || null,
    officialUrl: input.officialUrl,
    updatedAt: new Date(),
  }),
  beforeSave: (_tx, { before, actor }) => Promise.resolve(before ? {} : { createdBy: actor.id }),
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    category:
      row.category === 'tax'
        ? ('tax' as const)
        : row.category === 'court'
          ? ('court' as const)
          : ('probate' as const),
    jurisdiction: row.jurisdiction,
    status: row.status === 'superseded' ? ('superseded' as const) : ('active' as const),
    lastUpdated: row.lastUpdated,
    officialUrl: row.officialUrl,
    fileName: row.storageKey ? row.fileName : null,
    fileUrl: row.storageKey ? `/api/legal-forms/${row.id}/file` : null,
  }),
  label: (row) => row.name,
  auditData: (row) => ({ category: row.category }),
  search: [legalForms.name, legalForms.description],
  filters: { category: legalForms.category },
  sorts: { name: legalForms.name, category: legalForms.category, lastUpdated: legalForms.lastUpdated },
  defaultSort: { key: 'name', order: 'asc' },
  summarise: async (db, { scoped }) => {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${legalForms.status} = 'active')::int`,
      })
      .from(legalForms)
      .where(scoped);
    return { total: row?.total ?? 0, active: row?.active ?? 0 };
  },
});
