import {
  APPLICANT_RELATIONSHIPS,
  COURT_APPLICATION_STATUSES,
  COURT_APPLICATION_TEXTS,
  COURT_APPLICATION_TYPES,
  centsToDollars,
  courtApplicationDtoSchema,
  courtApplicationInputSchema,
  courtApplicationListSchema,
  labelOf,
  type CourtApplicationDto,
} from '@estate/domain';
import { CheckCircle2, Clock, DollarSign, FileText, Loader, Scale, XCircle } from 'lucide-react';
import type { z } from 'zod';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatCents, formatDate } from '@/lib/format';
import { CourtPapersButton, type CourtApplicationKind } from './court-papers-dialog';

type Input = z.input<typeof courtApplicationInputSchema>;
type Output = z.output<typeof courtApplicationInputSchema>;

/** An optional field as the form shows it ('' for none). */
const text = (value: string | null | undefined) => value ?? '';

/** Spec 3 §4: approved green, rejected red, submitted or pending amber, others grey. */
const STATUS_TONES: Record<string, BadgeTone> = {
  approved: 'success',
  rejected: 'error',
  submitted: 'warning',
  review: 'warning',
};
const statusBadge = (a: CourtApplicationDto) => (
  <Badge tone={STATUS_TONES[a.status] ?? 'neutral'}>{labelOf(COURT_APPLICATION_STATUSES, a.status)}</Badge>
);

/** Two dates of an application, labelled ("Submitted: 1 May 2026"). */
function Dates({ pairs }: { pairs: [string, string | null][] }) {
  return (
    <dl className="text-sm">
      {pairs.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt className="text-slate-600">{label}:</dt>
          <dd>{formatDate(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What both screens share: the same records (`/api/estates/:estateId/court-applications`), the form
 * (the spec's fields and the facts the papers need that the estate does not hold), search, the type
 * filter and the sorts. The screens differ in their columns and cards.
 */
export const courtApplicationBaseKind = {
  resource: { kind: 'court-applications', item: courtApplicationDtoSchema, list: courtApplicationListSchema },
  texts: COURT_APPLICATION_TEXTS,
  schema: courtApplicationInputSchema,
  blank: {
    type: 'probate',
    reference: '',
    status: 'draft',
    applicantName: '',
    applicantAddress: '',
    applicantOccupation: '',
    applicantRelationship: '',
    deceasedOccupation: '',
    willDate: '',
    submittedDate: '',
    hearingDate: '',
    completedDate: '',
    grantDate: '',
    value: '',
    notes: '',
  },
  toForm: (a) => ({
    type: a.type as Output['type'],
    reference: a.reference,
    status: a.status as Output['status'],
    applicantName: a.applicantName,
    applicantAddress: text(a.applicantAddress),
    applicantOccupation: text(a.applicantOccupation),
    applicantRelationship: text(a.applicantRelationship) as Input['applicantRelationship'],
    deceasedOccupation: text(a.deceasedOccupation),
    willDate: text(a.willDate),
    submittedDate: text(a.submittedDate),
    hearingDate: text(a.hearingDate),
    completedDate: text(a.completedDate),
    grantDate: text(a.grantDate),
    value: centsToDollars(a.valueCents),
    notes: text(a.notes),
  }),
  fields: [
    { name: 'type', label: 'Type', kind: 'select', required: true, options: COURT_APPLICATION_TYPES },
    {
      name: 'reference',
      label: 'Reference',
      required: true,
      hint: "Your reference, or the court's file number once filed (CIV-…).",
    },
    { name: 'status', label: 'Status', kind: 'select', options: COURT_APPLICATION_STATUSES },
    { name: 'applicantName', label: 'Applicant', required: true, hint: 'The executor or administrator.' },
    {
      name: 'applicantRelationship',
      label: "Applicant's relationship",
      kind: 'select',
      placeholder: 'Select a relationship',
      options: APPLICANT_RELATIONSHIPS,
      hint: 'A surviving spouse or partner applying for administration also files a Notice of Choice of Option.',
    },
    { name: 'applicantOccupation', label: "Applicant's occupation" },
    { name: 'applicantAddress', label: "Applicant's address", kind: 'textarea', wide: true },
    {
      name: 'deceasedOccupation',
      label: "Deceased's occupation",
      hint: 'As the papers describe them ("retired").',
    },
    { name: 'willDate', label: 'Will date', kind: 'date', hint: 'The date the will was signed (probate).' },
    { name: 'submittedDate', label: 'Submitted date', kind: 'date' },
    { name: 'hearingDate', label: 'Hearing date', kind: 'date' },
    { name: 'completedDate', label: 'Completed date', kind: 'date' },
    {
      name: 'grantDate',
      label: 'Grant date',
      kind: 'date',
      hint: 'Needed to approve a grant: it is recorded on the estate and starts the statutory clocks.',
    },
    {
      name: 'value',
      label: 'Value',
      kind: 'money',
      hint: 'The estate value the application states, in dollars.',
    },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
  ],
  columns: [],
  estateColumn: {
    id: 'estate',
    header: 'Estate',
    cell: (a) => (
      <>
        <p className="font-medium text-slate-900">Estate of {a.deceasedName}</p>
        <p className="text-xs text-slate-600">Applicant: {a.applicantName}</p>
      </>
    ),
  },
  nameOf: (a) => a.reference,
  search: { label: 'Search applications', placeholder: 'Search by reference, applicant or notes...' },
  filters: [{ name: 'type', label: 'Type', all: 'All Types', options: COURT_APPLICATION_TYPES }],
  sorts: [
    { value: 'submittedDate', label: 'Submitted date' },
    { value: 'reference', label: 'Reference' },
    { value: 'status', label: 'Status' },
    { value: 'hearingDate', label: 'Hearing date' },
    { value: 'value', label: 'Value' },
  ],
  defaultSort: 'submittedDate',
  defaultOrder: 'desc',
  saveLabel: 'Save Application',
} satisfies CourtApplicationKind;

/** The reference, with the application's type under it (both screens). */
const reference = {
  id: 'reference',
  header: 'Reference',
  sortable: true,
  cell: (a: CourtApplicationDto) => (
    <>
      <p className="font-medium text-slate-900">{a.reference}</p>
      <p className="text-xs text-slate-600">{labelOf(COURT_APPLICATION_TYPES, a.type)}</p>
    </>
  ),
};
/** Dates: submitted, and the screen's second date (the hearing, or the completion). */
const dates = (label: string, key: 'hearingDate' | 'completedDate') => ({
  id: 'submittedDate',
  header: 'Dates',
  sortable: true,
  cell: (a: CourtApplicationDto) => (
    <Dates
      pairs={[
        ['Submitted', a.submittedDate],
        [label, a[key]],
      ]}
    />
  ),
});
const notes = { id: 'notes', header: 'Notes', cell: (a: CourtApplicationDto) => a.notes ?? '—' };
const papers = {
  id: 'papers',
  header: 'Papers',
  cell: (a: CourtApplicationDto) => <CourtPapersButton application={a} formKind={courtApplicationBaseKind} />,
};

/** High Court Applications (spec 3): Total, Pending, Approved, Rejected; reference with its type. */
export const highCourtApplicationKind = {
  ...courtApplicationBaseKind,
  columns: [
    reference,
    { id: 'status', header: 'Status', sortable: true, cell: statusBadge },
    dates('Hearing', 'hearingDate'),
    notes,
    papers,
  ],
  cards: (s) => [
    { label: 'Total', value: s.total, icon: Scale },
    { label: 'Pending', value: s.pending, icon: Clock },
    { label: 'Approved', value: s.approved, icon: CheckCircle2 },
    { label: 'Rejected', value: s.rejected, icon: XCircle },
  ],
} satisfies CourtApplicationKind;

/** Probate Hub (spec 3): Total Applications, In Progress, Approved, Total Value; the value column. */
export const probateHubKind = {
  ...courtApplicationBaseKind,
  estateColumn: {
    id: 'estate',
    header: 'Estate',
    cell: (a) => `Estate of ${a.deceasedName}`,
  },
  columns: [
    reference,
    {
      id: 'value',
      header: 'Value',
      sortable: true,
      align: 'right',
      cell: (a) => formatCents(a.valueCents, '—'),
    },
    { id: 'status', header: 'Status', sortable: true, cell: statusBadge },
    dates('Completed', 'completedDate'),
    notes,
    papers,
  ],
  cards: (s) => [
    { label: 'Total Applications', value: s.total, icon: FileText },
    { label: 'In Progress', value: s.inProgress, icon: Loader },
    { label: 'Approved', value: s.approved, icon: CheckCircle2 },
    { label: 'Total Value', value: formatCents(s.totalValueCents), icon: DollarSign },
  ],
} satisfies CourtApplicationKind;
