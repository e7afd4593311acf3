/**
 * Estate records (issue 12): what an estate holds and owes and who inherits it, each a list the people
 * who run the estate keep on the records kit (apps/api/src/services/records/). Money is integer cents.
 */
import { bigint, boolean, date, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { estates } from './estates.js';
import { createdAt, searchIndexes, updatedAt, version } from './columns.js';

const estateId = () =>
  uuid('estate_id')
    .notNull()
    .references(() => estates.id, { onDelete: 'cascade' });

export const digitalAssetInventory = pgTable(
  'digitalassetinventory',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('digital_asset_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    assetName: text('asset_name').notNull(),
    category: text('category').notNull(),
    platform: text('platform').notNull(),
    loginEmail: text('login_email'),
    accessInstructions: text('access_instructions'),
    estimatedValue: numeric('estimated_value', { precision: 14, scale: 2 }),
    status: text('status').notNull().default('active'),
    notes: text('notes'),
    rewardProgramId: integer('reward_program_id'),
    pointsBalance: integer('points_balance'),
    expiryDate: text('expiry_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('digitalassetinventory_estate_idx').on(t.estateId)],
);

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('beneficiary_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    relationship: text('relationship'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    /** Share of the residue in basis points (10000 = 100%), when known. */
    shareBasisPoints: integer('share_basis_points'),
    /** verified, pending or unverified: whether the firm has confirmed who they are. */
    status: text('status').notNull().default('unverified'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('beneficiaries_estate_idx').on(t.estateId),
    // The list's search (ILIKE '%…%') over every estate's beneficiaries, as trigram lookups.
    ...searchIndexes('beneficiaries', [t.fullName, t.relationship]),
  ],
);

export const assets = pgTable(
  'assets',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('asset_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }),
    status: text('status').notNull().default('unverified'),
    location: text('location'),
    controlled: boolean('controlled').notNull().default(false),
    notes: text('notes'),
    /**
     * Where it came from when an organisation reported it through NotifyFlow and it was accepted
     * (issue 44): the answer in words, and the reported product it was made from.
     */
    evidence: text('evidence'),
    sourceProductId: uuid('source_product_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assets_estate_idx').on(t.estateId),
    // Every estate's assets by name (the list's default order, then id) as an index walk.
    index('assets_name_idx').on(t.name, t.id),
    // … and by value, either way (issue 43).
    index('assets_value_idx').on(t.valueCents, t.id),
    // The list's search (ILIKE '%…%' on name or type) over 50,000 assets: 109 → 19 ms (decision 055).
    ...searchIndexes('assets', [t.name, t.type]),
  ],
);

export const liabilities = pgTable(
  'liabilities',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('liability_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    creditor: text('creditor'),
    dueDate: text('due_date'),
    notes: text('notes'),
    /**
     * Where it came from when an organisation reported it through NotifyFlow and it was accepted
     * (issue 44): the answer in words, and the reported product it was made from.
     */
    evidence: text('evidence'),
    sourceProductId: uuid('source_product_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('liabilities_estate_idx').on(t.estateId),
    // The list's search over every estate's liabilities, as trigram lookups.
    ...searchIndexes('liabilities', [t.name, t.type, t.creditor]),
  ],
);

/** A valuation of one of the estate's assets (spec 2 "Estate Valuation"). */
export const valuations = pgTable(
  'valuations',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('valuation_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    /** The asset valued; kept (with its name below) when the asset is later removed. */
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    /** The asset's name when valued, shown once the asset itself is gone. */
    assetName: text('asset_name').notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    previousValueCents: bigint('previous_value_cents', { mode: 'number' }),
    type: text('type').notNull(),
    appraiser: text('appraiser'),
    valuedOn: date('valued_on', { mode: 'string' }).notNull(),
    nextReviewOn: date('next_review_on', { mode: 'string' }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('valuations_estate_idx').on(t.estateId, t.valuedOn),
    index('valuations_asset_idx').on(t.assetId),
    // Every estate's valuations in the list's own order (newest valuation first, then id): the
    // first page is an index walk, not a sort of every row (108 → under 1 ms at 100,000).
    index('valuations_valued_on_idx').on(t.valuedOn, t.id),
    // The list's search over every estate's valuations, as trigram lookups.
    ...searchIndexes('valuations', [t.assetName, t.appraiser, t.type]),
  ],
);
