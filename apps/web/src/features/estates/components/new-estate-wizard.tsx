import { createEstateSchema, WILL_STATUSES } from '@estate/domain';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateEstate } from '../api/create-estate';
import { clearEstateDraft, loadEstateDraft, saveEstateDraft, type EstateDraft } from './estate-draft';
import { EstateFilePicker } from './estate-file-picker';
import { fieldErrorsOf } from '@/lib/field-errors';

const STEPS = [
  { n: 1, title: 'Deceased Details' },
  { n: 2, title: 'Estate Details' },
  { n: 3, title: 'Documents' },
] as const;
type Step = (typeof STEPS)[number]['n'];

/** Which fields each step checks before Next. */
const STEP_FIELDS: Record<Step, (keyof EstateDraft)[]> = {
  1: ['deceasedName', 'dateOfDeath', 'lastKnownAddress'],
  2: ['willStatus', 'estimatedValue', 'notes'],
  3: [],
};
const STEP_SCHEMAS = {
  1: createEstateSchema.pick({ deceasedName: true, dateOfDeath: true, lastKnownAddress: true }),
  2: createEstateSchema.pick({ willStatus: true, estimatedValue: true, notes: true }),
} as const;
const REDIRECT_DELAY_MS = 2000;

function stepOf(field: string): Step {
  return STEP_FIELDS[1].includes(field as keyof EstateDraft) ? 1 : 2;
}

/**
 * The new-estate wizard (spec 2 §2): three steps, the draft kept in browser storage as it is
 * typed, and one call that creates the estate, stores the documents and generates the tasks.
 */
export function NewEstateWizard({ onCreated }: { onCreated: () => void }) {
  const [draft, setDraft] = useState<EstateDraft>(loadEstateDraft);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const createEstate = useCreateEstate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  }, [onCreated]);

  // Saved as typed; after success the draft is gone and must not be written back.
  useEffect(() => {
    if (!created) saveEstateDraft(draft);
  }, [draft, created]);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => onCreatedRef.current(), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created]);

  const step = draft.step;
  const set = (field: keyof EstateDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => {
      if (!e[field]) return e;
      const { [field]: _removed, ...rest } = e;
      return rest;
    });
  };

  const goTo = (next: Step) => {
    setDraft((d) => ({ ...d, step: next }));
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const checkStep = (s: Step): boolean => {
    if (s === 3) return true;
    const result = STEP_SCHEMAS[s].safeParse(draft);
    if (result.success) return true;
    setErrors(fieldErrorsOf(result.error.issues));
    return false;
  };

  const onNext = () => {
    if (step < 3 && checkStep(step)) goTo((step + 1) as Step);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step !== 3) {
      onNext();
      return;
    }
    const parsed = createEstateSchema.safeParse(draft);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(found);
      goTo(stepOf(Object.keys(found)[0] ?? ''));
      return;
    }
    setFailure(null);
    toast.info('Creating tasks...');
    createEstate.mutate(
      { payload: parsed.data, documents: files },
      {
        onSuccess: (result) => {
          toast.success('Tasks created successfully!');
          for (const skipped of result.skippedFiles)
            toast.warning(`${skipped.fileName} was not saved: ${skipped.reason}`);
          clearEstateDraft();
          setCreated(true);
        },
        onError: (error) => {
          const message =
            (isApiError(error) ? error.serverMessage : error.message) || 'An unknown error occurred';
          setFailure(message);
          toast.error(message || 'Task initialization failed');
          if (isApiError(error) && error.issues?.length) {
            setErrors(fieldErrorsOf(error.issues));
            const first = error.issues[0]?.path ?? '';
            if (first && first !== 'documents') goTo(stepOf(first));
          }
        },
      },
    );
  };

  const busy = createEstate.isPending || created;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <ol className="flex items-center gap-2 sm:gap-4" aria-label="Progress">
        {STEPS.map(({ n, title }, index) => {
          const done = n < step;
          const current = n === step;
          return (
            <li
              key={n}
              className="flex flex-1 items-center gap-2"
              aria-current={current ? 'step' : undefined}
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  current && 'bg-blue-700 text-white',
                  done && 'bg-green-700 text-white',
                  !current && !done && 'bg-slate-200 text-slate-800',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : n}
                {done ? <span className="sr-only">{n}</span> : null}
              </span>
              <span
                className={cn(
                  'hidden text-sm sm:inline',
                  current ? 'font-semibold text-slate-900' : 'text-slate-700',
                )}
              >
                {title}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
              {index < STEPS.length - 1 ? (
                <span aria-hidden="true" className="h-px flex-1 bg-slate-300" />
              ) : null}
            </li>
          );
        })}
      </ol>

      {created ? (
        <Alert tone="success">Estate created successfully! Redirecting...</Alert>
      ) : failure ? (
        <Alert>{failure}</Alert>
      ) : null}

      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 ref={headingRef} tabIndex={-1} className="mb-6 text-xl font-semibold text-slate-900 outline-none">
          Step {step}: {STEPS[step - 1]?.title}
        </h2>
        {step === 1 ? (
          <div className="grid gap-5">
            <TextField
              label="Full Name"
              name="deceasedName"
              required
              autoComplete="off"
              value={draft.deceasedName}
              onChange={(e) => set('deceasedName')(e.target.value)}
              error={errors.deceasedName}
            />
            <TextField
              label="Date of Death"
              name="dateOfDeath"
              type="date"
              required
              value={draft.dateOfDeath}
              onChange={(e) => set('dateOfDeath')(e.target.value)}
              error={errors.dateOfDeath}
            />
            <TextField
              label="Last Known Address"
              name="lastKnownAddress"
              required
              autoComplete="off"
              value={draft.lastKnownAddress}
              onChange={(e) => set('lastKnownAddress')(e.target.value)}
              error={errors.lastKnownAddress}
            />
          </div>
        ) : step === 2 ? (
          <div className="grid gap-5">
            <SelectField
              label="Will Status"
              name="willStatus"
              required
              value={draft.willStatus}
              onChange={(e) => set('willStatus')(e.target.value)}
              error={errors.willStatus}
            >
              <option value="">Select will status</option>
              {WILL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Estimated Value"
              name="estimatedValue"
              inputMode="decimal"
              placeholder="500000"
              value={draft.estimatedValue}
              onChange={(e) => set('estimatedValue')(e.target.value)}
              error={errors.estimatedValue}
            />
            <TextareaField
              label="Notes"
              name="notes"
              value={draft.notes}
              onChange={(e) => set('notes')(e.target.value)}
              error={errors.notes}
            />
          </div>
        ) : (
          <EstateFilePicker files={files} onChange={setFiles} disabled={busy} />
        )}
      </section>

      <div className="flex items-center justify-between gap-3">
        <Button variant="secondary" disabled={step === 1 || busy} onClick={() => goTo((step - 1) as Step)}>
          Back
        </Button>
        {step < 3 ? (
          <Button type="submit" disabled={busy}>
            Next
          </Button>
        ) : (
          <Button type="submit" disabled={busy}>
            {createEstate.isPending ? 'Creating Estate...' : 'Create Estate'}
          </Button>
        )}
      </div>
    </form>
  );
}
