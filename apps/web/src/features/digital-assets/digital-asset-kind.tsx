import {
  DIGITAL_ASSET_CATEGORIES,
  DIGITAL_ASSET_STATUSES,
  DIGITAL_ASSET_TEXTS,
  REWARD_PROGRAMS,
  digitalAssetDtoSchema,
  digitalAssetRecordListSchema,
  digitalAssetSchema,
  formatDollars,
  labelOf,
  recordTexts,
  type DigitalAssetDto,
} from '@estate/domain';
import type { z } from 'zod';
import { Coins, Gift, Globe, Users } from 'lucide-react';
import { emptyAsNull, emptyOrNumber } from '@/components/form/use-zod-form';
import type { RecordKind } from '@/components/records/record-list';
import { Badge } from '@/components/ui/badge';

const statusLabel = (status: string) => status.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
const programName = (id: number | null) => REWARD_PROGRAMS.find((p) => p.id === id)?.name ?? null;

/** Spec 2 §"Digital assets", declared on the records kit. */
export const digitalAssetKind = {
  resource: { kind: 'digital-assets', item: digitalAssetDtoSchema, list: digitalAssetRecordListSchema },
  texts: recordTexts('digital asset', 'digital assets', {
    singular: 'Digital Asset',
    add: 'Add Digital Asset',
    edit: 'Edit Digital Asset',
    created: 'Digital asset saved',
    updated: 'Digital asset updated',
    deleted: DIGITAL_ASSET_TEXTS.deleted,
    confirmDelete: DIGITAL_ASSET_TEXTS.confirmDelete,
    empty: 'No digital assets',
    emptyHint: 'Add digital assets to securely store access information',
  }),
  schema: digitalAssetSchema,
  blank: { assetName: '', category: '', platform: '', status: 'active' },
  toForm: ({ id: _id, estateId: _estate, deceasedName: _name, category, status, ...rest }) => ({
    ...rest,
    category,
    status: status as (typeof DIGITAL_ASSET_STATUSES)[number],
  }),
  fields: [
    { name: 'assetName', label: 'Asset Name', required: true },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      placeholder: 'Select a category',
      options: DIGITAL_ASSET_CATEGORIES,
    },
    { name: 'platform', label: 'Platform/Provider', required: true },
    { name: 'loginEmail', label: 'Login Email/Username', setValueAs: emptyAsNull },
    {
      legend: 'Loyalty / Rewards Program',
      show: (values) => values.category === 'loyalty',
      fields: [
        {
          name: 'rewardProgramId',
          label: 'Rewards Program',
          kind: 'select',
          required: true,
          placeholder: 'Select a rewards program',
          options: REWARD_PROGRAMS.map((p) => ({ value: p.id, label: p.name })),
          setValueAs: emptyOrNumber,
        },
        { name: 'pointsBalance', label: 'Points Balance', kind: 'number', setValueAs: emptyOrNumber },
        { name: 'estimatedValue', label: 'Estimated Value ($)', kind: 'money', setValueAs: emptyOrNumber },
        { name: 'expiryDate', label: 'Expiry Date', kind: 'date', setValueAs: emptyAsNull },
      ],
    },
    {
      name: 'accessInstructions',
      label: 'Access Instructions',
      kind: 'textarea',
      hint: 'Do not include passwords.',
      setValueAs: emptyAsNull,
    },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: DIGITAL_ASSET_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
    },
    { name: 'notes', label: 'Notes', kind: 'textarea', setValueAs: emptyAsNull },
  ],
  columns: [
    {
      id: 'assetName',
      header: 'Asset',
      sortable: true,
      cell: (a) => (
        <>
          <p className="font-medium text-slate-900">{a.assetName}</p>
          <p className="text-xs text-slate-600">
            {labelOf(DIGITAL_ASSET_CATEGORIES, a.category)}
            {a.category === 'loyalty' && programName(a.rewardProgramId)
              ? ` · ${programName(a.rewardProgramId)}${a.pointsBalance !== null ? `, ${a.pointsBalance.toLocaleString('en-NZ')} points` : ''}`
              : ''}
          </p>
        </>
      ),
    },
    { id: 'platform', header: 'Platform', sortable: true, cell: (a) => a.platform },
    { id: 'estimatedValue', header: 'Value', sortable: true, cell: (a) => formatDollars(a.estimatedValue) },
    {
      id: 'status',
      header: 'Status',
      cell: (a) => (
        <Badge tone={a.status === 'active' ? 'success' : a.status === 'inactive' ? 'neutral' : 'warning'}>
          {statusLabel(a.status)}
        </Badge>
      ),
    },
  ],
  nameOf: (a) => a.assetName,
  search: { label: 'Search digital assets', placeholder: 'Search by asset name or platform...' },
  filters: [
    {
      name: 'category',
      label: 'Category',
      all: 'All Categories',
      options: (summary) =>
        (summary?.categories ?? []).map((c) => ({ value: c, label: labelOf(DIGITAL_ASSET_CATEGORIES, c) })),
    },
  ],
  sorts: [
    { value: 'assetName', label: 'Asset name' },
    { value: 'category', label: 'Category' },
    { value: 'platform', label: 'Platform' },
    { value: 'estimatedValue', label: 'Value' },
  ],
  defaultSort: 'assetName',
  cards: ({ counts }) => [
    { label: 'Cryptocurrency', value: counts.crypto, icon: Coins },
    { label: 'Domain Names', value: counts.domain, icon: Globe },
    { label: 'Social Media', value: counts.social, icon: Users },
    { label: 'Loyalty Programs', value: counts.loyalty, icon: Gift },
  ],
} satisfies RecordKind<
  DigitalAssetDto,
  { counts: Record<'crypto' | 'domain' | 'social' | 'loyalty', number>; categories: string[] },
  z.input<typeof digitalAssetSchema>,
  z.output<typeof digitalAssetSchema>
>;
