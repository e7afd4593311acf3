import {
  LAW_FIRM_BILLING_STATUSES,
  LAW_FIRM_PAGE,
  LAW_FIRM_STATUSES,
  LAW_FIRM_TEXTS,
  labelOf,
  lawFirmDeleteQuestion,
  lawFirmDtoSchema,
  lawFirmInputSchema,
  lawFirmListSchema,
  type LawFirmDto,
  type LawFirmSummary,
} from '@estate/domain';
import { Briefcase, Building2, Mail, Phone, Users, CircleX } from 'lucide-react';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

type Status = (typeof LAW_FIRM_STATUSES)[number]['value'];
type BillingStatus = (typeof LAW_FIRM_BILLING_STATUSES)[number]['value'];

const text = (value: string | null | undefined) => value ?? '';

/** Spec 3 §4: active green, inactive red; billing current green, trial amber, others red. */
const statusTone = (status: string): BadgeTone => (status === 'active' ? 'success' : 'error');
const billingTone = (status: string): BadgeTone =>
  status === 'current' ? 'success' : status === 'trial' ? 'warning' : 'error';

function ContactCell({ firm }: { firm: LawFirmDto }) {
  if (!firm.primaryContact && !firm.contactEmail && !firm.contactPhone)
    return <span className="text-slate-600">—</span>;
  return (
    <div className="space-y-0.5 text-sm">
      {firm.primaryContact ? <p className="font-medium text-slate-900">{firm.primaryContact}</p> : null}
      {firm.contactEmail ? (
        <p className="flex items-center gap-1">
          <Mail aria-hidden="true" className="size-3.5 text-slate-500" />
          <a className="text-blue-700 hover:underline" href={`mailto:${firm.contactEmail}`}>
            {firm.contactEmail}
          </a>
        </p>
      ) : null}
      {firm.contactPhone ? (
        <p className="flex items-center gap-1">
          <Phone aria-hidden="true" className="size-3.5 text-slate-500" />
          {firm.contactPhone}
        </p>
      ) : null}
    </div>
  );
}

/** Law Firms (spec 3 §2): the firms, their contact, status and billing, members and estates. */
export const lawFirmKind = {
  resource: {
    kind: 'admin-law-firms',
    base: '/api/admin/law-firms',
    item: lawFirmDtoSchema,
    list: lawFirmListSchema,
  },
  texts: LAW_FIRM_TEXTS,
  schema: lawFirmInputSchema,
  blank: {
    name: '',
    primaryContact: '',
    contactEmail: '',
    contactPhone: '',
    address: '',
    status: 'active',
    billingStatus: 'current',
    gstNumber: '',
  },
  toForm: (f) => ({
    name: f.name,
    primaryContact: text(f.primaryContact),
    contactEmail: text(f.contactEmail),
    contactPhone: text(f.contactPhone),
    address: text(f.address),
    status: f.status as Status,
    billingStatus: f.billingStatus as BillingStatus,
    gstNumber: text(f.gstNumber),
  }),
  fields: [
    { name: 'name', label: 'Firm Name', required: true, wide: true },
    { name: 'primaryContact', label: 'Primary Contact' },
    { name: 'contactEmail', label: 'Email', kind: 'email' },
    { name: 'contactPhone', label: 'Phone', kind: 'tel' },
    { name: 'address', label: 'Address', kind: 'textarea' },
    { name: 'gstNumber', label: 'GST Number', hint: '8 or 9 digits, like 123-456-789' },
    { name: 'status', label: 'Status', kind: 'select', required: true, options: LAW_FIRM_STATUSES },
    {
      name: 'billingStatus',
      label: 'Billing Status',
      kind: 'select',
      required: true,
      options: LAW_FIRM_BILLING_STATUSES,
    },
  ],
  columns: [
    {
      id: 'name',
      header: 'Law Firm',
      sortable: true,
      cell: (f) => (
        <>
          <p className="font-medium text-slate-900">{f.name}</p>
          <p className="font-mono text-xs text-slate-600">ID: {f.id}</p>
        </>
      ),
    },
    { id: 'contact', header: 'Contact', cell: (f) => <ContactCell firm={f} /> },
    {
      id: 'status',
      header: 'Status',
      cell: (f) => (
        <div className="flex flex-wrap gap-1">
          <Badge tone={statusTone(f.status)}>{labelOf(LAW_FIRM_STATUSES, f.status)}</Badge>
          <Badge tone={billingTone(f.billingStatus)}>
            <span className="sr-only">Billing: </span>
            {labelOf(LAW_FIRM_BILLING_STATUSES, f.billingStatus)}
          </Badge>
        </div>
      ),
    },
    { id: 'memberCount', header: 'Members', sortable: true, align: 'right', cell: (f) => f.memberCount },
    { id: 'estateCount', header: 'Estates', sortable: true, align: 'right', cell: (f) => f.estateCount },
    { id: 'createdAt', header: 'Created', sortable: true, cell: (f) => formatDate(f.createdAt) },
  ],
  nameOf: (f) => f.name,
  confirmDelete: (f) => lawFirmDeleteQuestion(f.name),
  search: { label: 'Search law firms', placeholder: LAW_FIRM_PAGE.searchPlaceholder },
  filters: [
    { name: 'status', label: 'Status', all: 'All Statuses', options: LAW_FIRM_STATUSES },
    {
      name: 'billingStatus',
      label: 'Billing Status',
      all: 'All Billing Statuses',
      options: LAW_FIRM_BILLING_STATUSES,
    },
  ],
  sorts: [
    { value: 'name', label: 'Name' },
    { value: 'createdAt', label: 'Created' },
    { value: 'memberCount', label: 'Members' },
    { value: 'estateCount', label: 'Estates' },
  ],
  defaultSort: 'name',
  cards: (s) => [
    { label: 'Total Firms', value: s.totalFirms, icon: Building2 },
    { label: 'Total Members', value: s.totalMembers, icon: Users },
    { label: 'Total Estates', value: s.totalEstates, icon: Briefcase },
    { label: 'Inactive Firms', value: s.inactiveFirms, icon: CircleX },
  ],
} satisfies RecordKind<
  LawFirmDto,
  LawFirmSummary,
  z.input<typeof lawFirmInputSchema>,
  z.output<typeof lawFirmInputSchema>
>;
