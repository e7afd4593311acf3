import {
  INVENTORY_CATEGORIES,
  INVENTORY_CONDITIONS,
  INVENTORY_STATUSES,
  INVENTORY_TEXTS,
  centsToDollars,
  inventoryItemDtoSchema,
  inventoryItemInputSchema,
  inventoryItemListSchema,
  labelOf,
  type InventoryItemDto,
  type InventorySummary,
} from '@estate/domain';
import { useMutation } from '@tanstack/react-query';
import { Download, Hourglass, Layers, MapPin, Package } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { api, messageOf } from '@/lib/api-client';
import { formatCents, formatDate, saveBlob } from '@/lib/format';

/** The text of an optional field as a form shows it ('' for none). */
const text = (value: string | null | undefined) => value ?? '';
type Category = (typeof INVENTORY_CATEGORIES)[number]['value'];
type Condition = (typeof INVENTORY_CONDITIONS)[number]['value'];
type Status = (typeof INVENTORY_STATUSES)[number]['value'];

/** In possession green, pending valuation amber, distributed and sold grey: the word says it too. */
const statusTones: Record<string, BadgeTone> = { in_possession: 'success', pending_valuation: 'warning' };

/** Estate Inventory (spec 2 §2): the chattels, item by item, declared on the records kit. */
export const inventoryItemKind = {
  resource: { kind: 'inventory-items', item: inventoryItemDtoSchema, list: inventoryItemListSchema },
  texts: INVENTORY_TEXTS,
  schema: inventoryItemInputSchema,
  blank: {
    name: '',
    serialNumber: '',
    location: '',
    condition: '',
    status: 'in_possession',
    description: '',
    purchasePrice: '',
    purchaseDate: '',
    notes: '',
  },
  toForm: (i) => ({
    name: i.name,
    category: i.category as Category,
    serialNumber: text(i.serialNumber),
    location: text(i.location),
    condition: (i.condition ?? '') as Condition | '',
    status: i.status as Status,
    description: text(i.description),
    purchasePrice: centsToDollars(i.purchasePriceCents),
    purchaseDate: text(i.purchaseDate),
    notes: text(i.notes),
  }),
  fields: [
    { name: 'name', label: 'Name', required: true, wide: true },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      placeholder: 'Select a category',
      options: INVENTORY_CATEGORIES,
    },
    { name: 'status', label: 'Status', kind: 'select', options: INVENTORY_STATUSES },
    { name: 'serialNumber', label: 'Serial number', hint: 'Or a registration plate, edition or hallmark.' },
    {
      name: 'location',
      label: 'Location',
      hint: 'Where it is now: a room, a storage unit, the firm’s safe.',
    },
    {
      name: 'condition',
      label: 'Condition',
      kind: 'select',
      placeholder: 'Not assessed',
      options: INVENTORY_CONDITIONS,
    },
    { name: 'purchasePrice', label: 'Purchase price ($)', kind: 'money' },
    { name: 'purchaseDate', label: 'Purchase date', kind: 'date' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  columns: [
    {
      id: 'name',
      header: 'Item',
      sortable: true,
      cell: (i) => (
        <>
          <p className="font-medium text-slate-900">{i.name}</p>
          {i.description ? <p className="text-xs text-slate-600">{i.description}</p> : null}
        </>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      sortable: true,
      cell: (i) => labelOf(INVENTORY_CATEGORIES, i.category),
    },
    { id: 'serialNumber', header: 'Serial Number', cell: (i) => i.serialNumber ?? '—' },
    { id: 'location', header: 'Location', sortable: true, cell: (i) => i.location ?? '—' },
    {
      id: 'condition',
      header: 'Condition',
      cell: (i) => (i.condition ? labelOf(INVENTORY_CONDITIONS, i.condition) : 'Not assessed'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (i) => (
        <Badge tone={statusTones[i.status] ?? 'neutral'}>{labelOf(INVENTORY_STATUSES, i.status)}</Badge>
      ),
    },
    {
      id: 'purchasePrice',
      header: 'Purchase',
      sortable: true,
      cell: (i) =>
        i.purchasePriceCents === null && !i.purchaseDate ? (
          '—'
        ) : (
          <>
            <p className="text-slate-900">{formatCents(i.purchasePriceCents, '—')}</p>
            {i.purchaseDate ? <p className="text-xs text-slate-600">{formatDate(i.purchaseDate)}</p> : null}
          </>
        ),
    },
    { id: 'notes', header: 'Notes', cell: (i) => i.notes ?? '—' },
  ],
  nameOf: (i) => i.name,
  search: { label: 'Search items', placeholder: 'Search by name, serial number or location...' },
  filters: [
    { name: 'category', label: 'Category', all: 'All Categories', options: INVENTORY_CATEGORIES },
    { name: 'status', label: 'Status', all: 'All Statuses', options: INVENTORY_STATUSES },
  ],
  sorts: [
    { value: 'name', label: 'Name' },
    { value: 'category', label: 'Category' },
    { value: 'location', label: 'Location' },
    { value: 'purchasePrice', label: 'Purchase price' },
    { value: 'purchaseDate', label: 'Purchase date' },
  ],
  defaultSort: 'name',
  saveLabel: 'Save Item',
  cards: (s) => [
    { label: 'Total Items', value: s.totalItems, icon: Package },
    { label: 'Locations', value: s.locations, icon: MapPin },
    { label: 'Pending Valuation', value: s.pendingValuation, icon: Hourglass },
    { label: 'Categories', value: s.categories, icon: Layers },
  ],
} satisfies RecordKind<
  InventoryItemDto,
  InventorySummary,
  z.input<typeof inventoryItemInputSchema>,
  z.output<typeof inventoryItemInputSchema>
>;

/** Downloads the inventory as CSV: of one estate, or of every estate I may see. */
export function InventoryExportButton({ estateId }: { estateId: string | undefined }) {
  const download = useMutation({
    mutationFn: async () => {
      const query = estateId ? `?estateId=${encodeURIComponent(estateId)}` : '';
      const { blob, fileName } = await api.download(`/api/inventory-items/export.csv${query}`);
      const name = fileName ?? 'estate-inventory.csv';
      saveBlob(blob, name);
      return name;
    },
  });
  return (
    <Button
      variant="secondary"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onSuccess: (name) => toast.success('Inventory exported', { description: name }),
          onError: (error) =>
            toast.error(messageOf(error, 'The inventory could not be exported. Please try again.')),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {download.isPending ? 'Exporting...' : 'Export'}
    </Button>
  );
}
