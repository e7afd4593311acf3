import {
  MILESTONE_PRIORITIES,
  MILESTONE_STATUSES,
  MILESTONE_TEXTS,
  estatePeopleSchema,
  labelOf,
  milestoneDtoSchema,
  milestoneInputSchema,
  milestoneListSchema,
  type MilestoneDto,
  type MilestoneSummary,
} from '@estate/domain';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Circle, Clock } from 'lucide-react';
import type { z } from 'zod';
import { CheckboxesField } from '@/components/form/form-fields';
import type { ZodFormApi } from '@/components/form/use-zod-form';
import type { RecordKind } from '@/components/records/record-list';
import { Badge } from '@/components/ui/badge';
import { priorityTone, statusTone } from '@/components/records/tones';
import { SelectField } from '@/components/ui/form-field';
import { api } from '@/lib/api-client';
import { recordKeys } from '@/lib/query-keys';
import { useRecordList } from '@/lib/records/use-records';
import { formatDate } from '@/lib/format';

/** An optional field as the form shows it ('' for none). */
const text = (value: string | null | undefined) => value ?? '';

type Values = z.input<typeof milestoneInputSchema> & { estateId: string };
type Form = ZodFormApi<Values, unknown>;

const resource = { kind: 'milestones', item: milestoneDtoSchema, list: milestoneListSchema };

/** The people on the estate (its lawyer, executor, linked users): the Assignee choices and names. */
function useEstatePeople(estateId: string) {
  return useQuery({
    queryKey: [...recordKeys.estate(estateId), 'people'],
    queryFn: ({ signal }) =>
      api.get(`/api/estates/${encodeURIComponent(estateId)}/people`, estatePeopleSchema, signal),
    enabled: Boolean(estateId),
  });
}

/**
 * Every milestone of the estate in due-date order (the first 100), numbered from 1: what "Milestone N"
 * means, and the choices of Dependencies. Shared by every row and the form (one request).
 */
function useNumberedMilestones(estateId: string) {
  const all = useRecordList(
    resource,
    estateId,
    { q: '', sort: 'dueDate', order: 'asc', page: 1, filters: {} },
    { pageSize: 100, enabled: Boolean(estateId) },
  );
  const items = all.data?.items ?? [];
  return { items, numberOf: (id: string) => items.findIndex((m) => m.id === id) + 1 };
}

/** Completed green, in progress amber, overdue red, pending grey (spec 2 §4). */
function MilestoneStatus({ milestone }: { milestone: MilestoneDto }) {
  const status = milestone.overdue ? 'overdue' : milestone.status;
  return (
    <Badge tone={statusTone(status)}>
      {status === 'overdue' ? 'Overdue' : labelOf(MILESTONE_STATUSES, status)}
    </Badge>
  );
}

function MilestoneCell({ milestone }: { milestone: MilestoneDto }) {
  const { numberOf } = useNumberedMilestones(milestone.estateId);
  const n = numberOf(milestone.id);
  return (
    <>
      <p className="font-medium text-slate-900">{milestone.title}</p>
      <p className="text-xs text-slate-600">
        {n ? `Milestone ${n}` : null}
        {n && milestone.description ? ' · ' : null}
        {milestone.description}
      </p>
    </>
  );
}

function AssigneeName({ estateId, userId }: { estateId: string; userId: string | null }) {
  const people = useEstatePeople(estateId);
  if (!userId) return <span className="text-slate-600">Unassigned</span>;
  return <>{people.data?.find((p) => p.userId === userId)?.name ?? 'No longer on the estate'}</>;
}

/** "Milestone N" badges, each titled with the milestone's name. */
function DependencyBadges({ milestone }: { milestone: MilestoneDto }) {
  const { items, numberOf } = useNumberedMilestones(milestone.estateId);
  if (!milestone.dependsOn.length) return <span className="text-slate-600">None</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Depends on">
      {milestone.dependsOn.map((id) => {
        const other = items.find((m) => m.id === id);
        return (
          <li key={id}>
            <Badge tone={other?.status === 'completed' ? 'success' : 'neutral'}>
              <span title={other?.title}>{other ? `Milestone ${numberOf(id)}` : 'Milestone'}</span>
              <span className="sr-only">{other ? `: ${other.title}` : ''}</span>
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

function AssigneeField({ form }: { form: Form }) {
  const people = useEstatePeople(form.watch('estateId'));
  if (!people.data) return <p className="text-sm text-slate-600">Loading the people on this estate…</p>;
  return (
    <SelectField label="Assignee" {...form.field('assigneeId')}>
      <option value="">Unassigned</option>
      {people.data.map((p) => (
        <option key={p.userId} value={p.userId}>
          {p.name} ({roleLabel(p.role)})
        </option>
      ))}
    </SelectField>
  );
}

function DependenciesField({ form, editing }: { form: Form; editing: string | undefined }) {
  const { items, numberOf } = useNumberedMilestones(form.watch('estateId'));
  const options = items
    .filter((m) => m.id !== editing)
    .map((m) => ({ value: m.id, label: `Milestone ${numberOf(m.id)}: ${m.title}` }));
  return (
    <CheckboxesField
      form={form}
      name="dependsOn"
      label="Depends on"
      options={options}
      hint="It can be completed only once these are."
      empty="No other milestones yet."
    />
  );
}

/** Timeline Milestones (spec 2), declared on the records kit. */
export const milestoneKind = {
  resource,
  texts: MILESTONE_TEXTS,
  schema: milestoneInputSchema,
  blank: { title: '', status: 'pending', priority: 'medium', assigneeId: '', dependsOn: [] },
  toForm: (m) => ({
    title: m.title,
    description: text(m.description),
    dueDate: text(m.dueDate),
    completedDate: text(m.completedDate),
    status: m.status as (typeof MILESTONE_STATUSES)[number]['value'],
    priority: m.priority as (typeof MILESTONE_PRIORITIES)[number]['value'],
    assigneeId: text(m.assigneeId),
    dependsOn: m.dependsOn,
  }),
  fields: (editing) => [
    { name: 'title', label: 'Milestone', required: true, wide: true },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'dueDate', label: 'Due date', kind: 'date' },
    { name: 'priority', label: 'Priority', kind: 'select', options: MILESTONE_PRIORITIES },
    { name: 'status', label: 'Status', kind: 'select', options: MILESTONE_STATUSES },
    {
      name: 'completedDate',
      label: 'Completed date',
      kind: 'date',
      hint: 'Today, if left empty when completed.',
    },
    { key: 'assigneeId', render: (form) => <AssigneeField form={form} /> },
    { key: 'dependsOn', render: (form) => <DependenciesField form={form} editing={editing?.id} /> },
  ],
  columns: [
    { id: 'title', header: 'Milestone', sortable: true, cell: (m) => <MilestoneCell milestone={m} /> },
    {
      id: 'assignee',
      header: 'Assignee',
      cell: (m) => <AssigneeName estateId={m.estateId} userId={m.assigneeId} />,
    },
    {
      id: 'dueDate',
      header: 'Due date',
      sortable: true,
      cell: (m) => (
        <>
          <p>{formatDate(m.dueDate)}</p>
          {m.completedDate ? (
            <p className="text-xs text-slate-600">Completed {formatDate(m.completedDate)}</p>
          ) : null}
        </>
      ),
    },
    {
      id: 'priority',
      header: 'Priority',
      sortable: true,
      cell: (m) => <Badge tone={priorityTone(m.priority)}>{labelOf(MILESTONE_PRIORITIES, m.priority)}</Badge>,
    },
    { id: 'status', header: 'Status', cell: (m) => <MilestoneStatus milestone={m} /> },
    { id: 'dependencies', header: 'Dependencies', cell: (m) => <DependencyBadges milestone={m} /> },
  ],
  nameOf: (m) => m.title,
  search: { label: 'Search milestones', placeholder: 'Search milestones...' },
  filters: [{ name: 'priority', label: 'Priority', all: 'All Priorities', options: MILESTONE_PRIORITIES }],
  sorts: [
    { value: 'dueDate', label: 'Due date' },
    { value: 'title', label: 'Milestone' },
    { value: 'priority', label: 'Priority' },
  ],
  defaultSort: 'dueDate',
  cards: (s) => [
    { label: 'Completed', value: s.completed, icon: CheckCircle2 },
    { label: 'In Progress', value: s.inProgress, icon: Clock },
    { label: 'Pending', value: s.pending, icon: Circle },
    { label: 'Overdue', value: s.overdue, icon: AlertTriangle },
  ],
} satisfies RecordKind<
  MilestoneDto,
  MilestoneSummary,
  z.input<typeof milestoneInputSchema>,
  z.output<typeof milestoneInputSchema>
>;
