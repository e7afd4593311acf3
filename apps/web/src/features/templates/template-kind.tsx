import {
  categoryOptions,
  ESTATE_TEMPLATE_CATEGORIES,
  LIBRARY_TEMPLATE_CATEGORIES,
  TEMPLATE_STATUSES,
  TEMPLATE_TEXTS,
  templateCategoriesSchema,
  templateDtoSchema,
  templateInputSchema,
  templateListSchema,
  templateMergedSavedSchema,
  templateUploadedSchema,
  MISSING_FIELDS_HEADER,
  UNKNOWN_FIELDS_HEADER,
  labelOf,
  type TemplateDto,
  type TemplateSummary,
} from '@estate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Download, FileText, FilePen, FileDown, Save } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import type { ZodFormApi } from '@/components/form/use-zod-form';
import type { RecordKind } from '@/components/records/record-list';
import { Badge, TagBadges } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { api, messageOf } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { formatDate, saveBlob } from '@/lib/format';
import { queryRoots } from '@/lib/query-keys';

type Values = z.input<typeof templateInputSchema>;
type FormValues = Values & { estateId: string };

const enc = encodeURIComponent;

/** Tags typed as text: split on commas; react-hook-form also passes the list itself through. */
const tagList = (value: unknown): string[] =>
  Array.isArray(value)
    ? (value as string[])
    : (typeof value === 'string' ? value : '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);

/** The library's categories: the built-in ones and the firm's own (New Category). */
export const templateCategoriesKey = ['template-categories'] as const;
export function useTemplateCategories() {
  return useQuery({
    queryKey: templateCategoriesKey,
    queryFn: ({ signal }) => api.get('/api/template-categories', templateCategoriesSchema, signal),
  });
}

function CategoryField({ form }: { form: ZodFormApi<FormValues, unknown> }) {
  const categories = useTemplateCategories().data;
  const names = [
    ...(categories?.builtIn ?? LIBRARY_TEMPLATE_CATEGORIES),
    ...(categories?.firm.map((c) => c.name) ?? []),
  ];
  return (
    <SelectField label="Category" required {...form.field('category')}>
      <option value="">Select a category</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}

/** "2 fields could not be filled: client.number, estate.grantDate" for a toast. */
/** What a merge could not fill, as the toast says it: each is a bracketed blank in the document. */
function unfilledText(unknown: readonly string[], missing: readonly string[]): string {
  return [
    missing.length ? `Not recorded for this estate, shown as [… not recorded]: ${missing.join(', ')}.` : '',
    unknown.length ? `Not merge fields, shown as [unknown merge field: …]: ${unknown.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const headerList = (headers: Headers, name: string) =>
  (headers.get(name) ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);

/** Download: the template's own file, with its merge fields. */
function TemplateDownloadButton({ template }: { template: TemplateDto }) {
  const download = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await api.download(`/api/templates/${enc(template.id)}/file`);
      saveBlob(blob, fileName ?? template.fileName);
    },
    onError: (error) =>
      toast.error(messageOf(error, 'The template could not be downloaded. Please try again.')),
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={download.isPending}
      aria-label={`Download ${template.name}`}
      onClick={() => download.mutate()}
    >
      <Download aria-hidden="true" className="size-4" />
      Download
    </Button>
  );
}

/** Download merged and Save to documents: the template filled with the estate's facts. */
function MergeButtons({ template, estateId }: { template: TemplateDto; estateId: string }) {
  const queryClient = useQueryClient();
  const url = `/api/estates/${enc(estateId)}/templates/${enc(template.id)}/merged`;
  const download = useMutation({
    mutationFn: async () => {
      const { blob, fileName, headers } = await api.download(url);
      saveBlob(blob, fileName ?? `${template.name}.docx`);
      return {
        unknown: headerList(headers, UNKNOWN_FIELDS_HEADER),
        missing: headerList(headers, MISSING_FIELDS_HEADER),
      };
    },
    onSuccess: ({ unknown, missing }) =>
      unknown.length || missing.length
        ? toast.warning('Merged template downloaded', { description: unfilledText(unknown, missing) })
        : toast.success('Merged template downloaded'),
    onError: (error) => toast.error(messageOf(error, 'The template could not be merged. Please try again.')),
  });
  // One key per save until it is made (decision 061): pressed again after a lost answer, one document.
  const once = useIdempotencyKey();
  const save = useMutation({
    mutationFn: (idempotencyKey: string) => api.post(url, {}, templateMergedSavedSchema, { idempotencyKey }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.documents });
      if (saved.unknownFields.length || saved.missingFields.length)
        toast.warning(`Saved to the estate's documents as “${saved.fileName}”`, {
          description: unfilledText(saved.unknownFields, saved.missingFields),
        });
      else toast.success(`Saved to the estate's documents as “${saved.fileName}”`);
    },
    onError: (error) => toast.error(messageOf(error, 'The template could not be saved. Please try again.')),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={download.isPending}
        aria-label={`Download merged: ${template.name}`}
        onClick={() => download.mutate()}
      >
        <FileDown aria-hidden="true" className="size-4" />
        Download merged
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={save.isPending}
        aria-label={`Save to documents: ${template.name}`}
        // The failure is told by onError; the promise's rejection is not another one.
        onClick={() => void once((idempotencyKey) => save.mutateAsync(idempotencyKey)).catch(() => undefined)}
      >
        <Save aria-hidden="true" className="size-4" />
        {save.isPending ? 'Saving...' : 'Save to documents'}
      </Button>
    </div>
  );
}

/** After Upload Template or a new version: the merge fields found, and those the platform cannot fill. */
function onUploaded(answer: unknown) {
  const parsed = templateUploadedSchema.safeParse(answer);
  if (!parsed.success) return;
  const { fields, unknownFields } = parsed.data;
  if (unknownFields.length)
    toast.warning(`Unknown merge fields: ${unknownFields.join(', ')}`, {
      description:
        'A merged document shows each as [unknown merge field: …]. See the merge fields list in Help.',
    });
  else toast.info(`${fields.length} merge ${fields.length === 1 ? 'field' : 'fields'} found`);
}

/**
 * Document templates (spec 2 §2): the Templates Library's kind, or an estate's (its categories, and
 * per row Download merged and Save to documents for that estate).
 */
export function templateKind(estateId?: string) {
  const categories = estateId
    ? () => categoryOptions(ESTATE_TEMPLATE_CATEGORIES)
    : (summary: TemplateSummary | undefined) =>
        categoryOptions([...LIBRARY_TEMPLATE_CATEGORIES, ...(summary?.firmCategories ?? [])]);
  return {
    resource: {
      kind: 'templates',
      base: '/api/templates',
      item: templateDtoSchema,
      list: templateListSchema,
      upload: { sentWithNew: true, replacePath: 'versions' },
      // Its `version` counts its files; its details' version is `editVersion` (decision 060).
      versionKey: 'editVersion',
    },
    texts: TEMPLATE_TEXTS,
    schema: templateInputSchema,
    blank: { name: '', description: '', category: '', status: 'active', tags: [] },
    toForm: (r) => ({
      name: r.name,
      description: r.description ?? '',
      category: r.category,
      status: r.status,
      tags: r.tags,
    }),
    fields: [
      { name: 'name', label: 'Name', required: true, wide: true },
      { key: 'category', render: (form) => <CategoryField form={form} /> },
      { name: 'status', label: 'Status', kind: 'select', required: true, options: TEMPLATE_STATUSES },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
      {
        name: 'tags',
        label: 'Tags',
        hint: 'Separated by commas: bank, letter',
        setValueAs: tagList,
        wide: true,
      },
    ],
    upload: {
      label: (record) => (record ? 'New version (optional)' : 'Word file'),
      hint: 'A Word (DOCX) file of up to 20 MB, with merge fields like {{deceased.fullName}}.',
      extensions: ['.docx'],
      typesText: 'Word (DOCX)',
      maxBytes: 20 * 1024 * 1024,
      required: true,
      onUploaded,
    },
    columns: [
      {
        id: 'name',
        header: 'Template',
        sortable: true,
        cell: (r) => (
          <>
            <p className="font-medium text-slate-900">{r.name}</p>
            {r.description ? <p className="text-xs text-slate-600">{r.description}</p> : null}
            <p className="text-xs text-slate-600">
              {r.category} · {r.fields.length} merge {r.fields.length === 1 ? 'field' : 'fields'}
              {r.isStarter ? ' · Starter set' : ''}
            </p>
          </>
        ),
      },
      { id: 'format', header: 'Format', cell: (r) => r.format },
      { id: 'version', header: 'Version', sortable: true, cell: (r) => `v${r.version}` },
      {
        id: 'status',
        header: 'Status',
        cell: (r) => (
          <Badge tone={r.status === 'active' ? 'success' : 'warning'}>
            {labelOf(TEMPLATE_STATUSES, r.status)}
          </Badge>
        ),
      },
      {
        id: 'tags',
        header: 'Tags',
        cell: (r) => <TagBadges tags={r.tags} tone="neutral" />,
      },
      {
        id: 'updatedAt',
        header: 'Updated',
        sortable: true,
        cell: (r) => (
          <span className="text-sm">
            {formatDate(r.updatedAt)}
            {r.updatedBy ? <span className="block text-xs text-slate-600">{r.updatedBy}</span> : null}
          </span>
        ),
      },
      {
        id: 'download',
        header: estateId ? 'Actions' : 'Download',
        cell: (r) =>
          estateId ? (
            <div className="flex flex-wrap gap-2">
              <TemplateDownloadButton template={r} />
              <MergeButtons template={r} estateId={estateId} />
            </div>
          ) : (
            <TemplateDownloadButton template={r} />
          ),
      },
    ],
    nameOf: (r) => r.name,
    canEdit: (r) => r.canEdit,
    canDelete: (r) => r.canEdit,
    search: { label: 'Search templates', placeholder: 'Search by name, description or tag...' },
    filters: [
      { name: 'category', label: 'Category', all: 'All Categories', options: categories },
      { name: 'status', label: 'Status', all: 'All Statuses', options: TEMPLATE_STATUSES },
    ],
    sorts: [
      { value: 'name', label: 'Name' },
      { value: 'updatedAt', label: 'Updated' },
      { value: 'version', label: 'Version' },
    ],
    defaultSort: 'name',
    saveLabel: 'Upload Template',
    cards: (s) => [
      { label: 'Total Templates', value: s.total, icon: FileText },
      { label: 'Active', value: s.active, icon: CheckCircle2 },
      { label: 'Draft', value: s.draft, icon: FilePen },
    ],
  } satisfies RecordKind<TemplateDto, TemplateSummary, Values, z.output<typeof templateInputSchema>>;
}
