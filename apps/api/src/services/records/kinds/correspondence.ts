import { and, eq, sql } from 'drizzle-orm';
import {
  AUTOMATIC_CORRESPONDENCE_MESSAGE,
  CORRESPONDENCE_TEXTS,
  correspondenceDtoSchema,
  correspondenceInputSchema,
  correspondenceListQuerySchema,
  correspondenceSummarySchema,
} from '@estate/domain';
import { correspondence, documents, stakeholders } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countsWithTotal } from '../summaries.js';

const refuse = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);
/**
 * Correspondence (spec 2): the estate's emails, calls and letters. NotifyFlow logs its dispatches and
 * the organisations' answers here itself (services/notifyflow/log-correspondence.ts); such an entry
 * may be deleted but not edited. A sent entry naming a stakeholder moves their last contact forward.
 */
export const correspondenceRecords = defineEstateRecord({
  path: 'correspondence',
  entity: 'correspondence',
  tag: 'Correspondence',
  readPermission: 'estate:manage',
  texts: CORRESPONDENCE_TEXTS,
  table: correspondence,
  input: correspondenceInputSchema,
  dto: correspondenceDtoSchema,
  listQuery: correspondenceListQuerySchema,
  summary: correspondenceSummarySchema,
  toValues: (input) => ({
    type: input.type,
    direction: input.direction,
    party: input.party,
    date: input.date,
    subject: input.subject,
    summary: orNull(input.summary),
    status: input.status,
    documentId: orNull(input.documentId),
    stakeholderId: orNull(input.stakeholderId),
  }),
  toDto: (row, { deceasedName }) => ({ ...row, deceasedName }),
  label: (row) => row.subject,
  search: [correspondence.subject, correspondence.party, correspondence.summary],
  filters: { type: correspondence.type },
  sorts: {
    date: [correspondence.date, correspondence.createdAt],
    subject: correspondence.subject,
    party: correspondence.party,
    type: correspondence.type,
  },
  defaultSort: { key: 'date', order: 'desc' },
  // The cards count all the estate's correspondence, whatever the search and the type filter.
  summarise: (db, where) =>
    countsWithTotal(db, correspondence, where, {
      emails: eq(correspondence.type, 'email'),
      calls: eq(correspondence.type, 'call'),
      letters: eq(correspondence.type, 'letter'),
    }),
  countsTotal: true,
  beforeSave: async (tx, { estateId, id, values }) => {
    if (id !== null) {
      const [current] = await tx
        .select({ source: correspondence.source })
        .from(correspondence)
        .where(eq(correspondence.id, id));
      if (current?.source !== 'manual') throw new AppError('VALIDATION', AUTOMATIC_CORRESPONDENCE_MESSAGE);
    }
    if (values.documentId) {
      const [doc] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.id, values.documentId), eq(documents.estateId, estateId)));
      if (!doc) throw refuse('documentId', 'Please choose a document of this estate.');
    }
    if (values.stakeholderId) {
      const [who] = await tx
        .select({ id: stakeholders.id })
        .from(stakeholders)
        .where(and(eq(stakeholders.id, values.stakeholderId), eq(stakeholders.estateId, estateId)));
      if (!who) throw refuse('stakeholderId', 'Please choose a stakeholder of this estate.');
    }
  },
  // A sent entry is a contact: the stakeholder's last contact becomes its date if that is later.
  afterSave: async (tx, row) => {
    if (!row.stakeholderId || row.status !== 'sent') return;
    await tx
      .update(stakeholders)
      .set({ lastContact: sql`greatest(${stakeholders.lastContact}, ${row.date}::date)` })
      .where(and(eq(stakeholders.id, row.stakeholderId), eq(stakeholders.estateId, row.estateId)));
  },
});
