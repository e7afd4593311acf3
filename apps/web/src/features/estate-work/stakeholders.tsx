import {
  STAKEHOLDER_PERMISSIONS,
  STAKEHOLDER_ROLES,
  STAKEHOLDER_STATUSES,
  STAKEHOLDER_TEXTS,
  STAKEHOLDER_TYPES,
  labelOf,
  stakeholderDtoSchema,
  stakeholderInputSchema,
  stakeholderListSchema,
  type StakeholderDto,
  type StakeholderSummary,
} from '@estate/domain';
import { Mail, Phone, UserCheck, UserMinus, Users, UserX } from 'lucide-react';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

type Role = (typeof STAKEHOLDER_ROLES)[number]['value'];
type Type = (typeof STAKEHOLDER_TYPES)[number]['value'];
type Status = (typeof STAKEHOLDER_STATUSES)[number]['value'];
type Permission = (typeof STAKEHOLDER_PERMISSIONS)[number]['value'];

export const stakeholderResource = {
  kind: 'stakeholders',
  item: stakeholderDtoSchema,
  list: stakeholderListSchema,
};

const text = (value: string | null | undefined) => value ?? '';

/** The Correspondence page with its form open for this stakeholder (their name as the party). */
export const contactHref = (s: StakeholderDto) =>
  `/dashboard/estates/${encodeURIComponent(s.estateId)}/correspondence?contact=${encodeURIComponent(s.id)}`;

function ContactCell({ stakeholder: s }: { stakeholder: StakeholderDto }) {
  if (!s.email && !s.phone) return <span className="text-slate-600">—</span>;
  return (
    <div className="space-y-0.5 text-sm">
      {s.email ? (
        <p className="flex items-center gap-1">
          <Mail aria-hidden="true" className="size-3.5 text-slate-500" />
          <a className="text-blue-700 hover:underline" href={`mailto:${s.email}`}>
            {s.email}
          </a>
        </p>
      ) : null}
      {s.phone ? (
        <p className="flex items-center gap-1">
          <Phone aria-hidden="true" className="size-3.5 text-slate-500" />
          {s.phone}
        </p>
      ) : null}
    </div>
  );
}

function PermissionBadges({ permissions }: { permissions: readonly string[] }) {
  if (!permissions.length) return <span className="text-slate-600">None</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Permissions">
      {permissions.map((p) => (
        <li key={p}>
          <Badge tone="info">{labelOf(STAKEHOLDER_PERMISSIONS, p)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Stakeholder Management: the people around the estate, their contact details and last contact. */
export const stakeholderKind = {
  resource: stakeholderResource,
  texts: STAKEHOLDER_TEXTS,
  schema: stakeholderInputSchema,
  blank: { name: '', type: 'external', status: 'active', email: '', phone: '', notes: '', permissions: [] },
  toForm: (s) => ({
    name: s.name,
    role: s.role as Role,
    type: s.type as Type,
    email: text(s.email),
    phone: text(s.phone),
    status: s.status as Status,
    notes: text(s.notes),
    permissions: s.permissions as Permission[],
  }),
  fields: [
    { name: 'name', label: 'Name', required: true },
    {
      name: 'role',
      label: 'Role',
      kind: 'select',
      required: true,
      placeholder: 'Select a role',
      options: STAKEHOLDER_ROLES,
    },
    { name: 'type', label: 'Type', kind: 'select', required: true, options: STAKEHOLDER_TYPES },
    { name: 'status', label: 'Status', kind: 'select', required: true, options: STAKEHOLDER_STATUSES },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phone', label: 'Phone', kind: 'tel' },
    {
      name: 'permissions',
      label: 'Permissions',
      kind: 'checkboxes',
      options: STAKEHOLDER_PERMISSIONS,
      hint: 'Shown as badges; they do not change what anyone can see.',
      wide: true,
    },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (s) => (
        <>
          <p className="font-medium text-slate-900">{s.name}</p>
          <p className="text-xs text-slate-600">{labelOf(STAKEHOLDER_ROLES, s.role)}</p>
        </>
      ),
    },
    { id: 'contact', header: 'Contact', cell: (s) => <ContactCell stakeholder={s} /> },
    { id: 'type', header: 'Type', cell: (s) => labelOf(STAKEHOLDER_TYPES, s.type) },
    {
      id: 'status',
      header: 'Status',
      cell: (s) => (
        <Badge tone={s.status === 'active' ? 'success' : 'neutral'}>
          {labelOf(STAKEHOLDER_STATUSES, s.status)}
        </Badge>
      ),
    },
    {
      id: 'lastContact',
      header: 'Last Contact',
      sortable: true,
      cell: (s) => formatDate(s.lastContact, 'Never'),
    },
    {
      id: 'permissions',
      header: 'Permissions',
      cell: (s) => <PermissionBadges permissions={s.permissions} />,
    },
    {
      id: 'contactButton',
      header: 'Contact',
      cell: (s) => (
        <ButtonLink to={contactHref(s)} variant="secondary" size="sm">
          Contact<span className="sr-only"> {s.name}</span>
        </ButtonLink>
      ),
    },
  ],
  nameOf: (s) => s.name,
  search: { label: 'Search stakeholders', placeholder: 'Search by name, email or phone...' },
  filters: [
    {
      name: 'role',
      label: 'Role',
      all: 'All Roles',
      options: STAKEHOLDER_ROLES.filter((r) => r.value !== 'other'),
    },
  ],
  sorts: [
    { value: 'name', label: 'Name' },
    { value: 'role', label: 'Role' },
    { value: 'lastContact', label: 'Last contact' },
  ],
  defaultSort: 'name',
  cards: (s) => [
    { label: 'Total', value: s.total, icon: Users },
    { label: 'Internal', value: s.internal, icon: UserCheck },
    { label: 'External', value: s.external, icon: UserMinus },
    { label: 'Inactive', value: s.inactive, icon: UserX },
  ],
} satisfies RecordKind<
  StakeholderDto,
  StakeholderSummary,
  z.input<typeof stakeholderInputSchema>,
  z.output<typeof stakeholderInputSchema>
>;
