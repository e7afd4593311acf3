import { createEstateSchema, WILL_STATUSES } from '@estate/domain';
import { Check } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FilesNotKeptNotice } from '@/components/ui/files-not-kept';
import { UploadBlocker } from '@/components/ui/upload-rows';
import { useStagedUploads } from '@/lib/use-staged-uploads';
import { SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError, messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateEstate } from '../api/create-estate';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { clearEstateDraft, loadEstateDraft, saveEstateDraft } from './estate-draft';
import { EstateFilePicker } from './estate-file-picker';

const STEPS = [
  { n: 1, title: 'Deceased Details' },
  { n: 2, title: 'Estate Details' },
  { n: 3, title: 'Documents' },
] as const;
type Step = (typeof STEPS)[number]['n'];

/** The fields each step checks before Next (step 3 has only files). */
const STEP_FIELDS = {
  1: ['deceasedName', 'dateOfDeath', 'lastKnownAddress'],
  2: ['willStatus', 'estimatedValue', 'notes'],
  3: [],
} as const satisfies Record<Step, readonly (keyof typeof createEstateSchema.shape)[]>;
const REDIRECT_DELAY_MS = 2000;

const stepOf = (field: string): Step => ((STEP_FIELDS[1] as readonly string[]).includes(field) ? 1 : 2);

/**
 * The new-estate wizard (spec 2 §2): three steps on one form (the domain's create schema, each
 * step checking its own fields), the draft kept in browser storage as it is typed, and one call
 * that creates the estate, stores the documents and generates the tasks.
 */
export function NewEstateWizard({ onCreated }: { onCreated: () => void }) {
  const [{ step: savedStep, fileNames: savedFileNames, ...saved }] = useState(loadEstateDraft);
  const [step, setStep] = useState<Step>(savedStep);
  const form = useZodForm({
    schema: createEstateSchema,
    defaultValues: { ...saved, willStatus: saved.willStatus || undefined },
  });
  // Each file is sent as soon as it is added (decision 049); the estate is created with their ids.
  const uploads = useStagedUploads();
  const files = uploads.files;
  // Files attached before a reload: named until the person attaches files again.
  const [lostFileNames, setLostFileNames] = useState(savedFileNames);
  const fileNames = useMemo(
    () => (files.length || !lostFileNames.length ? files.map((f) => f.name) : lostFileNames),
    [files, lostFileNames],
  );
  useEffect(() => {
    if (files.length) setLostFileNames([]);
  }, [files.length]);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const createEstate = useCreateEstate();
  const once = useIdempotencyKey();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  }, [onCreated]);

  // Saved as typed (a field's message goes once it is changed); after success the draft is gone
  // and must not be written back.
  useEffect(() => {
    if (created) return;
    saveEstateDraft({ step, ...form.getValues(), fileNames });
    const watching = form.watch((values, { name }) => {
      saveEstateDraft({ step, ...values, fileNames });
      if (name && form.getFieldState(name).error) form.clearErrors(name);
    });
    return () => watching.unsubscribe();
  }, [form, step, created, fileNames]);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => onCreatedRef.current(), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created]);

  const goTo = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onNext = async () => {
    if (step < 3 && (await form.trigger([...STEP_FIELDS[step]], { shouldFocus: true })))
      goTo((step + 1) as Step);
  };

  const create = form.handleSubmit(
    async (payload) => {
      setFailure(null);
      // One toast that changes its words: the outcome replaces "Creating tasks...", never beside it.
      const progress = toast.loading('Creating tasks...');
      try {
        const result = await once((idempotencyKey) =>
          createEstate.mutateAsync({ payload, uploadIds: uploads.uploadIds, idempotencyKey }),
        );
        uploads.reset();
        toast.success('Tasks created successfully!', { id: progress });
        for (const skipped of result.skippedFiles)
          toast.warning(`${skipped.fileName} was not saved: ${skipped.reason}`);
        clearEstateDraft();
        setCreated(true);
      } catch (error) {
        const message = messageOf(error, 'An unknown error occurred');
        setFailure(message);
        toast.error(message, { id: progress });
        applyServerErrors(form, error, message);
        const first = isApiError(error) ? (error.issues?.[0]?.path ?? '') : '';
        if (first && first !== 'documents') goTo(stepOf(first));
      }
    },
    // A field of an earlier step (a draft from an older version, say): back to its step.
    (errors) => goTo(stepOf(Object.keys(errors)[0] ?? '')),
  );

  const onSubmit = (event: FormEvent) => {
    if (step === 3) {
      if (uploads.blocker) return void event.preventDefault();
      return void create(event);
    }
    event.preventDefault();
    void onNext();
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
      {created || files.length ? null : <FilesNotKeptNotice fileNames={lostFileNames} />}

      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 ref={headingRef} tabIndex={-1} className="mb-6 text-xl font-semibold text-slate-900 outline-none">
          Step {step}: {STEPS[step - 1]?.title}
        </h2>
        {step === 1 ? (
          <div className="grid gap-5">
            <TextField label="Full Name" required autoComplete="off" {...form.field('deceasedName')} />
            <TextField label="Date of Death" type="date" required {...form.field('dateOfDeath')} />
            <TextField
              label="Last Known Address"
              required
              autoComplete="off"
              {...form.field('lastKnownAddress')}
            />
          </div>
        ) : step === 2 ? (
          <div className="grid gap-5">
            <SelectField label="Will Status" required {...form.field('willStatus')}>
              <option value="">Select will status</option>
              {WILL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Estimated Value"
              inputMode="decimal"
              placeholder="500000"
              {...form.field('estimatedValue')}
            />
            <TextareaField label="Notes" {...form.field('notes')} />
          </div>
        ) : (
          <EstateFilePicker uploads={uploads} disabled={busy} />
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
          <div className="flex flex-col items-end gap-1">
            <Button
              type="submit"
              disabled={busy || !!uploads.blocker}
              aria-describedby={uploads.blocker ? 'estate-upload-blocker' : undefined}
            >
              {createEstate.isPending ? 'Creating Estate...' : 'Create Estate'}
            </Button>
            <UploadBlocker uploads={uploads} id="estate-upload-blocker" />
          </div>
        )}
      </div>
    </form>
  );
}
