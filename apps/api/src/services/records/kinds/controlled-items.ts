import { eq, sql } from 'drizzle-orm';
import {
  CONTROLLED_ITEM_TEXTS,
  CONTROLLED_ITEM_TYPES,
  controlledItemDtoSchema,
  controlledItemInputSchema,
  controlledItemListQuerySchema,
  controlledItemSummarySchema,
} from '@estate/domain';
import { controlledItems } from '../../../db/schema.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countsOf } from '../summaries.js';

/** The type as the screen names it ("Safe-deposit box contents"), so a search by type finds it. */
const typeLabel = sql`(case ${controlledItems.type} ${sql.join(
  CONTROLLED_ITEM_TYPES.map((o) => sql`when ${o.value}::text then ${o.label}::text`),
  sql` `,
)} else ${controlledItems.type} end)`;
const levelOrder = sql`array_position(array['high', 'medium', 'low'], ${controlledItems.securityLevel})`;

/**
 * Controlled Items (spec 2 §2): keys, safe-deposit boxes, firearms, the original will… Who last had
 * one is kept by recording an access (services/controlled-items/record-access.ts), never by editing:
 * the form does not carry it, so a save keeps it. Only those who run the estate read them.
 */
export const controlledItemRecords = defineEstateRecord({
  path: 'controlled-items',
  readPermission: 'estate:manage',
  entity: 'controlled_item',
  tag: 'Controlled Items',
  texts: CONTROLLED_ITEM_TEXTS,
  table: controlledItems,
  input: controlledItemInputSchema,
  dto: controlledItemDtoSchema,
  listQuery: controlledItemListQuerySchema,
  summary: controlledItemSummarySchema,
  toValues: (input) => ({
    name: input.name,
    type: input.type,
    location: orNull(input.location),
    securityLevel: input.securityLevel,
    status: input.status,
    notes: orNull(input.notes),
  }),
  toDto: (row, { deceasedName }) => ({
    id: row.id,
    estateId: row.estateId,
    deceasedName,
    name: row.name,
    type: row.type,
    location: row.location,
    securityLevel: row.securityLevel,
    status: row.status,
    lastAccessedAt: row.lastAccessedAt?.toISOString() ?? null,
    accessedBy: row.accessedBy,
    notes: row.notes,
  }),
  label: (row) => row.name,
  search: [controlledItems.name, controlledItems.type, typeLabel],
  filters: { type: controlledItems.type, securityLevel: controlledItems.securityLevel },
  sorts: {
    securityLevel: levelOrder,
    name: controlledItems.name,
    lastAccessedAt: controlledItems.lastAccessedAt,
  },
  defaultSort: { key: 'securityLevel', order: 'asc' },
  summarise: (db, { filtered }) =>
    countsOf(db, controlledItems, filtered, {
      high: eq(controlledItems.securityLevel, 'high'),
      medium: eq(controlledItems.securityLevel, 'medium'),
      secured: eq(controlledItems.status, 'secured'),
    }),
});
