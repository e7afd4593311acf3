import {
  DEFAULT_ADMIN_FORM_ROLE,
  DEFAULT_NOTIFICATION_PREFERENCES,
  USER_ADMIN_PAGE,
  USER_ADMIN_TEXTS,
  USER_ROLE_OPTIONS,
  USER_STATUS_OPTIONS,
  labelOf,
  userAdminDtoSchema,
  userAdminInputSchema,
  userAdminListSchema,
  userDeleteQuestion,
  type UserAdminDto,
  type UserAdminSummary,
} from '@estate/domain';
import { Phone, ShieldCheck, UserCheck, Users, UserX } from 'lucide-react';
import type { z } from 'zod';
import type { AnyFieldSpec } from '@/components/form/form-fields';
import type { RecordKind } from '@/components/records/record-list';
import { Avatar } from '@/components/ui/avatar';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDate, formatDateTime } from '@/lib/format';
import { FirmField } from './components/firm-field';

type Values = z.input<typeof userAdminInputSchema>;

/** Spec 3 §4: admin primary, lawyer success, executor warning, others grey. */
const roleTone = (role: string): BadgeTone =>
  role === 'admin' ? 'info' : role === 'lawyer' ? 'success' : role === 'executor' ? 'warning' : 'neutral';

const roleLabel = (role: string) => labelOf(USER_ROLE_OPTIONS, role);

/** The form's fields: the password's placeholder and hint depend on adding or editing. */
function fieldsFor(record: UserAdminDto | undefined): AnyFieldSpec<Values & { estateId: string }>[] {
  return [
    { name: 'name', label: 'Full Name', required: true },
    {
      name: 'email',
      label: 'Email',
      kind: 'email',
      required: true,
      ...(record ? { readOnly: true, hint: 'The email is their sign-in and stays as it is.' } : {}),
    },
    { name: 'phone', label: 'Phone', kind: 'tel' },
    { name: 'role', label: 'Role', kind: 'select', required: true, options: USER_ROLE_OPTIONS },
    { name: 'status', label: 'Status', kind: 'select', required: true, options: USER_STATUS_OPTIONS },
    { key: 'firmId', render: (form) => <FirmField form={form} /> },
    {
      name: 'password',
      label: 'Password',
      kind: 'password',
      placeholder: record ? USER_ADMIN_PAGE.passwordEditPlaceholder : USER_ADMIN_PAGE.passwordAddPlaceholder,
      ...(record ? {} : { hint: USER_ADMIN_PAGE.invitationHint }),
      wide: true,
    },
    {
      legend: 'Notification preferences',
      show: () => true,
      fields: [
        { name: 'notificationPreferences.email', label: 'Email', kind: 'checkbox' },
        { name: 'notificationPreferences.mobile', label: 'Mobile', kind: 'checkbox' },
        { name: 'notificationPreferences.browser', label: 'Browser', kind: 'checkbox' },
      ],
    },
  ];
}

function UserCell({ user }: { user: UserAdminDto }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={user.name} size="sm" decorative />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{user.name}</p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
      </div>
    </div>
  );
}

function ContactCell({ user }: { user: UserAdminDto }) {
  if (!user.phone && !user.firmName) return <span className="text-slate-600">—</span>;
  return (
    <div className="space-y-0.5 text-sm">
      {user.phone ? (
        <p className="flex items-center gap-1">
          <Phone aria-hidden="true" className="size-3.5 text-slate-500" />
          {user.phone}
        </p>
      ) : null}
      {user.firmName ? <p className="text-slate-700">{user.firmName}</p> : null}
    </div>
  );
}

/** Users (spec 3 §2): the accounts, their role, standing, contact, estates and last sign-in. */
export const userKind = {
  resource: {
    kind: 'admin-users',
    base: '/api/admin/users',
    item: userAdminDtoSchema,
    list: userAdminListSchema,
  },
  texts: USER_ADMIN_TEXTS,
  schema: userAdminInputSchema,
  blank: {
    name: '',
    email: '',
    phone: '',
    role: DEFAULT_ADMIN_FORM_ROLE,
    status: 'active',
    firmId: '',
    password: '',
    notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
  },
  toForm: (u) => ({
    name: u.name,
    email: u.email,
    phone: u.phone ?? '',
    role: u.role,
    status: u.active ? 'active' : 'inactive',
    firmId: u.firmId ?? '',
    password: '',
    notificationPreferences: u.notificationPreferences,
  }),
  fields: fieldsFor,
  columns: [
    { id: 'name', header: 'User', sortable: true, cell: (u) => <UserCell user={u} /> },
    {
      id: 'role',
      header: 'Role',
      sortable: true,
      cell: (u) => <Badge tone={roleTone(u.role)}>{roleLabel(u.role)}</Badge>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (u) => <Badge tone={u.active ? 'success' : 'error'}>{u.active ? 'Active' : 'Inactive'}</Badge>,
    },
    { id: 'contact', header: 'Contact', cell: (u) => <ContactCell user={u} /> },
    { id: 'estates', header: 'Estates', align: 'right', cell: (u) => u.linkedEstates },
    {
      id: 'lastSignInAt',
      header: 'Last Login',
      sortable: true,
      cell: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt) : USER_ADMIN_PAGE.never),
    },
    { id: 'createdAt', header: 'Created', sortable: true, cell: (u) => formatDate(u.createdAt) },
  ],
  nameOf: (u) => u.name,
  confirmDelete: (u) => userDeleteQuestion(u.name),
  search: { label: 'Search users', placeholder: USER_ADMIN_PAGE.searchPlaceholder },
  filters: [
    {
      name: 'role',
      label: 'Role',
      all: 'All Roles',
      options: (s) => (s?.roles ?? []).map((r) => ({ value: r, label: roleLabel(r) })),
    },
    { name: 'status', label: 'Status', all: 'All', options: USER_STATUS_OPTIONS },
  ],
  sorts: [
    { value: 'createdAt', label: 'Created' },
    { value: 'name', label: 'Name' },
    { value: 'email', label: 'Email' },
    { value: 'role', label: 'Role' },
    { value: 'lastSignInAt', label: 'Last Login' },
  ],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  cards: (s) => [
    { label: 'Total Users', value: s.totalUsers, icon: Users },
    { label: 'Active Users', value: s.activeUsers, icon: UserCheck },
    { label: 'Admin Users', value: s.adminUsers, icon: ShieldCheck },
    { label: 'Inactive Users', value: s.inactiveUsers, icon: UserX },
  ],
} satisfies RecordKind<UserAdminDto, UserAdminSummary, Values, z.output<typeof userAdminInputSchema>>;
