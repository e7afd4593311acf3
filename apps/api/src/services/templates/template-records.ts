import { and, eq, sql } from 'drizzle-orm';
import {
  BUILT_IN_TEMPLATE_CATEGORIES,
  TEMPLATE_TEXTS,
  templateDtoSchema,
  templateInputSchema,
  templateListQuerySchema,
  templateSummarySchema,
} from '@estate/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { auditEvents, documentTemplates, templateCategories, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { Actor } from '../access/actor.js';
import {
  editableTemplates,
  myFirm,
  requireEditableTemplate,
  usableTemplates,
  visibleTemplateCategories,
} from '../access/index.js';
import { definePlatformRecord } from '../records/define-platform-record.js';

type Who = Pick<Actor, 'id' | 'role'>;

/** Who last changed a template: the person of its latest audit event (none for the starter set's seeding). */
const updatedBy = sql<
  string | null
>`(select u.name from ${auditEvents} a join ${users} u on u.user_id = a.actor_id
  where a.entity_type = 'document_template' and a.entity_id = "document_templates"."document_template_id"::text
  order by a.created_at desc limit 1)`;

/** The firm's own category names this person's library shows, besides the built-in ones. */
export async function firmCategoryNames(db: Db | Tx, actor: Who): Promise<string[]> {
  const rows = await db
    .select({ name: templateCategories.name })
    .from(templateCategories)
    .where(visibleTemplateCategories(actor))
    .orderBy(templateCategories.name);
  return [...new Set(rows.map((r) => r.name))];
}

/** A category is a built-in one or one of the library's own (400 on the field otherwise). */
export async function requireTemplateCategory(db: Db | Tx, actor: Who, category: string): Promise<string> {
  const known = [...BUILT_IN_TEMPLATE_CATEGORIES, ...(await firmCategoryNames(db, actor))];
  const match = known.find((c) => c.toLowerCase() === category.trim().toLowerCase());
  if (!match)
    throw new AppError('VALIDATION', 'Please choose a category', [
      { path: 'category', message: 'Please choose a category from the list, or add it with New Category' },
    ]);
  return match;
}

/** A template's details as columns (the file's columns are the upload's). */
export function templateValues(input: z.output<typeof templateInputSchema>) {
  return {
    name: input.name,
    description: input.description || null,
    category: input.category,
    status: input.status,
    tags: [...new Set(input.tags.filter((t) => t !== ''))],
    updatedAt: new Date(),
  };
}

/**
 * Document templates (spec 2 §2; issue 17) through the platform records kit, declared for one
 * reader: the rows are `usableTemplates(actor)` (the starter set and their firms'), and whether a
 * row's Edit shows is `editableTemplates(actor)`, read with each row. The kit serves the list (with
 * the cards and the library's own categories), one template, Edit (PUT) and delete; a template is
 * created by uploading its file (upload-template.ts), not by the kit's JSON create.
 */
export function templateRecordsFor(actor: Who) {
  return definePlatformRecord({
    path: 'templates',
    entity: 'document_template',
    tag: 'Document templates',
    texts: TEMPLATE_TEXTS,
    readPermission: 'estate:manage',
    writePermission: 'templates:manage',
    scope: usableTemplates,
    table: documentTemplates,
    input: templateInputSchema,
    dto: templateDtoSchema,
    // Its `version` counts the template's files; its details' version is `editVersion` (decision 060).
    versionKey: 'editVersion',
    listQuery: templateListQuerySchema,
    summary: templateSummarySchema,
    toValues: templateValues,
    beforeSave: async (tx, { before, values, actor: who }) => {
      if (before) requireEditableTemplate(who, before, await myFirm(tx, who));
      return { category: await requireTemplateCategory(tx, who, String(values.category)) };
    },
    beforeDelete: async (tx, row, { actor: who }) => requireEditableTemplate(who, row, await myFirm(tx, who)),
    lookups: { updatedBy, canEdit: sql<boolean>`(${editableTemplates(actor)})` },
    toDto: (row, { lookups }) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      category: row.category,
      status: row.status === 'draft' ? ('draft' as const) : ('active' as const),
      tags: row.tags,
      format: row.format,
      version: row.version,
      fileName: row.fileName,
      sizeBytes: row.sizeBytes,
      fields: row.fields,
      isStarter: row.firmId === null,
      canEdit: lookups.canEdit === true,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: typeof lookups.updatedBy === 'string' ? lookups.updatedBy : null,
    }),
    label: (row) => row.name,
    auditData: (row) => ({ version: row.version, category: row.category }),
    search: [
      documentTemplates.name,
      documentTemplates.description,
      sql`array_to_string(${documentTemplates.tags}, ' ')`,
    ],
    filters: {
      category: (value) => sql`lower(${documentTemplates.category}) = lower(${value})`,
      status: documentTemplates.status,
    },
    sorts: {
      name: documentTemplates.name,
      category: documentTemplates.category,
      updatedAt: documentTemplates.updatedAt,
      version: documentTemplates.version,
    },
    defaultSort: { key: 'name', order: 'asc' },
    // The cards count every template the reader may use, whatever the search and filters show.
    summarise: async (db, { scoped }) => {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`count(*) filter (where ${documentTemplates.status} = 'active')::int`,
          draft: sql<number>`count(*) filter (where ${documentTemplates.status} = 'draft')::int`,
        })
        .from(documentTemplates)
        .where(scoped);
      return {
        total: row?.total ?? 0,
        active: row?.active ?? 0,
        draft: row?.draft ?? 0,
        firmCategories: await firmCategoryNames(db, actor),
      };
    },
  });
}

/** A template this person may use, locked when `lock`; otherwise 404. */
export async function requireUsableTemplate(db: Db | Tx, actor: Who, id: string, lock = false) {
  parseId({ id }, TEMPLATE_TEXTS.notFound);
  const query = db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.id, id), usableTemplates(actor)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_TEXTS.notFound);
  return row;
}
