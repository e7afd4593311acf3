import {
  BENEFICIARY_STATUSES,
  BENEFICIARY_TEXTS,
  beneficiaryDtoSchema,
  beneficiaryInputSchema,
  beneficiaryListSchema,
  type BeneficiaryDto,
} from '@estate/domain';
import { Landmark, PieChart, Users } from 'lucide-react';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { formatPercent } from '@/lib/format';
import { StatusBadge, text } from './record-badges';

/** Beneficiaries of an estate, with their shares (which may not pass 100% in all). */
export const beneficiaryKind = {
  resource: { kind: 'beneficiaries', item: beneficiaryDtoSchema, list: beneficiaryListSchema },
  texts: BENEFICIARY_TEXTS,
  schema: beneficiaryInputSchema,
  blank: { fullName: '', relationship: '', email: '', phone: '', address: '', sharePercent: '', notes: '' },
  toForm: (b) => ({
    fullName: b.fullName,
    relationship: text(b.relationship),
    email: text(b.email),
    phone: text(b.phone),
    address: text(b.address),
    sharePercent: text(b.sharePercent),
    status: b.status as (typeof BENEFICIARY_STATUSES)[number]['value'],
    notes: text(b.notes),
  }),
  fields: [
    { name: 'fullName', label: 'Full name', required: true },
    { name: 'relationship', label: 'Relationship' },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phone', label: 'Phone', kind: 'tel' },
    { name: 'address', label: 'Address', wide: true },
    {
      name: 'sharePercent',
      label: 'Share (%)',
      kind: 'percent',
      hint: 'From 0 to 100, two decimals at most.',
    },
    { name: 'status', label: 'Status', kind: 'select', options: BENEFICIARY_STATUSES },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  columns: [
    { id: 'fullName', header: 'Name', sortable: true, cell: (b) => b.fullName },
    { id: 'relationship', header: 'Relationship', cell: (b) => b.relationship ?? '—' },
    { id: 'email', header: 'Email', cell: (b) => b.email ?? '—' },
    {
      id: 'sharePercent',
      header: 'Share',
      sortable: true,
      align: 'right',
      cell: (b) => formatPercent(b.sharePercent),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (b) => <StatusBadge options={BENEFICIARY_STATUSES} status={b.status} />,
    },
  ],
  nameOf: (b) => b.fullName,
  search: { label: 'Search beneficiaries', placeholder: 'Search by name or relationship...' },
  filters: [{ name: 'status', label: 'Status', all: 'All Statuses', options: BENEFICIARY_STATUSES }],
  sorts: [
    { value: 'fullName', label: 'Name' },
    { value: 'sharePercent', label: 'Share' },
    { value: 'status', label: 'Status' },
  ],
  defaultSort: 'fullName',
  cards: (summary) => [
    { label: 'Beneficiaries', value: summary.count, icon: Users },
    // Across estates (the Beneficiaries page) a sum of shares means nothing: how many estates instead.
    summary.sharedPercent === null
      ? { label: 'Estates', value: summary.estates, icon: Landmark }
      : { label: 'Shares Allocated', value: formatPercent(summary.sharedPercent), icon: PieChart },
  ],
} satisfies RecordKind<
  BeneficiaryDto,
  { count: number; estates: number; sharedPercent: string | null },
  z.input<typeof beneficiaryInputSchema>,
  z.output<typeof beneficiaryInputSchema>
>;
