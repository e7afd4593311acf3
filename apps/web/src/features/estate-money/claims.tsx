import {
  CLAIM_KINDS,
  CLAIM_STATUSES,
  CLAIM_TEXTS,
  RELATIONSHIP_OPTIONS,
  claimDtoSchema,
  claimInputSchema,
  claimListSchema,
  labelOf,
  type ClaimDto,
  type ClaimSummary,
} from '@estate/domain';
import { CalendarX, FileWarning, Gavel, ListChecks } from 'lucide-react';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { statusTone } from '@/components/records/tones';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

/** An optional field as the form shows it ('' for none). */
const text = (value: string | null | undefined) => value ?? '';

type Values = z.input<typeof claimInputSchema>;

/** Open claims red, settled green; a notice running amber, a lapsed one grey (it no longer holds). */
const claimTone = (c: ClaimDto) => (c.status === 'open' ? 'error' : statusTone(c.status));

/** The entry's dates: received and filed, a notice's lapse, the partner's choice. */
function DatesCell({ c }: { c: ClaimDto }) {
  return (
    <div className="space-y-0.5 text-sm">
      <p>Received: {formatDate(c.receivedDate)}</p>
      {c.filedDate ? <p>Filed: {formatDate(c.filedDate)}</p> : null}
      {c.lapsesOn ? (
        <p className={c.lapsed ? 'text-slate-600' : 'text-amber-800'}>
          {c.lapsed ? 'Lapsed on' : 'Lapses on'} {formatDate(c.lapsesOn)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The claims register (issue 14): Family Protection and Testamentary Promises claims, notices of
 * intended claim (which lapse three months after they are received unless a claim is filed), and
 * the surviving partner's Property (Relationships) Act option. An open entry holds distributions.
 */
export const claimKind = {
  resource: { kind: 'claims', item: claimDtoSchema, list: claimListSchema },
  texts: CLAIM_TEXTS,
  schema: claimInputSchema,
  saveLabel: 'Save Entry',
  blank: {
    kind: 'intended_claim_notice',
    claimant: '',
    receivedDate: '',
    filedDate: '',
    status: 'open',
    relationshipOption: '',
    optionDate: '',
    notes: '',
  },
  toForm: (c) => ({
    kind: c.kind as Values['kind'],
    claimant: c.claimant,
    receivedDate: text(c.receivedDate),
    filedDate: text(c.filedDate),
    status: c.status as Values['status'],
    relationshipOption: (c.relationshipOption ?? '') as 'a' | 'b' | '',
    optionDate: text(c.optionDate),
    notes: text(c.notes),
  }),
  fields: [
    { name: 'kind', label: 'Kind', kind: 'select', required: true, options: CLAIM_KINDS, wide: true },
    {
      name: 'claimant',
      label: 'Claimant',
      required: true,
      hint: 'For the Property (Relationships) Act option, the surviving partner.',
    },
    { name: 'status', label: 'Status', kind: 'select', required: true, options: CLAIM_STATUSES },
    {
      name: 'receivedDate',
      label: 'Date received',
      kind: 'date',
      hint: 'A notice lapses three months after this unless a claim is filed.',
    },
    { name: 'filedDate', label: 'Date filed', kind: 'date', hint: 'When the claim was filed in court.' },
    {
      legend: 'Property (Relationships) Act option',
      show: (v) => v.kind === 'relationship_property',
      fields: [
        {
          name: 'relationshipOption',
          label: 'Option chosen',
          kind: 'select',
          placeholder: 'Not chosen yet',
          options: RELATIONSHIP_OPTIONS,
          hint: 'The partner has six months from the grant to choose.',
          wide: true,
        },
        { name: 'optionDate', label: 'Date chosen', kind: 'date' },
      ],
    },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  columns: [
    {
      id: 'claimant',
      header: 'Claimant',
      sortable: true,
      cell: (c) => <p className="font-medium text-slate-900">{c.claimant}</p>,
    },
    { id: 'kind', header: 'Kind', sortable: true, cell: (c) => labelOf(CLAIM_KINDS, c.kind) },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => (
        <div className="flex flex-wrap gap-1">
          <Badge tone={claimTone(c)}>{labelOf(CLAIM_STATUSES, c.status)}</Badge>
          {c.lapsed ? <Badge tone="neutral">Lapsed</Badge> : null}
        </div>
      ),
    },
    { id: 'receivedDate', header: 'Dates', sortable: true, cell: (c) => <DatesCell c={c} /> },
    {
      id: 'option',
      header: 'Option',
      cell: (c) =>
        c.kind !== 'relationship_property'
          ? '—'
          : c.relationshipOption
            ? `${labelOf(RELATIONSHIP_OPTIONS, c.relationshipOption)}${c.optionDate ? ` (${formatDate(c.optionDate)})` : ''}`
            : 'Not chosen yet',
    },
    { id: 'notes', header: 'Notes', cell: (c) => c.notes ?? '—' },
  ],
  nameOf: (c) => `${labelOf(CLAIM_KINDS, c.kind)} by ${c.claimant}`,
  search: { label: 'Search claims', placeholder: 'Search by claimant or notes...' },
  filters: [
    { name: 'kind', label: 'Kind', all: 'All Kinds', options: CLAIM_KINDS },
    { name: 'status', label: 'Status', all: 'All Statuses', options: CLAIM_STATUSES },
  ],
  sorts: [
    { value: 'receivedDate', label: 'Date received' },
    { value: 'claimant', label: 'Claimant' },
    { value: 'kind', label: 'Kind' },
  ],
  defaultSort: 'receivedDate',
  defaultOrder: 'desc',
  cards: (s) => [
    { label: 'Open Claims', value: s.openClaims, icon: Gavel },
    { label: 'Notices Running', value: s.noticesRunning, icon: FileWarning },
    { label: 'Lapsed Notices', value: s.lapsedNotices, icon: CalendarX },
    { label: 'Total Entries', value: s.total, icon: ListChecks },
  ],
} satisfies RecordKind<ClaimDto, ClaimSummary, Values, z.output<typeof claimInputSchema>>;
