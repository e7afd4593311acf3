import { INSTITUTION_CATEGORIES, type Institution } from '@estate/domain';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { focusRing } from '@/components/ui/focus';
import { TextField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { cn } from '@/lib/cn';

export type SelectedInstitution = { institutionId: string; accountReference: string };

/**
 * The organisations to notify, as cards grouped by category. Each card is a toggle button
 * (`aria-pressed`), so it works with Tab and Space/Enter; a selected card reveals an optional
 * account reference.
 */
export function InstitutionPicker({
  institutions,
  isLoading,
  selected,
  onChange,
  onBlur,
  error,
  disabled,
  showDelivery = true,
}: {
  institutions: readonly Institution[];
  isLoading: boolean;
  selected: SelectedInstitution[];
  onChange: (selected: SelectedInstitution[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Say how each chosen one will be told (not when the built-in fallback list is in use). */
  showDelivery?: boolean;
}) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;
  const byId = new Map(selected.map((s) => [s.institutionId, s]));

  const toggle = (institutionId: string) => {
    onChange(
      byId.has(institutionId)
        ? selected.filter((s) => s.institutionId !== institutionId)
        : [...selected, { institutionId, accountReference: '' }],
    );
  };
  const setReference = (institutionId: string, accountReference: string) => {
    onChange(selected.map((s) => (s.institutionId === institutionId ? { ...s, accountReference } : s)));
  };

  return (
    <fieldset
      id="nf-selectedInstitutions"
      tabIndex={-1}
      data-invalid={error ? 'true' : undefined}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      className="focus:outline-none"
    >
      <legend className="text-base font-semibold text-slate-900">Organisations to notify</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-700">
        Choose every organisation that should be told. {selected.length} selected.
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {isLoading ? (
        <LoadingState label="Loading organisations…" showLabel />
      ) : (
        <div className="mt-3 space-y-5">
          {INSTITUTION_CATEGORIES.map((category) => {
            const items = institutions.filter((i) => i.category === category);
            if (!items.length) return null;
            return (
              <div key={category} role="group" aria-labelledby={`${baseId}-${category}`}>
                <h3
                  id={`${baseId}-${category}`}
                  className="text-sm font-semibold uppercase tracking-wide text-slate-700"
                >
                  {category}
                </h3>
                <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                  {items.map((institution) => {
                    const choice = byId.get(institution.institutionId);
                    const isSelected = Boolean(choice);
                    return (
                      <li
                        key={institution.institutionId}
                        className={cn(
                          'rounded-lg border',
                          isSelected ? 'border-blue-600 bg-blue-50' : 'border-slate-300 bg-white',
                        )}
                      >
                        <button
                          type="button"
                          aria-pressed={isSelected}
                          aria-describedby={
                            isSelected && showDelivery
                              ? `${baseId}-${institution.institutionId}-delivery`
                              : undefined
                          }
                          disabled={disabled}
                          onClick={() => toggle(institution.institutionId)}
                          onBlur={onBlur}
                          className={cn(
                            'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-900 hover:bg-blue-50',
                            focusRing,
                          )}
                        >
                          <span
                            aria-hidden="true"
                            className={cn(
                              'flex size-5 shrink-0 items-center justify-center rounded border',
                              isSelected
                                ? 'border-blue-700 bg-blue-700 text-white'
                                : 'border-slate-400 bg-white',
                            )}
                          >
                            {isSelected ? <Check className="size-3.5" /> : null}
                          </span>
                          <span className="min-w-0 flex-1">{institution.name}</span>
                        </button>
                        {/* Outside the button, so its name stays the organisation's; it describes it. */}
                        {isSelected && showDelivery ? (
                          <p
                            id={`${baseId}-${institution.institutionId}-delivery`}
                            data-testid="delivery-hint"
                            className="px-3 pb-2 pl-11 text-xs text-slate-700"
                          >
                            {DELIVERY_SHOWN[institution.delivery]}
                          </p>
                        ) : null}
                        {choice ? (
                          <TextField
                            className="px-3 pb-3"
                            label={`Account reference for ${institution.name} (optional)`}
                            name={`accountReference-${institution.institutionId}`}
                            maxLength={100}
                            autoComplete="off"
                            disabled={disabled}
                            value={choice.accountReference}
                            onChange={(event) => setReference(institution.institutionId, event.target.value)}
                          />
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

const DELIVERY_SHOWN: Record<Institution['delivery'], string> = { email: 'By email', letter: 'By post' };

/** "ANZ", "ANZ and BNZ", "ANZ, ASB and BNZ". */
function listOf(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Under the picker: how the chosen organisations will be told ("ANZ and Kiwibank will get an email;
 * BNZ a letter our team posts"), and the one typed in "Other institution". Announced politely as it
 * changes. Nothing is said while the built-in fallback list is in use (the channels are not known).
 */
export function DeliverySummary({
  institutions,
  selected,
  otherName,
}: {
  institutions: readonly Institution[];
  selected: SelectedInstitution[];
  otherName: string;
}) {
  const byId = new Map(institutions.map((i) => [i.institutionId, i]));
  const chosen = selected.flatMap((s) => byId.get(s.institutionId) ?? []);
  const byEmail = chosen.filter((i) => i.delivery === 'email').map((i) => i.name);
  const byPost = chosen.filter((i) => i.delivery === 'letter').map((i) => i.name);
  const parts: string[] = [];
  if (byEmail.length) parts.push(`${listOf(byEmail)} will get an email`);
  if (byPost.length)
    parts.push(`${listOf(byPost)} ${byEmail.length ? 'a letter' : 'will get a letter'} our team posts`);
  const other = otherName.trim();
  if (other)
    parts.push(`${other} ${parts.length ? 'a letter' : 'will get a letter'} our team addresses and posts`);
  const text = parts.length ? `${parts.join('; ')}.` : '';
  return (
    <p aria-live="polite" data-testid="delivery-summary" className="text-sm text-slate-700">
      {text}
    </p>
  );
}
