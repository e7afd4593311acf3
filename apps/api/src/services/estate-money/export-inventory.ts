import { and, asc, eq } from 'drizzle-orm';
import {
  INVENTORY_CATEGORIES,
  INVENTORY_CONDITIONS,
  INVENTORY_STATUSES,
  centsToDollars,
  labelOf,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { estates, inventoryItems } from '../../db/schema.js';
import { toCsv } from '../../lib/csv.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { estateOwned, requireEstate } from '../access/index.js';

export const INVENTORY_CSV_HEADERS = [
  'Estate',
  'Name',
  'Category',
  'Serial number',
  'Location',
  'Condition',
  'Status',
  'Purchase price',
  'Purchase date',
  'Notes',
];

/** "Hēmi Te Rangi" as "hemi-te-rangi", for a file name. */
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'estate';

/**
 * Estate Inventory as CSV: every item of the estates the actor may see (or of one, 404 when it is
 * not theirs), by estate then name. The purchase price is plain dollars ("1234.50") so a spreadsheet
 * sums it; dates are YYYY-MM-DD. The export is audited (`inventory.exported`, with the estate when one).
 */
export async function exportInventory(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  estateId?: string,
): Promise<{ fileName: string; csv: string }> {
  const scope = [estateOwned(actor, inventoryItems.estateId)];
  let fileName = 'estate-inventory.csv';
  if (estateId) {
    const estate = await requireEstate(db, actor, estateId);
    scope.push(eq(inventoryItems.estateId, estateId));
    fileName = `estate-inventory-${slug(estate.deceasedName)}.csv`;
  }
  const rows = await db
    .select({ item: inventoryItems, deceasedName: estates.deceasedName })
    .from(inventoryItems)
    .innerJoin(estates, eq(estates.id, inventoryItems.estateId))
    .where(and(...scope))
    .orderBy(asc(estates.deceasedName), asc(inventoryItems.name), asc(inventoryItems.id));
  const csv = toCsv(
    INVENTORY_CSV_HEADERS,
    rows.map(({ item, deceasedName }) => [
      `Estate of ${deceasedName}`,
      item.name,
      labelOf(INVENTORY_CATEGORIES, item.category),
      item.serialNumber,
      item.location,
      item.condition ? labelOf(INVENTORY_CONDITIONS, item.condition) : null,
      labelOf(INVENTORY_STATUSES, item.status),
      item.purchasePriceCents === null ? null : centsToDollars(item.purchasePriceCents),
      item.purchaseDate,
      item.notes,
    ]),
  );
  await recordAudit(db, {
    actorId: actor.id,
    action: 'inventory.exported',
    entityType: 'inventory',
    entityId: null,
    data: { ...(estateId ? { estateId } : {}), count: rows.length },
  });
  return { fileName, csv };
}
