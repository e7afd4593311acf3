import {
  RISK_CATEGORIES,
  RISK_LEVELS,
  RISK_STATUSES,
  RISK_TEXTS,
  labelOf,
  riskDtoSchema,
  riskInputSchema,
  riskListSchema,
  type RiskDto,
  type RiskSummary,
} from '@estate/domain';
import { ShieldAlert, ShieldCheck, ShieldHalf } from 'lucide-react';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { statusTone } from '@/components/records/tones';
import { formatDate } from '@/lib/format';

/** An optional field as the form shows it ('' for none). */
const text = (value: string | null | undefined) => value ?? '';

type Level = (typeof RISK_LEVELS)[number]['value'];

/** High red, medium amber, low green: the word says it too. */
const levelTone: Record<string, BadgeTone> = { high: 'error', medium: 'warning', low: 'success' };

/** Risk Assessment (spec 2), declared on the records kit. */
export const riskKind = {
  resource: { kind: 'risks', item: riskDtoSchema, list: riskListSchema },
  texts: RISK_TEXTS,
  schema: riskInputSchema,
  blank: { title: '', status: 'active', owner: '', reviewDate: '', mitigationPlan: '', description: '' },
  toForm: (r) => ({
    title: r.title,
    description: text(r.description),
    category: r.category as (typeof RISK_CATEGORIES)[number]['value'],
    impact: r.impact as Level,
    likelihood: r.likelihood as Level,
    status: r.status as (typeof RISK_STATUSES)[number]['value'],
    owner: text(r.owner),
    reviewDate: text(r.reviewDate),
    mitigationPlan: text(r.mitigationPlan),
  }),
  fields: [
    { name: 'title', label: 'Risk', required: true, wide: true },
    { name: 'description', label: 'Description', kind: 'textarea' },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      placeholder: 'Select a category',
      options: RISK_CATEGORIES,
    },
    { name: 'status', label: 'Status', kind: 'select', options: RISK_STATUSES },
    {
      name: 'impact',
      label: 'Impact',
      kind: 'select',
      required: true,
      placeholder: 'Select the impact',
      options: RISK_LEVELS,
    },
    {
      name: 'likelihood',
      label: 'Likelihood',
      kind: 'select',
      required: true,
      placeholder: 'Select the likelihood',
      options: RISK_LEVELS,
      hint: 'The risk level is high only when both are high, low only when both are low.',
    },
    { name: 'owner', label: 'Owner' },
    { name: 'reviewDate', label: 'Review date', kind: 'date' },
    { name: 'mitigationPlan', label: 'Mitigation plan', kind: 'textarea' },
  ],
  columns: [
    {
      id: 'title',
      header: 'Risk',
      sortable: true,
      cell: (r) => (
        <>
          <p className="font-medium text-slate-900">{r.title}</p>
          {r.description ? <p className="text-xs text-slate-600">{r.description}</p> : null}
        </>
      ),
    },
    { id: 'category', header: 'Category', cell: (r) => labelOf(RISK_CATEGORIES, r.category) },
    {
      id: 'level',
      header: 'Risk Level',
      sortable: true,
      cell: (r) => (
        <>
          <Badge tone={levelTone[r.level] ?? 'neutral'}>{labelOf(RISK_LEVELS, r.level)}</Badge>
          <p className="mt-1 text-xs text-slate-600">
            Impact: {labelOf(RISK_LEVELS, r.impact)} · Likelihood: {labelOf(RISK_LEVELS, r.likelihood)}
          </p>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => <Badge tone={statusTone(r.status)}>{labelOf(RISK_STATUSES, r.status)}</Badge>,
    },
    { id: 'owner', header: 'Owner', cell: (r) => r.owner ?? '—' },
    { id: 'reviewDate', header: 'Review Date', sortable: true, cell: (r) => formatDate(r.reviewDate) },
    { id: 'mitigationPlan', header: 'Mitigation Plan', cell: (r) => r.mitigationPlan ?? '—' },
  ],
  nameOf: (r) => r.title,
  search: { label: 'Search risks', placeholder: 'Search risks...' },
  filters: [{ name: 'category', label: 'Category', all: 'All Categories', options: RISK_CATEGORIES }],
  sorts: [
    { value: 'level', label: 'Risk level' },
    { value: 'title', label: 'Risk' },
    { value: 'reviewDate', label: 'Review date' },
  ],
  defaultSort: 'level',
  cards: (s) => [
    { label: 'High Risk', value: s.high, icon: ShieldAlert },
    { label: 'Medium Risk', value: s.medium, icon: ShieldHalf },
    { label: 'Low Risk', value: s.low, icon: ShieldCheck },
  ],
} satisfies RecordKind<
  RiskDto,
  RiskSummary,
  z.input<typeof riskInputSchema>,
  z.output<typeof riskInputSchema>
>;
