import {
  REPORT_CATEGORIES,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_STATUSES,
  REPORT_TEXTS,
  REPORT_TYPES,
  labelOf,
  reportDtoSchema,
  reportInputSchema,
  reportListSchema,
  type ReportDto,
  type ReportSummary,
} from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Download, FileBarChart, Layers } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import type { ZodFormApi } from '@/components/form/use-zod-form';
import type { RecordKind } from '@/components/records/record-list';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { api, messageOf } from '@/lib/api-client';
import { formatDateTime, saveBlob } from '@/lib/format';
import { recordKeys } from '@/lib/query-keys';
import { useEstateOptions } from '@/lib/records/use-estate-options';

type Values = z.input<typeof reportInputSchema>;
/** The form's values as the kit's dialog holds them (it adds an estate id, unused by platform records). */
type FormValues = Values & { estateId: string };
type Type = Values['type'];
type Format = Values['format'];
type Frequency = Values['frequency'];

/** Spec 3 §4: ready, generating, anything else shown as an error. */
const statusTone = (status: string): BadgeTone =>
  status === 'ready'
    ? 'success'
    : status === 'generating'
      ? 'info'
      : status === 'not_run'
        ? 'neutral'
        : 'error';

/**
 * Recipients typed as text: split on commas, semicolons, spaces and new lines. react-hook-form also
 * passes the form's own value (the list) through it when the field registers.
 */
const recipientList = (value: unknown): string[] =>
  Array.isArray(value)
    ? (value as string[])
    : (typeof value === 'string' ? value : '').split(/[\s,;]+/).filter(Boolean);

/** The report's estate: every estate I may see, or one. */
function EstateField({ form }: { form: ZodFormApi<FormValues, unknown> }) {
  const options = useEstateOptions();
  return (
    <SelectField
      label="Estate"
      hint="The report covers what you may see of these estates."
      {...form.field('estate')}
    >
      <option value="">All estates</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Download: the report made now, in its own format (GET /api/reports/:id/download). */
export function ReportDownloadButton({ report }: { report: ReportDto }) {
  const queryClient = useQueryClient();
  const download = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await api.download(`/api/reports/${encodeURIComponent(report.id)}/download`);
      const name = fileName ?? `report.${report.format}`;
      saveBlob(blob, name);
      return name;
    },
    // The list shows when it was last generated.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.estate(undefined) }),
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={download.isPending}
      aria-label={`Download ${report.name}`}
      onClick={() =>
        download.mutate(undefined, {
          onSuccess: (name) => toast.success('Report downloaded', { description: name }),
          onError: (error) =>
            toast.error(messageOf(error, 'The report could not be made. Please try again.')),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {download.isPending ? 'Preparing...' : 'Download'}
    </Button>
  );
}

/** Reports (spec 3 §2): my saved reports, their schedule and recipients, and Download. */
export const reportKind = {
  resource: { kind: 'reports', base: '/api/reports', item: reportDtoSchema, list: reportListSchema },
  texts: REPORT_TEXTS,
  schema: reportInputSchema,
  blank: {
    name: '',
    type: 'estate_summary',
    format: 'pdf',
    frequency: 'one-time',
    recipients: [],
    estate: '',
  },
  toForm: (r) => ({
    name: r.name,
    type: r.type as Type,
    format: r.format as Format,
    frequency: r.frequency as Frequency,
    recipients: r.recipients,
    estate: r.estate ?? '',
  }),
  fields: [
    { name: 'name', label: 'Report Name', required: true, wide: true },
    { name: 'type', label: 'Report Type', kind: 'select', required: true, options: REPORT_TYPES },
    { name: 'format', label: 'Format', kind: 'select', required: true, options: REPORT_FORMATS },
    { name: 'frequency', label: 'Frequency', kind: 'select', required: true, options: REPORT_FREQUENCIES },
    { key: 'estate', render: (form) => <EstateField form={form} /> },
    {
      name: 'recipients',
      label: 'Recipients',
      kind: 'textarea',
      hint: 'Email addresses, separated by commas or new lines. A scheduled report is emailed to each at 7am (New Zealand time) on its day.',
      setValueAs: recipientList,
    },
  ],
  columns: [
    {
      id: 'name',
      header: 'Report',
      sortable: true,
      cell: (r) => (
        <>
          <p className="font-medium text-slate-900">{r.name}</p>
          <p className="text-xs text-slate-600">
            {labelOf(REPORT_TYPES, r.type)} · {labelOf(REPORT_CATEGORIES, r.category)} ·{' '}
            {r.estateName ?? 'All estates'}
          </p>
        </>
      ),
    },
    { id: 'format', header: 'Format', cell: (r) => r.format.toUpperCase() },
    { id: 'frequency', header: 'Frequency', cell: (r) => labelOf(REPORT_FREQUENCIES, r.frequency) },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => <Badge tone={statusTone(r.status)}>{labelOf(REPORT_STATUSES, r.status)}</Badge>,
    },
    {
      id: 'nextScheduledAt',
      header: 'Schedule',
      sortable: true,
      cell: (r) => (
        <div className="space-y-0.5 text-sm">
          <p>Last: {r.lastGeneratedAt ? formatDateTime(r.lastGeneratedAt) : 'Never'}</p>
          <p className="text-slate-600">
            Next: {r.nextScheduledAt ? formatDateTime(r.nextScheduledAt) : 'Not scheduled'}
          </p>
        </div>
      ),
    },
    {
      id: 'recipients',
      header: 'Recipients',
      align: 'right',
      cell: (r) => (
        <span title={r.recipients.join(', ') || undefined}>
          {r.recipients.length}
          <span className="sr-only"> {r.recipients.length === 1 ? 'recipient' : 'recipients'}</span>
        </span>
      ),
    },
    { id: 'download', header: 'Download', cell: (r) => <ReportDownloadButton report={r} /> },
  ],
  nameOf: (r) => r.name,
  search: { label: 'Search reports', placeholder: 'Search reports...' },
  filters: [{ name: 'category', label: 'Category', all: 'All Categories', options: REPORT_CATEGORIES }],
  sorts: [
    { value: 'name', label: 'Name' },
    { value: 'nextScheduledAt', label: 'Next run' },
    { value: 'lastGeneratedAt', label: 'Last generated' },
    { value: 'createdAt', label: 'Created' },
  ],
  defaultSort: 'name',
  saveLabel: 'Create Report',
  cards: (s) => [
    { label: 'Total Reports', value: s.total, icon: FileBarChart },
    { label: 'Scheduled', value: s.scheduled, icon: CalendarClock },
    { label: 'Categories', value: s.categories, icon: Layers },
  ],
} satisfies RecordKind<ReportDto, ReportSummary, Values, z.output<typeof reportInputSchema>>;
