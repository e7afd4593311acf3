import {
  BILLING_ACCOUNT_STATUSES,
  BILLING_ACCOUNT_TEXTS,
  BILLING_ACCOUNT_TYPES,
  BILLING_PLAN_OPTIONS,
  billingAccountDtoSchema,
  billingAccountInputSchema,
  billingAccountListSchema,
  labelOf,
  type BillingAccountDto,
  type BillingSummary,
} from '@estate/domain';
import { useState } from 'react';
import type { z } from 'zod';
import type { ZodFormApi } from '@/components/form/use-zod-form';
import type { RecordKind } from '@/components/records/record-list';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { formatCents, formatDate } from '@/lib/format';
import { useBillingEntities } from './api/get-billing-entities';
import { CreateInvoiceDialog } from './components/create-invoice-dialog';

type Values = z.input<typeof billingAccountInputSchema>;
type Form = ZodFormApi<Values & { estateId: string }, unknown>;

const text = (value: string | null | undefined) => value ?? '';
/** Spec 3 §4: active green, trial amber, inactive grey. */
const statusTone = (status: string): BadgeTone =>
  status === 'active' ? 'success' : status === 'trial' ? 'warning' : 'neutral';

/**
 * The account's type and its firm or person (spec 3 §5): the choice of entity depends on the type,
 * and changing the type clears the entity chosen. A firm or person with an account already is
 * shown but cannot be chosen again.
 */
function EntityFields({ form, record }: { form: Form; record: BillingAccountDto | undefined }) {
  const type = form.watch('type');
  const entityId = form.watch('entityId') ?? '';
  const entities = useBillingEntities(type);
  const typeField = form.field('type');
  const entity = form.register('entityId');
  const isFirm = type === 'law_firm';
  return (
    <>
      <SelectField
        {...typeField}
        label="Account Type"
        onChange={(e) => {
          void typeField.onChange(e);
          form.setValue('entityId', '', { shouldDirty: true });
        }}
      >
        {BILLING_ACCOUNT_TYPES.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        {...entity}
        label={isFirm ? 'Law Firm' : 'Person'}
        error={form.field('entityId').error}
        hint={entities.isError ? 'Failed to load the choices. Please try again.' : undefined}
        value={entityId}
        onChange={(e) =>
          form.setValue('entityId', e.target.value, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
      >
        <option value="">{isFirm ? 'Select a law firm' : 'Select a person'}</option>
        {entities.data?.items.map((o) => {
          const isTaken = o.accountId !== null && o.accountId !== record?.id;
          return (
            <option key={o.id} value={o.id} disabled={isTaken}>
              {o.name}
              {o.detail ? ` (${o.detail})` : ''}
              {isTaken ? ': has an account' : ''}
            </option>
          );
        })}
      </SelectField>
    </>
  );
}

/** A row's "Create invoice" button and its modal. */
function CreateInvoiceAction({ account }: { account: BillingAccountDto }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Create invoice for ${account.entityName}`}
      >
        Create invoice
      </Button>
      {isOpen ? <CreateInvoiceDialog account={account} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * Billing Accounts (spec 3 §2 "Billing Management"): a law firm or person on a plan, with its usage
 * counted from the real rows, the estimated bill before GST and when it was last invoiced.
 */
export const billingAccountKind = {
  resource: {
    kind: 'admin-billing-accounts',
    base: '/api/admin/billing-accounts',
    item: billingAccountDtoSchema,
    list: billingAccountListSchema,
  },
  texts: BILLING_ACCOUNT_TEXTS,
  schema: billingAccountInputSchema,
  blank: {
    type: 'law_firm',
    entityId: '',
    plan: 'standard',
    status: 'active',
    trialEndDate: '',
    billingEmail: '',
    notes: '',
  },
  toForm: (a) => ({
    type: a.type,
    entityId: a.entityId,
    plan: a.plan,
    status: a.status,
    trialEndDate: text(a.trialEndDate),
    billingEmail: text(a.billingEmail),
    notes: text(a.notes),
  }),
  fields: (record) => [
    { key: 'entity', render: (form) => <EntityFields form={form} record={record} /> },
    { name: 'plan', label: 'Plan', kind: 'select', required: true, options: BILLING_PLAN_OPTIONS },
    { name: 'status', label: 'Status', kind: 'select', required: true, options: BILLING_ACCOUNT_STATUSES },
    {
      name: 'trialEndDate',
      label: 'Trial End Date',
      kind: 'date',
      hint: 'Required for trial accounts.',
    },
    {
      name: 'billingEmail',
      label: 'Billing Email',
      kind: 'email',
      hint: "Where invoices are sent; the firm's contact email or the person's own when blank.",
    },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  columns: [
    {
      id: 'name',
      header: 'Account',
      sortable: true,
      cell: (a) => (
        <div>
          <p className="font-medium text-slate-900">{a.entityName}</p>
          <p className="text-xs text-slate-600">{labelOf(BILLING_ACCOUNT_TYPES, a.type)}</p>
        </div>
      ),
    },
    { id: 'plan', header: 'Plan', sortable: true, cell: (a) => labelOf(BILLING_PLAN_OPTIONS, a.plan) },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (a) => (
        <div>
          <Badge tone={statusTone(a.status)}>{labelOf(BILLING_ACCOUNT_STATUSES, a.status)}</Badge>
          {a.status === 'trial' && a.trialEndDate ? (
            <p className="mt-1 text-xs text-slate-600">Ends {formatDate(a.trialEndDate)}</p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'usage',
      header: 'Usage',
      cell: (a) => (
        <p className="text-sm">
          {a.estatesCount} estates
          <br />
          {a.documentsCount} documents
        </p>
      ),
    },
    {
      id: 'estimate',
      header: 'Estimated Bill (excl. GST)',
      align: 'right',
      cell: (a) => formatCents(a.estimatedBillCents),
    },
    {
      id: 'invoiced',
      header: 'Last / Next Invoice',
      cell: (a) => (
        <p className="text-sm">
          {formatDate(a.lastInvoiceDate, 'Never')}
          <br />
          <span className="text-slate-600">{formatDate(a.nextInvoiceDate, '—')}</span>
        </p>
      ),
    },
    { id: 'invoice', header: 'Invoice', cell: (a) => <CreateInvoiceAction account={a} /> },
  ],
  nameOf: (a) => a.entityName,
  search: { label: 'Search billing accounts', placeholder: 'Search accounts...' },
  filters: [
    { name: 'type', label: 'Type', all: 'All Types', options: BILLING_ACCOUNT_TYPES },
    { name: 'plan', label: 'Plan', all: 'All Plans', options: BILLING_PLAN_OPTIONS },
    { name: 'status', label: 'Status', all: 'All Statuses', options: BILLING_ACCOUNT_STATUSES },
  ],
  sorts: [
    { value: 'name', label: 'Name' },
    { value: 'plan', label: 'Plan' },
    { value: 'status', label: 'Status' },
    { value: 'createdAt', label: 'Created' },
  ],
  defaultSort: 'name',
  saveLabel: 'Save Account',
} satisfies RecordKind<
  BillingAccountDto,
  BillingSummary,
  z.input<typeof billingAccountInputSchema>,
  z.output<typeof billingAccountInputSchema>
>;
