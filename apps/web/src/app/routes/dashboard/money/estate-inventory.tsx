import { InventoryExportButton, inventoryItemKind } from '@/features/estate-money/inventory-items';
import { CrossEstateRecordPage } from '@/features/estates/components/cross-estate-record-page';

/**
 * /dashboard/estate-inventory (spec 2 "Estate Inventory"): the chattels of my estates, or of one,
 * with Export (CSV of the estate chosen, or of all) and Add Item. Only those who run estates read it.
 */
export function EstateInventoryRoute() {
  return (
    <CrossEstateRecordPage
      kind={inventoryItemKind}
      title="Estate Inventory"
      subtitle="The estates' chattels, item by item: where each is, its condition and what became of it."
      runnersOnly
      actions={(estateId) => <InventoryExportButton estateId={estateId} />}
    />
  );
}
