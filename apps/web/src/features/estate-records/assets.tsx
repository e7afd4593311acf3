import {
  ASSET_STATUSES,
  ASSET_TEXTS,
  ASSET_TYPES,
  assetDtoSchema,
  assetInputSchema,
  assetListSchema,
  centsToDollars,
  labelOf,
  type AssetDto,
} from '@estate/domain';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { formatCents } from '@/lib/format';
import { NameCell, StatusBadge, text } from './record-badges';

/** What the deceased owned, with its value at the date of death. */
export const assetKind = {
  resource: { kind: 'assets', item: assetDtoSchema, list: assetListSchema },
  texts: ASSET_TEXTS,
  schema: assetInputSchema,
  blank: { name: '', value: '', location: '', controlled: false, notes: '' },
  toForm: (a) => ({
    name: a.name,
    type: a.type as (typeof ASSET_TYPES)[number]['value'],
    value: centsToDollars(a.valueCents),
    location: text(a.location),
    status: a.status as (typeof ASSET_STATUSES)[number]['value'],
    controlled: a.controlled,
    notes: text(a.notes),
  }),
  fields: [
    { name: 'name', label: 'Name', required: true },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      placeholder: 'Select a type',
      options: ASSET_TYPES,
    },
    { name: 'value', label: 'Value ($)', kind: 'money', hint: 'In dollars, like 1234.56.' },
    { name: 'location', label: 'Location' },
    { name: 'status', label: 'Status', kind: 'select', options: ASSET_STATUSES },
    {
      name: 'controlled',
      label: 'Controlled item',
      kind: 'checkbox',
      hint: 'Held or secured by the estate.',
    },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  columns: [
    {
      id: 'name',
      header: 'Asset',
      sortable: true,
      cell: (a) => <NameCell name={a.name} detail={labelOf(ASSET_TYPES, a.type)} evidence={a.evidence} />,
    },
    { id: 'value', header: 'Value', sortable: true, align: 'right', cell: (a) => formatCents(a.valueCents) },
    { id: 'location', header: 'Location', cell: (a) => a.location ?? '—' },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (a) => <StatusBadge options={ASSET_STATUSES} status={a.status} />,
    },
    { id: 'controlled', header: 'Controlled', cell: (a) => (a.controlled ? 'Yes' : 'No') },
  ],
  nameOf: (a) => a.name,
  search: { label: 'Search assets', placeholder: 'Search by name or type...' },
  filters: [
    { name: 'type', label: 'Type', all: 'All Types', options: ASSET_TYPES },
    { name: 'status', label: 'Status', all: 'All Statuses', options: ASSET_STATUSES },
  ],
  sorts: [
    { value: 'name', label: 'Name' },
    { value: 'type', label: 'Type' },
    { value: 'value', label: 'Value' },
    { value: 'status', label: 'Status' },
  ],
  defaultSort: 'name',
} satisfies RecordKind<
  AssetDto,
  { count: number; totalCents: number },
  z.input<typeof assetInputSchema>,
  z.output<typeof assetInputSchema>
>;
