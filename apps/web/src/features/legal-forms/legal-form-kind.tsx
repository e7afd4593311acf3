import {
  LEGAL_FORM_CATEGORIES,
  LEGAL_FORM_STATUSES,
  LEGAL_FORM_TEXTS,
  labelOf,
  legalFormDtoSchema,
  legalFormInputSchema,
  legalFormListSchema,
  type LegalFormDto,
} from '@estate/domain';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Download, ExternalLink, Scale } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { api, messageOf } from '@/lib/api-client';
import { formatDate, saveBlob } from '@/lib/format';

type Values = z.input<typeof legalFormInputSchema>;
type Summary = z.infer<typeof legalFormListSchema>['summary'];

/** Download when an admin attached a copy we may redistribute; otherwise the publisher's page. */
function FormLink({ form }: { form: LegalFormDto }) {
  const download = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await api.download(form.fileUrl ?? '');
      saveBlob(blob, fileName ?? form.fileName ?? 'form');
    },
    onError: (error) => toast.error(messageOf(error, 'The form could not be downloaded. Please try again.')),
  });
  return (
    <div className="flex flex-wrap gap-2">
      {form.fileUrl ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Download ${form.name}`}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </Button>
      ) : null}
      <a
        href={form.officialUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 underline hover:text-blue-900"
      >
        Open official page
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only"> for {form.name} (opens in a new tab)</span>
      </a>
    </div>
  );
}

/** Legal Forms (spec 2 §2): the official forms a New Zealand estate uses, kept by admins. */
export const legalFormKind = {
  resource: {
    kind: 'legal-forms',
    base: '/api/legal-forms',
    item: legalFormDtoSchema,
    list: legalFormListSchema,
    upload: { sentWithNew: false, replacePath: 'file' },
  },
  texts: LEGAL_FORM_TEXTS,
  schema: legalFormInputSchema,
  blank: {
    name: '',
    description: '',
    category: 'probate',
    jurisdiction: 'New Zealand',
    status: 'active',
    lastUpdated: '',
    officialUrl: 'https://',
  },
  toForm: (r) => ({
    name: r.name,
    description: r.description ?? '',
    category: r.category,
    jurisdiction: r.jurisdiction,
    status: r.status,
    lastUpdated: r.lastUpdated ?? '',
    officialUrl: r.officialUrl,
  }),
  fields: [
    { name: 'name', label: 'Name', required: true, wide: true },
    { name: 'category', label: 'Category', kind: 'select', required: true, options: LEGAL_FORM_CATEGORIES },
    { name: 'status', label: 'Status', kind: 'select', required: true, options: LEGAL_FORM_STATUSES },
    { name: 'jurisdiction', label: 'Jurisdiction', required: true },
    { name: 'lastUpdated', label: 'Last updated', kind: 'date' },
    {
      name: 'officialUrl',
      label: 'Official page',
      required: true,
      wide: true,
      hint: "The publisher's page for the form (https://…).",
    },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
  ],
  upload: {
    label: () => 'Copy to download (optional)',
    hint: 'Only a PDF or Word file the publisher allows to be redistributed; otherwise people use the official page.',
    extensions: ['.pdf', '.docx'],
    typesText: 'PDF or Word (DOCX)',
    maxBytes: 20 * 1024 * 1024,
    required: false,
  },
  columns: [
    {
      id: 'name',
      header: 'Form',
      sortable: true,
      cell: (r) => (
        <>
          <p className="font-medium text-slate-900">{r.name}</p>
          {r.description ? <p className="text-xs text-slate-600">{r.description}</p> : null}
        </>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      sortable: true,
      cell: (r) => labelOf(LEGAL_FORM_CATEGORIES, r.category),
    },
    { id: 'jurisdiction', header: 'Jurisdiction', cell: (r) => r.jurisdiction },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => (
        <Badge tone={r.status === 'active' ? 'success' : 'neutral'}>
          {labelOf(LEGAL_FORM_STATUSES, r.status)}
        </Badge>
      ),
    },
    { id: 'lastUpdated', header: 'Last Updated', sortable: true, cell: (r) => formatDate(r.lastUpdated) },
    { id: 'download', header: 'Download', cell: (r) => <FormLink form={r} /> },
  ],
  nameOf: (r) => r.name,
  search: { label: 'Search forms', placeholder: 'Search by name or description...' },
  filters: [{ name: 'category', label: 'Category', all: 'All Categories', options: LEGAL_FORM_CATEGORIES }],
  sorts: [
    { value: 'name', label: 'Name' },
    { value: 'category', label: 'Category' },
    { value: 'lastUpdated', label: 'Last updated' },
  ],
  defaultSort: 'name',
  saveLabel: 'Add Form',
  cards: (s) => [
    { label: 'Forms', value: s.total, icon: Scale },
    { label: 'Active', value: s.active, icon: CheckCircle2 },
  ],
} satisfies RecordKind<LegalFormDto, Summary, Values, z.output<typeof legalFormInputSchema>>;
