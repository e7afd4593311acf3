import {
  DISTRIBUTION_STATUSES,
  DISTRIBUTION_TEXTS,
  DISTRIBUTION_TYPES,
  beneficiaryDtoSchema,
  beneficiaryListSchema,
  can,
  centsToDollars,
  distributionDtoSchema,
  distributionInputSchema,
  distributionListSchema,
  labelOf,
  type DistributionDto,
  type DistributionHoldDto,
  type DistributionSummary,
} from '@estate/domain';
import { AlertTriangle, CircleDollarSign, Clock, Users } from 'lucide-react';
import type { z } from 'zod';
import type { AnyFieldSpec } from '@/components/form/form-fields';
import type { ZodFormApi } from '@/components/form/use-zod-form';
import type { RecordKind } from '@/components/records/record-list';
import { statusTone } from '@/components/records/tones';
import { Badge } from '@/components/ui/badge';
import { SelectField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatCents, formatDate } from '@/lib/format';
import { useRecordList } from '@/lib/records/use-records';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { distributionHoldKey, useDistributionHold } from './api/distribution-hold';
import { LedgerEntryNote } from './components/ledger-entry-note';
import { ReverseEntryButton } from './components/reverse-entry-dialog';

/** An optional field as the form shows it ('' for none). */
const text = (value: string | null | undefined) => value ?? '';

type Values = z.input<typeof distributionInputSchema>;
type Form = ZodFormApi<Values & { estateId: string }, unknown>;

/** The estate's beneficiaries, to choose from (the same records kit resource as their own list). */
const beneficiaries = { kind: 'beneficiaries', item: beneficiaryDtoSchema, list: beneficiaryListSchema };

/** The Beneficiary field: one of the estate's own beneficiaries. */
function BeneficiaryField({ form }: { form: Form }) {
  const estateId = form.watch('estateId');
  const people = useRecordList(
    beneficiaries,
    estateId,
    { q: '', sort: 'fullName', order: 'asc', page: 1, filters: {} },
    { pageSize: 100, enabled: Boolean(estateId) },
  );
  return (
    <SelectField label="Beneficiary" required {...form.field('beneficiaryId')}>
      <option value="">{people.isPending ? 'Loading beneficiaries...' : 'Select a beneficiary'}</option>
      {people.data?.items.map((b) => (
        <option key={b.id} value={b.id}>
          {b.fullName}
          {b.relationship ? ` (${b.relationship})` : ''}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Under the Status: when Paid is chosen while the estate is not yet safe to distribute, why not, and
 * for a lawyer or admin the override reason; an executor is told a lawyer must approve it.
 */
function HoldNotice({ form, wasPaid }: { form: Form; wasPaid: boolean }) {
  const estateId = form.watch('estateId');
  const status = form.watch('status');
  const hold = useDistributionHold(estateId);
  const overrides = can(useViewRole().viewRole, 'distribution:override');
  if (status !== 'paid' || wasPaid || !hold.data || hold.data.safe) return null;
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:col-span-2">
      <p className="font-semibold">This distribution is not yet safe to pay:</p>
      <ul className="list-disc space-y-1 pl-5">
        {hold.data.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {overrides ? (
        <TextareaField
          label="Override reason"
          required
          hint="Why it is right to pay now. Kept with the distribution and in the audit trail with your name."
          {...form.field('overrideReason')}
        />
      ) : (
        <p>A lawyer must approve paying it now: ask the estate’s lawyer to record it as paid.</p>
      )}
    </div>
  );
}

/** Status, with the override a lawyer gives when paying before it is safe. */
function StatusBadges({ d }: { d: DistributionDto }) {
  return (
    <div className="space-y-1">
      <Badge tone={d.reversedBy ? 'error' : statusTone(d.status)}>
        {d.reversesId ? 'Reversal' : d.reversedBy ? 'Reversed' : labelOf(DISTRIBUTION_STATUSES, d.status)}
      </Badge>
      <LedgerEntryNote
        entry={d}
        searchForOriginal={d.beneficiaryName}
        searchForReversal={d.beneficiaryName}
        isReversible={d.status === 'paid'}
      />
      {d.overrideReason ? (
        <p className="text-xs text-slate-700">
          Paid early by {d.overriddenByName ?? 'a lawyer'}: {d.overrideReason}
        </p>
      ) : null}
    </div>
  );
}

const fields = (record: DistributionDto | undefined): AnyFieldSpec<Values & { estateId: string }>[] => [
  { key: 'beneficiaryId', render: (form) => <BeneficiaryField form={form} /> },
  {
    name: 'type',
    label: 'Type',
    kind: 'select',
    required: true,
    placeholder: 'Select a type',
    options: DISTRIBUTION_TYPES,
  },
  { name: 'amount', label: 'Amount ($)', kind: 'money', required: true },
  { name: 'status', label: 'Status', kind: 'select', required: true, options: DISTRIBUTION_STATUSES },
  {
    key: 'hold',
    render: (form) => <HoldNotice form={form} wasPaid={record?.status === 'paid'} />,
  },
  { name: 'plannedDate', label: 'Planned date', kind: 'date' },
  {
    name: 'completedDate',
    label: 'Completed date',
    kind: 'date',
    hint: 'Today, if left empty when paid.',
  },
  { name: 'notes', label: 'Notes', kind: 'textarea' },
];

/**
 * Estate Distribution (spec 2 §2, issue 14): what each beneficiary is given, planned and paid. The
 * API refuses "paid" before it is safe unless a lawyer or admin overrides with a reason.
 */
export const distributionKind = {
  resource: { kind: 'distributions', item: distributionDtoSchema, list: distributionListSchema },
  texts: DISTRIBUTION_TEXTS,
  schema: distributionInputSchema,
  saveLabel: 'Save Distribution',
  blank: {
    beneficiaryId: '',
    amount: '',
    status: 'planned',
    plannedDate: '',
    completedDate: '',
    notes: '',
    overrideReason: '',
  },
  toForm: (d) => ({
    beneficiaryId: d.beneficiaryId,
    type: d.type as Values['type'],
    amount: centsToDollars(d.amountCents),
    status: d.status as Values['status'],
    plannedDate: text(d.plannedDate),
    completedDate: text(d.completedDate),
    notes: text(d.notes),
    overrideReason: '',
  }),
  fields,
  // Paid while the hold stands, with no override reason: the form says so on the field (as the
  // notice above it already does) instead of sending a request the API would refuse with a 400.
  refuseBeforeSave: (input, { estateId, record, queryClient, role }) => {
    if (input.status !== 'paid' || record?.status === 'paid' || input.overrideReason) return null;
    const hold = queryClient.getQueryData<DistributionHoldDto>(distributionHoldKey(estateId));
    if (!hold || hold.safe) return null;
    return can(role, 'distribution:override')
      ? { path: 'overrideReason', message: 'To pay it now, give an override reason.' }
      : { path: 'status', message: 'A lawyer or admin must approve paying it now.' };
  },
  columns: [
    {
      id: 'beneficiary',
      header: 'Beneficiary',
      cell: (d) => (
        <>
          <p className="font-medium text-slate-900">{d.beneficiaryName}</p>
          <p className="text-xs text-slate-600">Estate of {d.deceasedName}</p>
        </>
      ),
    },
    { id: 'type', header: 'Type', sortable: true, cell: (d) => labelOf(DISTRIBUTION_TYPES, d.type) },
    {
      id: 'amount',
      header: 'Amount',
      sortable: true,
      align: 'right',
      cell: (d) => <span className="font-medium">{formatCents(d.amountCents)}</span>,
    },
    { id: 'status', header: 'Status', sortable: true, cell: (d) => <StatusBadges d={d} /> },
    {
      id: 'plannedDate',
      header: 'Dates',
      sortable: true,
      cell: (d) => (
        <div className="space-y-0.5 text-sm">
          <p>Planned: {formatDate(d.plannedDate)}</p>
          {d.completedDate ? <p>Completed: {formatDate(d.completedDate)}</p> : null}
          {d.warnings.map((w) => (
            <p key={w} className="flex items-start gap-1 text-xs text-amber-800">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
              {w}
            </p>
          ))}
        </div>
      ),
    },
    { id: 'notes', header: 'Notes', cell: (d) => d.notes ?? '—' },
  ],
  nameOf: (d) => `${labelOf(DISTRIBUTION_TYPES, d.type)} to ${d.beneficiaryName}`,
  // Decision 070: a paid distribution is kept as paid (no Edit or Delete); Reverse corrects it.
  canEdit: (d) => d.lockedReason === null,
  canDelete: (d) => d.lockedReason === null,
  rowActions: (d) =>
    d.status === 'paid' && !d.reversesId && !d.reversedBy ? (
      <ReverseEntryButton
        kind="distributions"
        entry={d}
        name={`${labelOf(DISTRIBUTION_TYPES, d.type)} to ${d.beneficiaryName}`}
        earliest={d.completedDate}
      />
    ) : null,
  search: { label: 'Search distributions', placeholder: 'Search by beneficiary or notes...' },
  filters: [
    { name: 'type', label: 'Type', all: 'All Types', options: DISTRIBUTION_TYPES },
    { name: 'status', label: 'Status', all: 'All Statuses', options: DISTRIBUTION_STATUSES },
  ],
  sorts: [
    { value: 'plannedDate', label: 'Planned date' },
    { value: 'amount', label: 'Amount' },
    { value: 'type', label: 'Type' },
    { value: 'status', label: 'Status' },
  ],
  defaultSort: 'plannedDate',
  cards: (s) => [
    { label: 'Total Distributed', value: formatCents(s.paidCents), icon: CircleDollarSign },
    { label: 'Pending', value: formatCents(s.pendingCents), icon: Clock },
    { label: 'Beneficiaries', value: s.beneficiaries, icon: Users },
    { label: 'Disputed', value: formatCents(s.disputedCents), icon: AlertTriangle },
  ],
} satisfies RecordKind<
  DistributionDto,
  DistributionSummary,
  Values,
  z.output<typeof distributionInputSchema>
>;
