import {
  CHECK_CATEGORIES,
  CHECK_PRIORITIES,
  CHECK_STATUSES,
  CHECK_TEXTS,
  can,
  dueDiligenceCheckDtoSchema,
  dueDiligenceCheckInputSchema,
  dueDiligenceCheckListSchema,
  labelOf,
  type DueDiligenceCheckDto,
  type DueDiligenceSummary,
} from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AlertTriangle,
  CheckCircle2,
  ClipboardList,
  Download,
  ExternalLink,
  Loader,
  Upload,
} from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { Badge } from '@/components/ui/badge';
import { DocumentFileField } from '@/components/ui/document-file-field';
import { priorityTone, statusTone } from '@/components/records/tones';
import { buttonClasses } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { queryRoots, recordKeys, refetchRoots } from '@/lib/query-keys';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { appendUploadIds } from '@/lib/uploads';
import { useStagedUploads, useUploadIdField } from '@/lib/use-staged-uploads';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/** The text of an optional field as a form shows it ('' for none). */
const text = (value: string | null | undefined) => value ?? '';

type Status = (typeof CHECK_STATUSES)[number]['value'];
type Priority = (typeof CHECK_PRIORITIES)[number]['value'];
type Category = (typeof CHECK_CATEGORIES)[number]['value'];

/** Completed green, in progress amber, others grey (spec 2 §4); high priority red. */

/** The Overall Progress bar: completed of total, as a whole percent, named and read out. */
function OverallProgress({ summary: s }: { summary: DueDiligenceSummary }) {
  const id = useId();
  const counted = `${s.completed} of ${s.total} ${s.total === 1 ? 'check' : 'checks'}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-sm font-medium text-slate-700">
          Overall Progress
        </h2>
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{s.percentComplete}%</span> complete ({counted})
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={s.percentComplete}
        aria-valuetext={`${s.percentComplete}% complete, ${counted}`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-green-600" style={{ width: `${s.percentComplete}%` }} />
      </div>
    </section>
  );
}

const uploadSchema = z.object({
  // The chosen file is sent as soon as it is chosen (decision 049); the form sends its id.
  uploadId: z.string().min(1, { message: 'Please choose a file to upload.' }),
});

/**
 * Upload on a check: the file becomes a private document of the estate (Upload Document's pipeline
 * on the server) and the check's evidence.
 */
function CheckUploadDialog({ check, onClose }: { check: DueDiligenceCheckDto; onClose: () => void }) {
  const queryClient = useQueryClient();
  // One key per upload (decision 061): Upload pressed again after a lost answer attaches it once.
  const once = useIdempotencyKey();
  const upload = useMutation({
    mutationFn: ({ uploadId, idempotencyKey }: { uploadId: string; idempotencyKey: string }) => {
      const body = appendUploadIds(new FormData(), [uploadId]);
      const url = `/api/estates/${encodeURIComponent(check.estateId)}/due-diligence-checks/${encodeURIComponent(check.id)}/document`;
      return api.postForm(url, body, dueDiligenceCheckDtoSchema, { idempotencyKey });
    },
    onSuccess: () =>
      refetchRoots(queryClient, [
        recordKeys.estate(check.estateId),
        queryRoots.documents,
        queryRoots.dashboard,
      ]),
  });
  const uploads = useStagedUploads();
  const form = useZodForm({ schema: uploadSchema, defaultValues: { uploadId: '' } });
  const onUploadId = useUploadIdField(form);
  const file = uploads.files[0];
  return (
    <FormDialog
      form={form}
      title="Upload Document"
      description={`For the check “${check.name}”. It is kept with the estate's documents, private to those who run the estate.`}
      submitLabel="Upload"
      busyLabel="Uploading..."
      success={`${file instanceof File ? file.name : 'Document'} uploaded`}
      failure="The document could not be uploaded."
      onClose={onClose}
      uploads={uploads}
      onSubmit={({ uploadId }) => once((idempotencyKey) => upload.mutateAsync({ uploadId, idempotencyKey }))}
    >
      <DocumentFileField
        label="File"
        uploads={uploads}
        error={form.formState.errors.uploadId?.message}
        onUploadId={onUploadId}
      />
    </FormDialog>
  );
}

const small = buttonClasses({ variant: 'secondary', size: 'sm' });

/** A check's actions: Download its document, or Upload one; Link when it has an external link. */
function CheckActions({ check }: { check: DueDiligenceCheckDto }) {
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const [isUploading, setUploading] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      {check.documentUrl ? (
        <a
          href={check.documentUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={small}
          aria-label={`Download the document of ${check.name} (opens in a new tab)`}
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </a>
      ) : manages ? (
        <button
          type="button"
          className={small}
          aria-label={`Upload a document for ${check.name}`}
          onClick={() => setUploading(true)}
        >
          <Upload aria-hidden="true" className="size-4" />
          Upload
        </button>
      ) : null}
      {check.externalLink ? (
        <a
          href={check.externalLink}
          target="_blank"
          rel="noopener noreferrer"
          className={small}
          aria-label={`Link for ${check.name} (opens in a new tab)`}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Link
        </a>
      ) : null}
      {isUploading ? <CheckUploadDialog check={check} onClose={() => setUploading(false)} /> : null}
    </div>
  );
}

/** Due Diligence Checklist (spec 2), declared on the records kit. */
export const dueDiligenceCheckKind = {
  resource: {
    kind: 'due-diligence-checks',
    item: dueDiligenceCheckDtoSchema,
    list: dueDiligenceCheckListSchema,
  },
  texts: CHECK_TEXTS,
  schema: dueDiligenceCheckInputSchema,
  blank: {
    name: '',
    status: 'pending',
    priority: 'medium',
    assignedTo: '',
    dateCompleted: '',
    notes: '',
    externalLink: '',
  },
  toForm: (c) => ({
    name: c.name,
    category: c.category as Category,
    status: c.status as Status,
    priority: c.priority as Priority,
    assignedTo: text(c.assignedTo),
    dateCompleted: text(c.dateCompleted),
    notes: text(c.notes),
    externalLink: text(c.externalLink),
  }),
  fields: [
    { name: 'name', label: 'Check', required: true, wide: true },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      placeholder: 'Select a category',
      options: CHECK_CATEGORIES,
    },
    { name: 'priority', label: 'Priority', kind: 'select', options: CHECK_PRIORITIES },
    { name: 'status', label: 'Status', kind: 'select', options: CHECK_STATUSES },
    { name: 'assignedTo', label: 'Assigned to' },
    {
      name: 'dateCompleted',
      label: 'Completion date',
      kind: 'date',
      hint: 'Today, if left empty when the check is completed.',
    },
    {
      name: 'externalLink',
      label: 'External link',
      hint: 'Where the check was done (a LINZ or PPSR search, say), starting with https://.',
    },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
  ],
  columns: [
    {
      id: 'name',
      header: 'Check',
      sortable: true,
      cell: (c) => (
        <>
          <p className="font-medium text-slate-900">{c.name}</p>
          <p className="text-xs text-slate-600">{labelOf(CHECK_CATEGORIES, c.category)}</p>
        </>
      ),
    },
    { id: 'assignedTo', header: 'Assigned To', cell: (c) => c.assignedTo ?? '—' },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (c) => <Badge tone={statusTone(c.status)}>{labelOf(CHECK_STATUSES, c.status)}</Badge>,
    },
    {
      id: 'priority',
      header: 'Priority',
      sortable: true,
      cell: (c) => <Badge tone={priorityTone(c.priority)}>{labelOf(CHECK_PRIORITIES, c.priority)}</Badge>,
    },
    {
      id: 'dateCompleted',
      header: 'Completed',
      sortable: true,
      cell: (c) => formatDate(c.dateCompleted, 'Not completed'),
    },
    { id: 'evidence', header: 'Evidence', cell: (c) => <CheckActions check={c} /> },
  ],
  nameOf: (c) => c.name,
  search: { label: 'Search checks', placeholder: 'Search by check, assignee or notes...' },
  filters: [
    { name: 'status', label: 'Status', all: 'All Statuses', options: CHECK_STATUSES },
    { name: 'category', label: 'Category', all: 'All Categories', options: CHECK_CATEGORIES },
  ],
  sorts: [
    { value: 'priority', label: 'Priority' },
    { value: 'name', label: 'Check' },
    { value: 'status', label: 'Status' },
    { value: 'dateCompleted', label: 'Completion date' },
  ],
  defaultSort: 'priority',
  saveLabel: 'Save Check',
  cards: (s) => [
    { label: 'Total Checks', value: s.total, icon: ClipboardList },
    { label: 'Completed', value: s.completed, icon: CheckCircle2 },
    { label: 'In Progress', value: s.inProgress, icon: Loader },
    { label: 'High Priority', value: s.highPriority, icon: AlertTriangle },
  ],
  afterCards: (s) => <OverallProgress summary={s} />,
} satisfies RecordKind<
  DueDiligenceCheckDto,
  DueDiligenceSummary,
  z.input<typeof dueDiligenceCheckInputSchema>,
  z.output<typeof dueDiligenceCheckInputSchema>
>;
