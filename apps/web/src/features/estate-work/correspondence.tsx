import {
  CORRESPONDENCE_DIRECTIONS,
  CORRESPONDENCE_STATUSES,
  CORRESPONDENCE_TEXTS,
  CORRESPONDENCE_TYPES,
  correspondenceDtoSchema,
  correspondenceInputSchema,
  correspondenceListSchema,
  documentListSchema,
  labelOf,
  nzToday,
  type CorrespondenceDto,
  type CorrespondenceSummary,
} from '@estate/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownLeft, ArrowUpRight, FileText, Mail, Paperclip, Phone } from 'lucide-react';
import type { z } from 'zod';
import type { ZodFormApi } from '@/components/form/use-zod-form';
import type { RecordKind } from '@/components/records/record-list';
import { Badge } from '@/components/ui/badge';
import { SelectField } from '@/components/ui/form-field';
import { api } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { queryRoots } from '@/lib/query-keys';
import { useRecordList } from '@/lib/records/use-records';
import { stakeholderResource } from './stakeholders';

type Values = z.input<typeof correspondenceInputSchema> & { estateId: string };
type Form = ZodFormApi<Values, unknown>;
type Type = (typeof CORRESPONDENCE_TYPES)[number]['value'];
type Direction = (typeof CORRESPONDENCE_DIRECTIONS)[number]['value'];
type Status = (typeof CORRESPONDENCE_STATUSES)[number]['value'];

/** The estate's documents (the first 100, newest first): the Document choices and names. */
function useEstateDocuments(estateId: string) {
  return useQuery({
    queryKey: [...queryRoots.documents, { estateId, pageSize: 100 }],
    queryFn: ({ signal }) =>
      api.get(
        `/api/documents?estateId=${encodeURIComponent(estateId)}&pageSize=100`,
        documentListSchema,
        signal,
      ),
    enabled: Boolean(estateId),
  });
}

const text = (value: string | null | undefined) => value ?? '';

/** The estate's stakeholders (the first 100 by name): the Stakeholder choices. */
export function useEstateStakeholders(estateId: string) {
  return useRecordList(
    stakeholderResource,
    estateId,
    { q: '', sort: 'name', order: 'asc', page: 1, filters: {} },
    { pageSize: 100, enabled: Boolean(estateId) },
  );
}

function DocumentField({ form }: { form: Form }) {
  const documents = useEstateDocuments(form.watch('estateId'));
  // Drawn once its choices are there, so the select keeps the value it opens with.
  if (!documents.data) return <p className="text-sm text-slate-600">Loading the estate’s documents…</p>;
  return (
    <SelectField
      label="Document"
      hint="One of the estate's documents, if it went with it."
      {...form.field('documentId')}
    >
      <option value="">None</option>
      {documents.data.items.map((d) => (
        <option key={d.documentId} value={d.documentId}>
          {d.uploadedFile}
        </option>
      ))}
    </SelectField>
  );
}

function StakeholderField({ form }: { form: Form }) {
  const stakeholders = useEstateStakeholders(form.watch('estateId'));
  const field = form.field('stakeholderId');
  if (!stakeholders.data) return <p className="text-sm text-slate-600">Loading the stakeholders…</p>;
  const items = stakeholders.data.items;
  return (
    <SelectField
      label="Stakeholder"
      hint="Their last contact becomes this date when it is sent."
      {...field}
      onChange={(e) => {
        void field.onChange(e);
        // The party is who it was with: their name, unless one is typed already.
        const chosen = items.find((s) => s.id === e.target.value);
        if (chosen && !form.getValues('party')) form.setValue('party', chosen.name);
      }}
    >
      <option value="">None</option>
      {items.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </SelectField>
  );
}

function DocumentName({ entry }: { entry: CorrespondenceDto }) {
  const documents = useEstateDocuments(entry.estateId);
  if (!entry.documentId) return <span className="text-slate-600">—</span>;
  const name = documents.data?.items.find((d) => d.documentId === entry.documentId)?.uploadedFile;
  return (
    <span className="inline-flex items-center gap-1">
      <Paperclip aria-hidden="true" className="size-3.5 text-slate-500" />
      {name ?? 'Document'}
    </span>
  );
}

const typeIcons = { email: Mail, call: Phone, letter: FileText } as const;

function TypeCell({ entry }: { entry: CorrespondenceDto }) {
  const Icon = typeIcons[entry.type as Type] ?? FileText;
  const Arrow = entry.direction === 'incoming' ? ArrowDownLeft : ArrowUpRight;
  return (
    <div>
      <p className="flex items-center gap-1 font-medium text-slate-900">
        <Icon aria-hidden="true" className="size-4 text-slate-500" />
        {labelOf(CORRESPONDENCE_TYPES, entry.type)}
      </p>
      <p className="flex items-center gap-1 text-xs text-slate-600">
        <Arrow aria-hidden="true" className="size-3" />
        {labelOf(CORRESPONDENCE_DIRECTIONS, entry.direction)}
      </p>
    </div>
  );
}

function SubjectCell({ entry }: { entry: CorrespondenceDto }) {
  return (
    <div className="max-w-md">
      <p className="font-medium text-slate-900">{entry.subject}</p>
      {entry.summary ? <p className="line-clamp-2 text-xs text-slate-600">{entry.summary}</p> : null}
      {entry.source === 'notifyflow' ? (
        <Badge tone="info" className="mt-1">
          Logged by NotifyFlow
        </Badge>
      ) : null}
    </div>
  );
}

/** Correspondence: the estate's emails, calls and letters, NotifyFlow's among them. */
export const correspondenceKind = {
  resource: { kind: 'correspondence', item: correspondenceDtoSchema, list: correspondenceListSchema },
  texts: CORRESPONDENCE_TEXTS,
  schema: correspondenceInputSchema,
  blank: {
    type: 'email',
    direction: 'outgoing',
    party: '',
    date: nzToday(),
    subject: '',
    summary: '',
    status: 'sent',
    documentId: '',
    stakeholderId: '',
  },
  toForm: (c) => ({
    type: c.type as Type,
    direction: c.direction as Direction,
    party: c.party,
    date: c.date,
    subject: c.subject,
    summary: text(c.summary),
    status: c.status as Status,
    documentId: text(c.documentId),
    stakeholderId: text(c.stakeholderId),
  }),
  fields: [
    { name: 'type', label: 'Type', kind: 'select', required: true, options: CORRESPONDENCE_TYPES },
    {
      name: 'direction',
      label: 'Direction',
      kind: 'select',
      required: true,
      options: CORRESPONDENCE_DIRECTIONS,
    },
    { key: 'stakeholderId', render: (form) => <StakeholderField form={form} /> },
    { name: 'party', label: 'Party', required: true, hint: 'Who it was with: a person or an organisation.' },
    { name: 'date', label: 'Date', kind: 'date', required: true },
    { name: 'status', label: 'Status', kind: 'select', required: true, options: CORRESPONDENCE_STATUSES },
    { name: 'subject', label: 'Subject', required: true, wide: true },
    { name: 'summary', label: 'Summary', kind: 'textarea' },
    { key: 'documentId', render: (form) => <DocumentField form={form} /> },
  ],
  columns: [
    { id: 'date', header: 'Date', sortable: true, cell: (c) => formatDate(c.date) },
    { id: 'type', header: 'Type', sortable: true, cell: (c) => <TypeCell entry={c} /> },
    { id: 'subject', header: 'Subject', sortable: true, cell: (c) => <SubjectCell entry={c} /> },
    { id: 'party', header: 'Party', sortable: true, cell: (c) => c.party },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => <Badge tone="neutral">{labelOf(CORRESPONDENCE_STATUSES, c.status)}</Badge>,
    },
    { id: 'document', header: 'Document', cell: (c) => <DocumentName entry={c} /> },
  ],
  nameOf: (c) => c.subject,
  // What NotifyFlow logged is its record of what happened: deleted, never edited.
  canEdit: (c) => c.source === 'manual',
  search: { label: 'Search correspondence', placeholder: 'Search by subject, party or summary...' },
  filters: [{ name: 'type', label: 'Type', all: 'All Types', options: CORRESPONDENCE_TYPES }],
  sorts: [
    { value: 'date', label: 'Date' },
    { value: 'subject', label: 'Subject' },
    { value: 'party', label: 'Party' },
  ],
  defaultSort: 'date',
  defaultOrder: 'desc',
  saveLabel: 'Log Correspondence',
  cards: (s) => [
    { label: 'Emails', value: s.emails, icon: Mail },
    { label: 'Calls', value: s.calls, icon: Phone },
    { label: 'Letters', value: s.letters, icon: FileText },
  ],
} satisfies RecordKind<
  CorrespondenceDto,
  CorrespondenceSummary,
  z.input<typeof correspondenceInputSchema>,
  z.output<typeof correspondenceInputSchema>
>;
