import {
  VALUATION_TEXTS,
  VALUATION_TYPES,
  centsToDollars,
  labelOf,
  valuationDtoSchema,
  valuationInputSchema,
  valuationListSchema,
  type ValuationDto,
} from '@estate/domain';
import { ArrowDown, ArrowUp, Percent, TrendingUp, Wallet } from 'lucide-react';
import type { z } from 'zod';
import type { ZodFormApi } from '@/components/form/use-zod-form';
import type { RecordKind } from '@/components/records/record-list';
import { SelectField } from '@/components/ui/form-field';
import { formatCents, formatDate, formatPercent } from '@/lib/format';
import { useRecordList } from '@/lib/records/use-records';
import { assetKind } from './assets';
import { text } from './record-badges';

type Values = z.input<typeof valuationInputSchema> & { estateId: string };

/** The Asset field: the assets of the estate chosen on the form. */
function AssetField({ form }: { form: ZodFormApi<Values, unknown> }) {
  const estateId = form.watch('estateId');
  const assets = useRecordList(
    assetKind.resource,
    estateId,
    { q: '', sort: 'name', order: 'asc', page: 1, filters: {} },
    { pageSize: 100, enabled: Boolean(estateId) },
  );
  return (
    <SelectField label="Asset" required className="sm:col-span-2" {...form.field('assetId')}>
      <option value="">{assets.isPending && estateId ? 'Loading assets...' : 'Select an asset'}</option>
      {assets.data?.items.map((a) => (
        <option key={a.id} value={a.id}>
          {a.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The value with its change against the previous one, up or down. */
function ValueCell({ v }: { v: ValuationDto }) {
  const up = v.changePercent !== null && !v.changePercent.startsWith('-');
  const Arrow = up ? ArrowUp : ArrowDown;
  return (
    <>
      <p className="font-medium text-slate-900">{formatCents(v.valueCents)}</p>
      {v.changePercent !== null ? (
        <p className={up ? 'text-xs text-green-800' : 'text-xs text-red-800'}>
          <Arrow aria-hidden="true" className="inline size-3" /> {up ? 'Up' : 'Down'}{' '}
          {formatPercent(v.changePercent.replace(/^-/, ''))}
        </p>
      ) : null}
    </>
  );
}

/** Valuations of an estate's assets (spec 2 "Estate Valuation"). */
export const valuationKind = {
  resource: { kind: 'valuations', item: valuationDtoSchema, list: valuationListSchema },
  texts: VALUATION_TEXTS,
  schema: valuationInputSchema,
  blank: {
    assetId: '',
    value: '',
    previousValue: '',
    appraiser: '',
    valuedOn: '',
    nextReviewOn: '',
    notes: '',
  },
  toForm: (v) => ({
    assetId: v.assetId ?? '',
    value: centsToDollars(v.valueCents),
    previousValue: centsToDollars(v.previousValueCents),
    type: v.type as (typeof VALUATION_TYPES)[number]['value'],
    appraiser: text(v.appraiser),
    valuedOn: v.valuedOn,
    nextReviewOn: text(v.nextReviewOn),
    notes: text(v.notes),
  }),
  fields: [
    { key: 'assetId', render: (form) => <AssetField form={form} /> },
    { name: 'value', label: 'Value ($)', kind: 'money', required: true },
    { name: 'previousValue', label: 'Previous value ($)', kind: 'money' },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      placeholder: 'Select a type',
      options: VALUATION_TYPES,
    },
    { name: 'appraiser', label: 'Appraiser' },
    { name: 'valuedOn', label: 'Valuation date', kind: 'date', required: true },
    { name: 'nextReviewOn', label: 'Next review date', kind: 'date' },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  columns: [
    { id: 'assetName', header: 'Asset', sortable: true, cell: (v) => v.assetName },
    { id: 'value', header: 'Value', sortable: true, cell: (v) => <ValueCell v={v} /> },
    { id: 'type', header: 'Type', sortable: true, cell: (v) => labelOf(VALUATION_TYPES, v.type) },
    { id: 'appraiser', header: 'Appraiser', cell: (v) => v.appraiser ?? 'N/A' },
    { id: 'valuedOn', header: 'Valued', sortable: true, cell: (v) => formatDate(v.valuedOn) },
    { id: 'nextReviewOn', header: 'Next Review', cell: (v) => formatDate(v.nextReviewOn) },
    { id: 'notes', header: 'Notes', cell: (v) => v.notes ?? '—' },
  ],
  nameOf: (v) => `${v.assetName} valuation of ${formatDate(v.valuedOn)}`,
  search: { label: 'Search valuations', placeholder: 'Search by asset or appraiser...' },
  filters: [{ name: 'type', label: 'Type', all: 'All Types', options: VALUATION_TYPES }],
  sorts: [
    { value: 'valuedOn', label: 'Valuation date' },
    { value: 'value', label: 'Value' },
    { value: 'assetName', label: 'Asset' },
    { value: 'type', label: 'Type' },
  ],
  defaultSort: 'valuedOn',
  defaultOrder: 'desc',
  saveLabel: 'Save Valuation',
  cards: (s) => [
    { label: 'Total Value', value: formatCents(s.totalValueCents), icon: Wallet },
    { label: 'Total Change', value: formatCents(s.totalChangeCents), icon: TrendingUp },
    { label: 'Change %', value: formatPercent(s.changePercent, 'N/A'), icon: Percent },
  ],
} satisfies RecordKind<
  ValuationDto,
  { count: number; totalValueCents: number; totalChangeCents: number; changePercent: string | null },
  z.input<typeof valuationInputSchema>,
  z.output<typeof valuationInputSchema>
>;
