import {
  COMPLIANCE_EFFECTIVE_STATUSES,
  COMPLIANCE_PRIORITIES,
  COMPLIANCE_STATUSES,
  COMPLIANCE_TEXTS,
  complianceItemDtoSchema,
  complianceItemInputSchema,
  complianceItemListSchema,
  labelOf,
  type ComplianceItemDto,
  type ComplianceItemSummary,
} from '@estate/domain';
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { Badge } from '@/components/ui/badge';
import { priorityTone, statusTone } from '@/components/records/tones';
import { formatDate } from '@/lib/format';

/** An optional field as the form shows it ('' for none). */
const text = (value: string | null | undefined) => value ?? '';

/** Completed green, overdue red, pending grey (spec 2 §4); the word says it too. */

/** Compliance Tracking (spec 2): the estate's legal and agency obligations, on the records kit. */
export const complianceItemKind = {
  resource: { kind: 'compliance-items', item: complianceItemDtoSchema, list: complianceItemListSchema },
  texts: COMPLIANCE_TEXTS,
  schema: complianceItemInputSchema,
  blank: {
    requirement: '',
    authority: '',
    priority: 'medium',
    dueDate: '',
    status: 'pending',
    assignedTo: '',
    completedDate: '',
    notes: '',
  },
  toForm: (c) => ({
    requirement: c.requirement,
    authority: text(c.authority),
    priority: c.priority as (typeof COMPLIANCE_PRIORITIES)[number]['value'],
    dueDate: text(c.dueDate),
    // Overdue is shown, not kept: the obligation is still pending.
    status: c.status === 'completed' ? 'completed' : 'pending',
    assignedTo: text(c.assignedTo),
    completedDate: text(c.completedDate),
    notes: text(c.notes),
  }),
  fields: [
    { name: 'requirement', label: 'Requirement', required: true, wide: true },
    { name: 'authority', label: 'Authority', hint: 'The law or agency behind it, like Inland Revenue.' },
    { name: 'priority', label: 'Priority', kind: 'select', required: true, options: COMPLIANCE_PRIORITIES },
    {
      name: 'dueDate',
      label: 'Due date',
      kind: 'date',
      hint: 'Past it and still pending, it shows as overdue.',
    },
    { name: 'status', label: 'Status', kind: 'select', required: true, options: COMPLIANCE_STATUSES },
    { name: 'assignedTo', label: 'Assigned to' },
    { name: 'completedDate', label: 'Completed date', kind: 'date' },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  columns: [
    {
      id: 'requirement',
      header: 'Requirement',
      sortable: true,
      cell: (c) => (
        <>
          <p className="font-medium text-slate-900">{c.requirement}</p>
          {c.authority ? <p className="text-xs text-slate-600">{c.authority}</p> : null}
        </>
      ),
    },
    {
      id: 'priority',
      header: 'Priority',
      sortable: true,
      cell: (c) => (
        <Badge tone={priorityTone(c.priority)}>{labelOf(COMPLIANCE_PRIORITIES, c.priority)}</Badge>
      ),
    },
    {
      id: 'dueDate',
      header: 'Due Date',
      sortable: true,
      cell: (c) => (
        <>
          <p>{formatDate(c.dueDate, 'Not set')}</p>
          {c.completedDate ? (
            <p className="text-xs text-slate-600">Completed {formatDate(c.completedDate)}</p>
          ) : null}
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => (
        <Badge tone={statusTone(c.status)}>{labelOf(COMPLIANCE_EFFECTIVE_STATUSES, c.status)}</Badge>
      ),
    },
    { id: 'assignedTo', header: 'Assigned To', cell: (c) => c.assignedTo ?? '—' },
    {
      id: 'notes',
      header: 'Notes',
      cell: (c) => <p className="line-clamp-2 max-w-xs text-xs text-slate-700">{c.notes ?? '—'}</p>,
    },
  ],
  nameOf: (c) => c.requirement,
  search: { label: 'Search requirements', placeholder: 'Search requirements...' },
  filters: [
    { name: 'priority', label: 'Priority', all: 'All Priorities', options: COMPLIANCE_PRIORITIES },
    { name: 'status', label: 'Status', all: 'All Statuses', options: COMPLIANCE_EFFECTIVE_STATUSES },
  ],
  sorts: [
    { value: 'dueDate', label: 'Due date' },
    { value: 'requirement', label: 'Requirement' },
    { value: 'priority', label: 'Priority' },
  ],
  defaultSort: 'dueDate',
  cards: (s) => [
    { label: 'Completed', value: s.completed, icon: CheckCircle2 },
    { label: 'Pending', value: s.pending, icon: Clock },
    { label: 'Overdue', value: s.overdue, icon: AlertTriangle },
  ],
} satisfies RecordKind<
  ComplianceItemDto,
  ComplianceItemSummary,
  z.input<typeof complianceItemInputSchema>,
  z.output<typeof complianceItemInputSchema>
>;
