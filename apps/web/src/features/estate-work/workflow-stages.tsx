import {
  WORKFLOW_STAGE_STATUSES,
  WORKFLOW_STAGE_TEXTS,
  labelOf,
  workflowStageDtoSchema,
  workflowStageInputSchema,
  workflowStageListSchema,
  type WorkflowStageDto,
  type WorkflowStageSummary,
} from '@estate/domain';
import { Ban, CheckCircle2, Clock, ListChecks } from 'lucide-react';
import type { z } from 'zod';
import type { AnyFieldSpec } from '@/components/form/form-fields';
import type { RecordKind } from '@/components/records/record-list';
import { Badge } from '@/components/ui/badge';
import { statusTone } from '@/components/records/tones';
import { formatDate } from '@/lib/format';

/** An optional field as the form shows it ('' for none). */
const text = (value: string | null | undefined) => value ?? '';

type Values = z.input<typeof workflowStageInputSchema>;
type Status = (typeof WORKFLOW_STAGE_STATUSES)[number]['value'];

/** Completed green, in progress amber, pending and blocked grey (spec 2 §4); the word says it too. */

const common: AnyFieldSpec<Values & { estateId: string }>[] = [
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'status', label: 'Status', kind: 'select', required: true, options: WORKFLOW_STAGE_STATUSES },
  { name: 'owner', label: 'Owner', hint: 'Who is responsible for this stage.' },
  { name: 'startDate', label: 'Start date', kind: 'date' },
  { name: 'dueDate', label: 'Due date', kind: 'date' },
  {
    name: 'completedDate',
    label: 'Completed date',
    kind: 'date',
    hint: 'Today, if left empty when completed.',
  },
];

/** Estate Workflow (spec 2): the estate's own six stages and the firm's, on the records kit. */
export const workflowStageKind = {
  resource: { kind: 'workflow-stages', item: workflowStageDtoSchema, list: workflowStageListSchema },
  texts: WORKFLOW_STAGE_TEXTS,
  schema: workflowStageInputSchema,
  saveLabel: 'Save Stage',
  blank: {
    name: '',
    description: '',
    status: 'pending',
    owner: '',
    startDate: '',
    dueDate: '',
    completedDate: '',
  },
  toForm: (s) => ({
    name: s.name,
    description: text(s.description),
    status: s.status as Status,
    owner: text(s.owner),
    startDate: text(s.startDate),
    dueDate: text(s.dueDate),
    completedDate: text(s.completedDate),
    position: s.position,
  }),
  // The estate's own stage keeps its name and place: only its details and status are edited here.
  fields: (editing) =>
    editing?.estateStage
      ? [
          {
            key: 'keyed',
            render: () => (
              <p className="text-sm text-slate-700 sm:col-span-2">
                <span className="font-medium text-slate-900">{editing.name}</span>:{' '}
                {WORKFLOW_STAGE_TEXTS.keyedFixed}
              </p>
            ),
          },
          ...common,
        ]
      : [
          { name: 'name', label: 'Stage', required: true },
          {
            name: 'position',
            label: 'Position',
            kind: 'number',
            hint: 'The estate’s own stages sit at 100 (Initial) to 600 (Closed). Empty puts a new stage last.',
            setValueAs: (v) => (v === '' || v == null ? null : Number(v)),
          },
          ...common,
        ],
  columns: [
    {
      id: 'name',
      header: 'Stage',
      sortable: true,
      cell: (s) => (
        <>
          <p className="font-medium text-slate-900">{s.name}</p>
          <p className="text-xs text-slate-600">
            {s.estateStage ? 'Estate stage' : 'Firm stage'}
            {s.description ? ` · ${s.description}` : ''}
          </p>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (s) => <Badge tone={statusTone(s.status)}>{labelOf(WORKFLOW_STAGE_STATUSES, s.status)}</Badge>,
    },
    { id: 'owner', header: 'Owner', cell: (s) => s.owner ?? '—' },
    { id: 'startDate', header: 'Start Date', cell: (s) => formatDate(s.startDate) },
    { id: 'dueDate', header: 'Due Date', sortable: true, cell: (s) => formatDate(s.dueDate) },
    { id: 'completedDate', header: 'Completed', cell: (s) => formatDate(s.completedDate) },
  ],
  nameOf: (s) => s.name,
  // The estate's own stages are never deleted (the API refuses it too).
  canDelete: (s) => !s.estateStage,
  search: { label: 'Search stages', placeholder: 'Search stages...' },
  filters: [{ name: 'status', label: 'Status', all: 'All Statuses', options: WORKFLOW_STAGE_STATUSES }],
  sorts: [
    { value: 'position', label: 'Workflow order' },
    { value: 'name', label: 'Stage' },
    { value: 'status', label: 'Status' },
    { value: 'dueDate', label: 'Due date' },
  ],
  defaultSort: 'position',
  cards: (s) => [
    { label: 'Total', value: s.total, icon: ListChecks },
    { label: 'Completed', value: s.completed, icon: CheckCircle2 },
    { label: 'In Progress', value: s.inProgress, icon: Clock },
    { label: 'Blocked', value: s.blocked, icon: Ban },
  ],
} satisfies RecordKind<
  WorkflowStageDto,
  WorkflowStageSummary,
  z.input<typeof workflowStageInputSchema>,
  z.output<typeof workflowStageInputSchema>
>;
