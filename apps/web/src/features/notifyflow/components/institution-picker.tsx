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
}: {
  institutions: readonly Institution[];
  isLoading: boolean;
  selected: SelectedInstitution[];
  onChange: (selected: SelectedInstitution[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
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
                          {institution.name}
                        </button>
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
