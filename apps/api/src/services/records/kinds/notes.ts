import { eq, sql } from 'drizzle-orm';
import { qualified } from '../../../db/sql.js';
import {
  NOTE_TEXTS,
  noteDtoSchema,
  noteInputSchema,
  noteListQuerySchema,
  noteSummarySchema,
  parseTags,
} from '@estate/domain';
import { estateNotes, estates, noteComments, users } from '../../../db/schema.js';
import { defineEstateRecord } from '../define-estate-record.js';
import { countsOf } from '../summaries.js';

/**
 * Notes & Comments (spec 2): the estate's working notes, read and written only by those who run it
 * (decision 007, 018). A new note names its author; any change to a note is the estate's latest
 * update. Comments: services/notes.
 */
export const noteRecords = defineEstateRecord({
  path: 'notes',
  readPermission: 'estate:manage',
  entity: 'note',
  tag: 'Notes',
  texts: NOTE_TEXTS,
  table: estateNotes,
  input: noteInputSchema,
  dto: noteDtoSchema,
  listQuery: noteListQuerySchema,
  summary: noteSummarySchema,
  toValues: (input) => ({
    title: input.title,
    content: input.content,
    category: input.category,
    tags: parseTags(input.tags),
    updatedAt: new Date(),
  }),
  lookups: {
    authorName: sql<
      string | null
    >`(select ${users.name} from ${users} where ${users.id} = ${qualified(estateNotes.createdBy)})`,
    comments: sql<number>`(select count(*)::int from ${noteComments} where ${noteComments.noteId} = ${qualified(estateNotes.id)})`,
  },
  toDto: (row, { deceasedName, lookups = {} }) => ({
    id: row.id,
    estateId: row.estateId,
    deceasedName,
    title: row.title,
    content: row.content,
    category: row.category,
    tags: row.tags,
    createdBy: row.createdBy
      ? { id: row.createdBy, name: (lookups.authorName as string | null | undefined) ?? 'Unknown' }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    comments: Number(lookups.comments ?? 0),
  }),
  label: (row) => row.title,
  search: [estateNotes.title, estateNotes.content, sql`array_to_string(${estateNotes.tags}, ' ')`],
  filters: { category: estateNotes.category },
  sorts: { createdAt: estateNotes.createdAt, title: estateNotes.title },
  defaultSort: { key: 'createdAt', order: 'desc' },
  summarise: (db, { filtered }) => countsOf(db, estateNotes, filtered, { count: true }),
  // A new note's author is whoever writes it; an edit keeps the author.
  beforeSave: (_tx, { id, actor }) => Promise.resolve(id === null ? { createdBy: actor.id } : {}),
  afterSave: async (tx, row) => {
    await tx.update(estates).set({ updatedAt: new Date() }).where(eq(estates.id, row.estateId));
  },
});
