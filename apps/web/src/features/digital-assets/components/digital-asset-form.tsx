import {
  DIGITAL_ASSET_CATEGORIES,
  DIGITAL_ASSET_STATUSES,
  DIGITAL_ASSET_TEXTS,
  REWARD_PROGRAMS,
  digitalAssetSchema,
} from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-client';
import type { DigitalAsset } from '../api/schemas';
import { useSaveDigitalAsset } from '../api/save-digital-asset';
import { statusLabel } from './digital-asset-labels';
import { fieldErrorsOf } from '@/lib/field-errors';

type FormValues = {
  assetName: string;
  category: string;
  platform: string;
  loginEmail: string;
  accessInstructions: string;
  status: string;
  notes: string;
  rewardProgramId: string;
  pointsBalance: string;
  estimatedValue: string;
  expiryDate: string;
};

function valuesOf(asset: DigitalAsset | undefined): FormValues {
  return {
    assetName: asset?.assetName ?? '',
    category: asset?.category ?? '',
    platform: asset?.platform ?? '',
    loginEmail: asset?.loginEmail ?? '',
    accessInstructions: asset?.accessInstructions ?? '',
    status: asset?.status ?? 'active',
    notes: asset?.notes ?? '',
    rewardProgramId: asset?.rewardProgramId ? String(asset.rewardProgramId) : '',
    pointsBalance: asset?.pointsBalance != null ? String(asset.pointsBalance) : '',
    estimatedValue: asset?.estimatedValue != null ? String(asset.estimatedValue) : '',
    expiryDate: asset?.expiryDate ?? '',
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Add or edit a digital asset (spec 2 §5). The loyalty fields appear only for category loyalty and
 * are sent only then; empty values go as null, points and program as integers.
 */
export function DigitalAssetForm({
  estateId,
  asset,
  onDone,
}: {
  estateId: string | undefined;
  asset?: DigitalAsset;
  onDone: () => void;
}) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(asset));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDigitalAsset();
  const isLoyalty = values.category === 'loyalty';
  const set = (field: keyof FormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!estateId) {
      toast.error(DIGITAL_ASSET_TEXTS.estateRequired);
      return;
    }
    const parsed = digitalAssetSchema.safeParse({
      assetName: values.assetName,
      category: values.category,
      platform: values.platform,
      loginEmail: orNull(values.loginEmail),
      accessInstructions: orNull(values.accessInstructions),
      status: values.status,
      notes: orNull(values.notes),
      ...(isLoyalty
        ? {
            rewardProgramId: numberOrNull(values.rewardProgramId),
            pointsBalance: numberOrNull(values.pointsBalance),
            estimatedValue: numberOrNull(values.estimatedValue),
            expiryDate: orNull(values.expiryDate),
          }
        : {}),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    save.mutate(
      { estateId, assetId: asset?.digitalAssetId, values: parsed.data },
      {
        onSuccess: () => {
          toast.success(asset ? 'Digital asset updated' : 'Digital asset saved');
          onDone();
        },
        onError: (error) => {
          console.error(error);
          if (isApiError(error) && error.issues?.length) {
            setErrors(fieldErrorsOf(error.issues));
          }
          toast.error('Failed to save digital asset. Please try again.');
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Asset Name"
          required
          value={values.assetName}
          onChange={(e) => set('assetName')(e.target.value)}
          error={errors.assetName || undefined}
        />
        <SelectField
          label="Category"
          required
          value={values.category}
          onChange={(e) => set('category')(e.target.value)}
          error={errors.category || undefined}
        >
          <option value="">Select a category</option>
          {DIGITAL_ASSET_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Platform/Provider"
          required
          value={values.platform}
          onChange={(e) => set('platform')(e.target.value)}
          error={errors.platform || undefined}
        />
        <TextField
          label="Login Email/Username"
          autoComplete="off"
          value={values.loginEmail}
          onChange={(e) => set('loginEmail')(e.target.value)}
          error={errors.loginEmail || undefined}
        />
      </div>

      {isLoyalty ? (
        <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-900">Loyalty / Rewards Program</legend>
          <SelectField
            label="Rewards Program"
            required
            value={values.rewardProgramId}
            onChange={(e) => set('rewardProgramId')(e.target.value)}
            error={errors.rewardProgramId || undefined}
          >
            <option value="">Select a rewards program</option>
            {REWARD_PROGRAMS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Points Balance"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={values.pointsBalance}
            onChange={(e) => set('pointsBalance')(e.target.value)}
            error={errors.pointsBalance || undefined}
          />
          <TextField
            label="Estimated Value ($)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={values.estimatedValue}
            onChange={(e) => set('estimatedValue')(e.target.value)}
            error={errors.estimatedValue || undefined}
          />
          <TextField
            label="Expiry Date"
            type="date"
            value={values.expiryDate}
            onChange={(e) => set('expiryDate')(e.target.value)}
            error={errors.expiryDate || undefined}
          />
        </fieldset>
      ) : null}

      <TextareaField
        label="Access Instructions"
        hint="Do not include passwords."
        value={values.accessInstructions}
        onChange={(e) => set('accessInstructions')(e.target.value)}
        error={errors.accessInstructions || undefined}
      />
      <SelectField label="Status" value={values.status} onChange={(e) => set('status')(e.target.value)}>
        {DIGITAL_ASSET_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Notes"
        value={values.notes}
        onChange={(e) => set('notes')(e.target.value)}
        error={errors.notes || undefined}
      />

      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {asset ? 'Update Digital Asset' : 'Save Digital Asset'}
        </Button>
      </div>
    </form>
  );
}
