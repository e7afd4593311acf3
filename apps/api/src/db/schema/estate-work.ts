/**
 * The estate's working records (issue 13): workflow stages, compliance obligations, correspondence,
 * note comments, milestones, due-diligence checks, risks and stakeholders. Each is a list the people
 * who run the estate keep on the records kit (apps/api/src/services/records/). Nothing here stores a
 * state that goes stale with time: "overdue" is computed when read, from the due date.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { documents } from './documents.js';
import { estateNotes, estates } from './estates.js';
import { createdAt, searchIndexes, updatedAt, version } from './columns.js';

const estateId = () =>
  uuid('estate_id')
    .notNull()
    .references(() => estates.id, { onDelete: 'cascade' });

/**
 * Estate Workflow. The six stages of the estate itself (`estate_stage` = initial … closed) are rows
 * here too, so the estate's stage and its workflow never disagree; firms add their own stages
 * (`estate_stage` null) between them by `position`.
 */
export const workflowStages = pgTable(
  'workflow_stages',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('workflow_stage_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    name: text('name').notNull(),
    description: text('description'),
    /** pending, in_progress, completed or blocked. */
    status: text('status').notNull().default('pending'),
    owner: text('owner'),
    startDate: date('start_date'),
    dueDate: date('due_date'),
    completedDate: date('completed_date'),
    /** One of the estate's own stages (ESTATE_STAGES), or null for a stage of the firm's. */
    estateStage: text('estate_stage'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('workflow_stages_estate_idx').on(t.estateId, t.position),
    uniqueIndex('workflow_stages_estate_stage_key')
      .on(t.estateId, t.estateStage)
      .where(sql`${t.estateStage} is not null`),
  ],
);

/** Compliance Tracking: an obligation with a due date; overdue is computed, never stored. */
export const complianceItems = pgTable(
  'compliance_items',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('compliance_item_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    requirement: text('requirement').notNull(),
    /** The law or agency behind it ("Administration Act 1969 s47", "Inland Revenue"). */
    authority: text('authority'),
    /** high, medium or low. */
    priority: text('priority').notNull().default('medium'),
    dueDate: date('due_date'),
    /** pending or completed; overdue is pending past its due date, computed when read. */
    status: text('status').notNull().default('pending'),
    assignedTo: text('assigned_to'),
    completedDate: date('completed_date'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('compliance_items_estate_idx').on(t.estateId, t.dueDate),
    // Every estate's obligations in the list's own order (due date, then id): the first page is
    // an index walk, not a sort of every row (53 → 0.8 ms at 70,000 items).
    index('compliance_items_due_idx').on(t.dueDate, t.id),
    // The list's search over every estate's compliance items, as trigram lookups: a search is a
    // trigram lookup only if every column it reads has one.
    ...searchIndexes('compliance_items', [t.requirement, t.authority, t.assignedTo, t.notes]),
  ],
);

/** Stakeholder Management: the people around the estate. */
export const stakeholders = pgTable(
  'stakeholders',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('stakeholder_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    name: text('name').notNull(),
    /** executor, beneficiary, advisor or other. */
    role: text('role').notNull(),
    /** internal (the firm, the executor) or external. */
    type: text('type').notNull().default('external'),
    email: text('email'),
    phone: text('phone'),
    /** active or inactive. */
    status: text('status').notNull().default('active'),
    /** The date of the latest correspondence logged with them. */
    lastContact: date('last_contact'),
    notes: text('notes'),
    /** view_all, edit_documents, approve_distributions, view_financial, … (badges). */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stakeholders_estate_idx').on(t.estateId)],
);

/**
 * Correspondence: emails, calls and letters with the people and organisations around the estate.
 * NotifyFlow's dispatches and the organisations' answers are logged here by the system
 * (`source` notifyflow, `source_key` naming the event so it is logged once).
 */
export const correspondence = pgTable(
  'correspondence',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('correspondence_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    /** email, call or letter. */
    type: text('type').notNull(),
    /** outgoing or incoming. */
    direction: text('direction').notNull().default('outgoing'),
    /** Who it was with (a person or an organisation). */
    party: text('party').notNull(),
    stakeholderId: uuid('stakeholder_id').references(() => stakeholders.id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    subject: text('subject').notNull(),
    summary: text('summary'),
    /** sent or scheduled. */
    status: text('status').notNull().default('sent'),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** manual, or notifyflow for an entry the system logged. */
    source: text('source').notNull().default('manual'),
    sourceKey: text('source_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('correspondence_estate_idx').on(t.estateId, t.date),
    uniqueIndex('correspondence_source_key').on(t.sourceKey),
  ],
);

/** The thread of comments on an estate note (Notes & Comments' Comment button). */
export const noteComments = pgTable(
  'note_comments',
  {
    id: uuid('note_comment_id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => estateNotes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('note_comments_note_idx').on(t.noteId, t.createdAt)],
);

/** Timeline Milestones: each may depend on others of the same estate. */
export const milestones = pgTable(
  'milestones',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('milestone_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date'),
    completedDate: date('completed_date'),
    /** pending, in_progress or completed; overdue is computed when read. */
    status: text('status').notNull().default('pending'),
    /** Someone on the estate (its lawyer, executor or a linked user). */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** high, medium or low. */
    priority: text('priority').notNull().default('medium'),
    /** Milestones of the same estate that must be completed first. */
    dependsOn: uuid('depends_on')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('milestones_estate_idx').on(t.estateId, t.dueDate)],
);

/** Due Diligence Checklist: a check, its evidence (a private document) and an external reference. */
export const dueDiligenceChecks = pgTable(
  'due_diligence_checks',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('check_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** pending, in_progress, completed or not_applicable. */
    status: text('status').notNull().default('pending'),
    /** high, medium or low. */
    priority: text('priority').notNull().default('medium'),
    assignedTo: text('assigned_to'),
    dateCompleted: date('date_completed'),
    notes: text('notes'),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    externalLink: text('external_link'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('due_diligence_checks_estate_idx').on(t.estateId)],
);

/** Risk Assessment. `level` follows from impact and likelihood (the domain's `riskLevel`) on every write. */
export const risks = pgTable(
  'risks',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('risk_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    title: text('title').notNull(),
    description: text('description'),
    /** legal, financial or compliance. */
    category: text('category').notNull(),
    /** Each high, medium or low. */
    impact: text('impact').notNull(),
    likelihood: text('likelihood').notNull(),
    level: text('level').notNull(),
    /** active, mitigated or closed. */
    status: text('status').notNull().default('active'),
    owner: text('owner'),
    reviewDate: date('review_date'),
    mitigationPlan: text('mitigation_plan'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('risks_estate_idx').on(t.estateId)],
);
