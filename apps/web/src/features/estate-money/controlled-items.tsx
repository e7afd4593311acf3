import {
  CONTROLLED_ITEM_STATUSES,
  CONTROLLED_ITEM_TEXTS,
  CONTROLLED_ITEM_TYPES,
  FIREARM_HINT,
  SECURITY_LEVELS,
  can,
  controlledItemAccessInputSchema,
  controlledItemAccessListSchema,
  controlledItemAccessResultSchema,
  controlledItemDtoSchema,
  controlledItemInputSchema,
  controlledItemListSchema,
  labelOf,
  type ControlledItemDto,
  type ControlledItemSummary,
} from '@estate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, KeyRound, Lock, ShieldAlert, ShieldHalf } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import type { ZodFormApi } from '@/components/form/use-zod-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import type { RecordKind } from '@/components/records/record-list';
import { priorityTone } from '@/components/records/tones';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { TextareaField } from '@/components/ui/textarea-field';
import { api } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { queryRoots, refetchRoots } from '@/lib/query-keys';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useViewRole } from '@/lib/view-role/use-view-role';

/** The text of an optional field as a form shows it ('' for none). */
const text = (value: string | null | undefined) => value ?? '';
type Type = (typeof CONTROLLED_ITEM_TYPES)[number]['value'];
type Level = (typeof SECURITY_LEVELS)[number]['value'];
type Status = (typeof CONTROLLED_ITEM_STATUSES)[number]['value'];
type Values = z.input<typeof controlledItemInputSchema>;

const accessesUrl = (item: ControlledItemDto) =>
  `/api/estates/${encodeURIComponent(item.estateId)}/controlled-items/${encodeURIComponent(item.id)}/accesses`;
const accessesKey = (item: ControlledItemDto) =>
  [...queryRoots.records, item.estateId, 'controlled-items', 'accesses', item.id] as const;

/** On a firearm, what the Arms Act asks of whoever holds it. */
function FirearmNote({ form }: { form: ZodFormApi<Values & { estateId: string }, unknown> }) {
  return form.watch('type') === 'firearm' ? (
    <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">{FIREARM_HINT}</p>
  ) : null;
}

const AFTER_ACCESS = [
  { value: '', label: 'Leave as it is' },
  { value: 'active', label: 'Taken out (Active)' },
  { value: 'secured', label: 'Put back (Secured)' },
] as const;

/** Record access: who is the person signed in, when is now; the purpose is asked for. */
function RecordAccessDialog({ item, onClose }: { item: ControlledItemDto; onClose: () => void }) {
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: ({
      idempotencyKey,
      ...input
    }: z.output<typeof controlledItemAccessInputSchema> & { idempotencyKey: string }) =>
      api.post(accessesUrl(item), input, controlledItemAccessResultSchema, { idempotencyKey }),
    onSuccess: () => refetchRoots(queryClient, [queryRoots.records]),
  });
  const form = useZodForm({
    schema: controlledItemAccessInputSchema,
    defaultValues: { purpose: '', status: '' },
  });
  // One key per access recorded (decision 061): a retry after a lost answer records it once.
  const once = useIdempotencyKey();
  return (
    <FormDialog
      form={form}
      title="Record Access"
      description={`To “${item.name}”, by you, now. It is added to the item's chain of custody.`}
      submitLabel="Record Access"
      success="Access recorded"
      failure="The access could not be recorded. Please try again."
      onClose={onClose}
      onSubmit={(input) => once((idempotencyKey) => record.mutateAsync({ ...input, idempotencyKey }))}
    >
      <TextareaField
        label="Purpose"
        required
        rows={3}
        hint="Why it was accessed: let the valuer in, listed the box's contents, took it to the dealer."
        {...form.field('purpose')}
      />
      <SelectField label="After this access" {...form.field('status')}>
        {AFTER_ACCESS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

/** The chain of custody: every access recorded, newest first. */
function AccessHistoryDialog({ item, onClose }: { item: ControlledItemDto; onClose: () => void }) {
  const history = useQuery({
    queryKey: accessesKey(item),
    queryFn: ({ signal }) => api.get(accessesUrl(item), controlledItemAccessListSchema, signal),
  });
  return (
    <Dialog
      title="Access History"
      description={`Who accessed “${item.name}”, newest first.`}
      onClose={onClose}
    >
      <div className="px-5 py-4">
        {history.isPending ? (
          <LoadingState label="Loading the access history..." />
        ) : history.isError ? (
          <LoadError onRetry={() => void history.refetch()}>
            The access history could not be loaded.
          </LoadError>
        ) : history.data.items.length === 0 ? (
          <p className="text-sm text-slate-700">No access has been recorded yet.</p>
        ) : (
          <ol className="space-y-3" aria-label="Accesses">
            {history.data.items.map((a) => (
              <li key={a.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-medium text-slate-900">
                  {formatDateTime(a.accessedAt)} · {a.accessedBy}
                </p>
                {a.purpose ? <p className="text-slate-700">{a.purpose}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}

const small = buttonClasses({ variant: 'secondary', size: 'sm' });

/** A row's custody actions: Record access (for those who run the estate) and History. */
function CustodyActions({ item }: { item: ControlledItemDto }) {
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const [open, setOpen] = useState<'record' | 'history' | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      {manages ? (
        <button
          type="button"
          className={small}
          aria-label={`Record access to ${item.name}`}
          onClick={() => setOpen('record')}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          Record access
        </button>
      ) : null}
      <button
        type="button"
        className={small}
        aria-label={`Access history of ${item.name}`}
        onClick={() => setOpen('history')}
      >
        <History aria-hidden="true" className="size-4" />
        History
      </button>
      {open === 'record' ? <RecordAccessDialog item={item} onClose={() => setOpen(null)} /> : null}
      {open === 'history' ? <AccessHistoryDialog item={item} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

/** Controlled Items (spec 2 §2), declared on the records kit. */
export const controlledItemKind = {
  resource: { kind: 'controlled-items', item: controlledItemDtoSchema, list: controlledItemListSchema },
  texts: CONTROLLED_ITEM_TEXTS,
  schema: controlledItemInputSchema,
  blank: { name: '', location: '', securityLevel: 'medium', status: 'secured', notes: '' },
  toForm: (c) => ({
    name: c.name,
    type: c.type as Type,
    location: text(c.location),
    securityLevel: c.securityLevel as Level,
    status: c.status as Status,
    notes: text(c.notes),
  }),
  fields: [
    { name: 'name', label: 'Item', required: true, wide: true },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      placeholder: 'Select a type',
      options: CONTROLLED_ITEM_TYPES,
    },
    { name: 'securityLevel', label: 'Security level', kind: 'select', options: SECURITY_LEVELS },
    { key: 'firearmNote', render: (form) => <FirearmNote form={form} /> },
    {
      name: 'location',
      label: 'Location',
      hint: 'Where it is kept, or who holds it: the firm’s safe, a bank, a licensed dealer.',
    },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: CONTROLLED_ITEM_STATUSES,
      hint: 'Secured: locked away. Active: out, in someone’s hands.',
    },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
  ],
  columns: [
    {
      id: 'name',
      header: 'Item',
      sortable: true,
      cell: (c) => (
        <>
          <p className="font-medium text-slate-900">{c.name}</p>
          <p className="text-xs text-slate-600">{labelOf(CONTROLLED_ITEM_TYPES, c.type)}</p>
          {c.type === 'firearm' ? (
            <p className="mt-1 text-xs text-amber-900">Arms Act: held only by a licence holder.</p>
          ) : null}
        </>
      ),
    },
    { id: 'location', header: 'Location', cell: (c) => c.location ?? '—' },
    {
      id: 'securityLevel',
      header: 'Security Level',
      sortable: true,
      cell: (c) => (
        <Badge tone={priorityTone(c.securityLevel)}>{labelOf(SECURITY_LEVELS, c.securityLevel)}</Badge>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => (
        <Badge tone={c.status === 'secured' ? 'success' : 'warning'}>
          {labelOf(CONTROLLED_ITEM_STATUSES, c.status)}
        </Badge>
      ),
    },
    {
      id: 'lastAccessedAt',
      header: 'Last Accessed',
      sortable: true,
      cell: (c) =>
        c.lastAccessedAt ? (
          <>
            <p className="text-slate-900">{formatDateTime(c.lastAccessedAt)}</p>
            {c.accessedBy ? <p className="text-xs text-slate-600">by {c.accessedBy}</p> : null}
          </>
        ) : (
          'Never'
        ),
    },
    { id: 'custody', header: 'Custody', cell: (c) => <CustodyActions item={c} /> },
  ],
  nameOf: (c) => c.name,
  search: { label: 'Search controlled items', placeholder: 'Search by name or type...' },
  filters: [
    { name: 'type', label: 'Type', all: 'All Types', options: CONTROLLED_ITEM_TYPES },
    { name: 'securityLevel', label: 'Security level', all: 'All Levels', options: SECURITY_LEVELS },
  ],
  sorts: [
    { value: 'securityLevel', label: 'Security level' },
    { value: 'name', label: 'Item' },
    { value: 'lastAccessedAt', label: 'Last accessed' },
  ],
  defaultSort: 'securityLevel',
  cards: (s) => [
    { label: 'High Security', value: s.high, icon: ShieldAlert },
    { label: 'Medium Security', value: s.medium, icon: ShieldHalf },
    { label: 'Secured', value: s.secured, icon: Lock },
  ],
} satisfies RecordKind<
  ControlledItemDto,
  ControlledItemSummary,
  z.input<typeof controlledItemInputSchema>,
  z.output<typeof controlledItemInputSchema>
>;
