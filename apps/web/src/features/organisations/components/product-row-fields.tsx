import { PRODUCT_TYPES, type ProductType } from '@estate/domain';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { withProductType, type DraftErrors, type ProductDraft } from './answer-draft';

/**
 * One product of an "Accounts held" answer: its type, masked reference, balance (a debt by its
 * checkbox), the date the balance is at, and whether it is released without a grant and up to what.
 * Field ids are `${idOf(path)}` so the form can move focus to a problem.
 */
export function ProductRowFields({
  index,
  product,
  errors,
  idOf,
  onChange,
  onRemove,
}: {
  index: number;
  product: ProductDraft;
  errors: DraftErrors;
  idOf: (path: string) => string;
  onChange: (next: ProductDraft) => void;
  /** Absent while it is the only row. */
  onRemove?: (() => void) | undefined;
}) {
  const path = (field: string) => `products.${index}.${field}`;
  const number = index + 1;
  const set = (patch: Partial<ProductDraft>) => onChange({ ...product, ...patch });
  return (
    <fieldset className="rounded-lg border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Product {number}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Type"
          id={idOf(path('type'))}
          value={product.type}
          error={errors[path('type')]}
          onChange={(e) => onChange(withProductType(product, e.target.value as ProductType | ''))}
        >
          <option value="">Choose a type…</option>
          {PRODUCT_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Reference (masked, optional)"
          id={idOf(path('reference'))}
          hint="No more than the last 4 digits in clear, for example ****4821."
          value={product.reference}
          error={errors[path('reference')]}
          autoComplete="off"
          maxLength={40}
          onChange={(e) => set({ reference: e.target.value })}
        />
        <TextField
          label="Balance (NZD)"
          id={idOf(path('balanceCents'))}
          hint="Dollars and cents, such as 12,480.33. No minus sign: tick the box below for a debt."
          value={product.balance}
          error={errors[path('balanceCents')]}
          inputMode="decimal"
          autoComplete="off"
          onChange={(e) => set({ balance: e.target.value })}
        />
        <TextField
          label="Balance as at"
          id={idOf(path('asAt'))}
          type="date"
          hint="The date of death, unless you give the balance at another date."
          value={product.asAt}
          error={errors[path('asAt')]}
          onChange={(e) => set({ asAt: e.target.value })}
        />
        <CheckboxField
          label="This is a debt (money owed to your organisation)"
          className="sm:col-span-2"
          checked={product.isDebt}
          onChange={(e) => set({ isDebt: e.target.checked, isDebtChosen: true })}
        />
        <TextField
          label="Description (optional)"
          id={idOf(path('description'))}
          className="sm:col-span-2"
          value={product.description}
          error={errors[path('description')]}
          maxLength={200}
          onChange={(e) => set({ description: e.target.value })}
        />
        <CheckboxField
          label="Can be released without a grant of probate or administration"
          className="sm:col-span-2"
          checked={product.releasableWithoutGrant}
          onChange={(e) => set({ releasableWithoutGrant: e.target.checked })}
        />
        {product.releasableWithoutGrant ? (
          <TextField
            label="Released without a grant up to (NZD, optional)"
            id={idOf(path('releaseLimitCents'))}
            hint="Leave empty if there is no limit to say."
            value={product.releaseLimit}
            error={errors[path('releaseLimitCents')]}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => set({ releaseLimit: e.target.value })}
          />
        ) : null}
      </div>
      {onRemove ? (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRemove}>
          Remove product {number}
        </Button>
      ) : null}
    </fieldset>
  );
}
