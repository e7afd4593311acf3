import {
  duplicateNoticeSchema,
  nzDateText,
  type DuplicateNotice,
  CONTACT_METHODS,
  NOTIFICATION_REASONS,
  NOTIFY_TEXTS,
  PROBATE_STATUSES,
  RELATIONSHIPS,
  type NotificationCreated,
} from '@estate/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useController, useFieldArray, type Path } from 'react-hook-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';
import { TextLink } from '@/components/ui/text-link';
import { useCreateNotification } from '../api/create-notification';
import { isFallbackDirectory, useInstitutions } from '../api/get-institutions';
import { DocumentPicker } from './document-picker';
import { UploadBlocker } from '@/components/ui/upload-rows';
import { useStagedUploads } from '@/lib/use-staged-uploads';
import { DeliverySummary, InstitutionPicker } from './institution-picker';
import {
  clearDraft,
  draftAsRequestSchema,
  draftStorageKey,
  loadDraft,
  saveDraft,
  type NotificationDraft,
} from './notification-draft';

type FieldName = Path<NotificationDraft>;

const CONTACT_FIELDS = ['contactAddress', 'recipientEmail', 'recipientPhone'] as const;

const fieldId = (name: string) => `nf-${name.replace(/\./g, '-')}`;

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The Death Notification Form (spec 1 §2.9, §3, §5). Values are kept as a draft in the browser
 * until a submit succeeds; errors use the spec's words, inline, after a field is left or the form
 * is submitted, and a message shown follows each change. The same form serves /notify and
 * /dashboard/notifyflow (with an estate).
 */
export function NotificationForm({
  estateId = null,
  locked = null,
  onSubmitted,
}: {
  estateId?: string | null;
  /** With an estate: its deceased name and date of death, pre-filled and not editable (spec 1 §5). */
  locked?: { deceasedName: string; dateOfDeath: string } | null;
  onSubmitted: (created: NotificationCreated) => void;
}) {
  const storageKey = draftStorageKey(estateId);
  const [draft] = useState(() => ({ ...loadDraft(storageKey), ...(locked ?? {}) }));
  const form = useZodForm({
    schema: draftAsRequestSchema(estateId),
    defaultValues: draft,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  });
  const { watch, getValues, getFieldState, trigger, clearErrors, setValue } = form;
  const recipients = useFieldArray({ control: form.control, name: 'additionalRecipients' });
  const chosen = useController({ control: form.control, name: 'selectedInstitutions' });
  const uploads = useStagedUploads();
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const institutions = useInstitutions();
  const create = useCreateNotification();
  const isSubmitting = create.isPending;
  /** Organisations already told about this person (issue 44): the sender chooses what to do. */
  const [duplicates, setDuplicates] = useState<DuplicateNotice[] | null>(null);
  const duplicatesRef = useRef<HTMLDivElement>(null);
  const fallbackInUse = isFallbackDirectory(institutions.data);
  const otherName = watch('institutionName');

  const lockedName = locked?.deceasedName;
  const lockedDate = locked?.dateOfDeath;
  useEffect(() => {
    if (lockedName === undefined || lockedDate === undefined) return;
    setValue('deceasedName', lockedName);
    setValue('dateOfDeath', lockedDate);
  }, [setValue, lockedName, lockedDate]);

  useEffect(() => {
    saveDraft(storageKey, getValues());
    const { unsubscribe } = watch((_values, { name, type }) => {
      saveDraft(storageKey, getValues());
      // The previously required contact field is no longer the one asked for.
      if (name === 'contactMethod') clearErrors([...CONTACT_FIELDS]);
      // An error already shown goes away as soon as the field is right (checked against the whole
      // form: the contact rules depend on other fields).
      else if (type === 'change' && name && getFieldState(name).error) void trigger(name);
    });
    return unsubscribe;
  }, [storageKey, watch, getValues, getFieldState, trigger, clearErrors]);

  const { submitCount } = form.formState;
  useEffect(() => {
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[data-invalid="true"]')
      ?.focus();
  }, [submitCount]);

  const onSubmit = form.handleSubmit((payload) => {
    if (isSubmitting || uploads.blocker) return;
    create.mutate(
      { payload, uploadIds: uploads.uploadIds },
      {
        onSuccess: (created) => {
          uploads.reset();
          clearDraft(storageKey);
          onSubmitted(created);
        },
        onError: (error) => {
          const found = duplicatesOf(error);
          if (found) {
            setDuplicates(found);
            requestAnimationFrame(() => duplicatesRef.current?.focus());
            return;
          }
          for (const { path, message } of (isApiError(error) && error.issues) || []) {
            // The API names fields by the same dotted paths as the form.
            const name = path as FieldName;
            if (!getFieldState(name).error) form.setError(name, { type: 'server', message });
          }
          form.setError('root.server', { type: 'server', message: bannerMessageOf(error) });
          requestAnimationFrame(() => bannerRef.current?.scrollIntoView({ block: 'center' }));
        },
      },
    );
  });

  /** Leave the organisations already told out, or tell them again (linked to the earlier notice). */
  const resolveDuplicates = (choice: 'leave-out' | 'send-anyway') => {
    if (!duplicates) return;
    const ids = duplicates.map((d) => d.institutionId);
    if (choice === 'leave-out')
      setValue(
        'selectedInstitutions',
        getValues('selectedInstitutions').filter((s) => !ids.includes(s.institutionId)),
      );
    else
      setValue('sendDespiteDuplicates', [
        ...new Set([...(getValues('sendDespiteDuplicates') ?? []), ...ids]),
      ]);
    setDuplicates(null);
    void onSubmit();
  };
  // Leaving them out needs another organisation of the directory left to tell (the form's rule).
  const othersLeft = duplicates
    ? getValues('selectedInstitutions').some(
        (s) => !duplicates.some((d) => d.institutionId === s.institutionId),
      )
    : false;

  const banner = form.formState.errors.root?.server?.message;
  const reasonsError = form.formState.errors.notificationReason?.message;
  const contactMethod = watch('contactMethod');
  const control = (name: FieldName) => ({ ...form.field(name), id: fieldId(name), disabled: isSubmitting });

  return (
    <div>
      {banner ? (
        <div ref={bannerRef} className="mb-6">
          <Alert>
            <p>{banner}</p>
          </Alert>
        </div>
      ) : null}
      {duplicates ? (
        <div ref={duplicatesRef} tabIndex={-1} className="mb-6 focus:outline-none">
          <Alert tone="info">
            <p className="font-medium">
              Some of these organisations have already been told about this death.
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {duplicates.map((d) => (
                <li key={d.institutionId}>
                  {d.organisation}: told {nzDateText(d.notifiedAt)}
                  {d.referenceCode ? (
                    <>
                      {' '}
                      in your notification{' '}
                      <TextLink to={paths.notify.statusByCode.href({ referenceCode: d.referenceCode })}>
                        {d.referenceCode}
                      </TextLink>
                    </>
                  ) : (
                    ' by someone else'
                  )}
                  .
                </li>
              ))}
            </ul>
            <p className="mt-2">
              Leave them out, or send to them anyway: each will see your notice linked to the earlier one, so
              nothing is done twice.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {othersLeft ? (
                <Button variant="secondary" onClick={() => resolveDuplicates('leave-out')}>
                  Leave them out and send
                </Button>
              ) : null}
              <Button onClick={() => resolveDuplicates('send-anyway')}>Send to them anyway</Button>
            </div>
          </Alert>
        </div>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={isSubmitting}
        className="space-y-8"
      >
        <Section title="About the person who died">
          <SelectField label="Your relationship to the deceased" required {...control('relationship')}>
            <option value="">Select relationship</option>
            {RELATIONSHIPS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Full name of the deceased"
              required
              autoComplete="off"
              {...control('deceasedName')}
              readOnly={!!locked}
              hint={locked ? 'From the estate record.' : undefined}
            />
            <TextField
              label="Date of death"
              type="date"
              required
              max={new Date().toISOString().slice(0, 10)}
              {...control('dateOfDeath')}
              readOnly={!!locked}
              hint={locked ? 'From the estate record.' : undefined}
            />
            <TextField
              label="Date of birth (optional)"
              type="date"
              max={new Date().toISOString().slice(0, 10)}
              {...control('dateOfBirth')}
              hint="Helps organisations find the right person, and us notice a second notice about them."
            />
          </div>
          <fieldset
            id={fieldId('notificationReason')}
            tabIndex={-1}
            data-invalid={reasonsError ? 'true' : undefined}
            aria-describedby={reasonsError ? `${fieldId('notificationReason')}-error` : undefined}
            className="focus:outline-none"
          >
            <legend className="mb-2 text-sm font-medium text-slate-900">Reason for notification</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {NOTIFICATION_REASONS.map((reason) => (
                <CheckboxField
                  key={reason.value}
                  label={reason.label}
                  value={reason.value}
                  disabled={isSubmitting}
                  aria-invalid={reasonsError ? true : undefined}
                  {...form.register('notificationReason')}
                />
              ))}
            </div>
            <FieldError id={`${fieldId('notificationReason')}-error`} error={reasonsError} />
          </fieldset>
          <SelectField label="Probate status" required {...control('probateStatus')}>
            <option value="">Select probate status</option>
            {PROBATE_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-900">Also let us know</legend>
            <div className="space-y-2">
              <CheckboxField
                label="An Inland Revenue (IRD) refund may be due"
                disabled={isSubmitting}
                {...form.register('irdRefund')}
              />
              <CheckboxField
                label="The deceased had life insurance"
                disabled={isSubmitting}
                {...form.register('lifeInsurance')}
              />
            </div>
          </fieldset>
          <DocumentPicker uploads={uploads} disabled={isSubmitting} />
        </Section>

        <Section title="How organisations should contact you">
          <TextField label="Your name" required autoComplete="name" {...control('recipientName')} />
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-900">Preferred contact method</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {CONTACT_METHODS.map((method) => (
                <label key={method.value} className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    value={method.value}
                    disabled={isSubmitting}
                    {...form.register('contactMethod')}
                    className={cn('size-4 accent-blue-700', focusRing)}
                  />
                  {method.label}
                </label>
              ))}
            </div>
          </fieldset>
          {contactMethod === 'email' ? (
            <TextField
              label="Email address"
              type="email"
              required
              autoComplete="email"
              {...control('recipientEmail')}
            />
          ) : null}
          {contactMethod === 'phone' ? (
            <TextField
              label="Phone number"
              type="tel"
              required
              autoComplete="tel"
              placeholder="021 123 4567"
              {...control('recipientPhone')}
            />
          ) : null}
          {contactMethod === 'letter' ? (
            <TextareaField
              label="Postal address"
              required
              rows={3}
              autoComplete="street-address"
              {...control('contactAddress')}
            />
          ) : null}

          <fieldset>
            <legend className="text-sm font-medium text-slate-900">Additional recipients (CC)</legend>
            <p className="mt-1 text-sm text-slate-700">
              People who should receive a copy of the updates, such as a co-executor or your lawyer.
            </p>
            {recipients.fields.length ? (
              <ul className="mt-3 space-y-3">
                {recipients.fields.map((row, index) => (
                  <li
                    key={row.id}
                    className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
                  >
                    <TextField
                      label={`CC ${index + 1} name`}
                      autoComplete="off"
                      {...control(`additionalRecipients.${index}.name`)}
                    />
                    <TextField
                      label={`CC ${index + 1} email`}
                      type="email"
                      autoComplete="off"
                      {...control(`additionalRecipients.${index}.email`)}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      className="sm:mt-6"
                      disabled={isSubmitting}
                      onClick={() => {
                        recipients.remove(index);
                        // As before: the rows' messages go, and the next check finds them again.
                        clearErrors('additionalRecipients');
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove<span className="sr-only"> CC {index + 1}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              disabled={isSubmitting}
              onClick={() => recipients.append({ name: '', email: '' }, { shouldFocus: false })}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add recipient
            </Button>
          </fieldset>
        </Section>

        <Section title="Who should be told">
          <InstitutionPicker
            institutions={institutions.data ?? []}
            isLoading={institutions.isPending}
            selected={chosen.field.value}
            onChange={chosen.field.onChange}
            onBlur={chosen.field.onBlur}
            error={chosen.fieldState.error?.message}
            disabled={isSubmitting}
            showDelivery={!fallbackInUse}
          />
          <TextField
            label="Other institution (optional)"
            hint="An organisation not listed above. We will record it with your notification."
            {...control('institutionName')}
          />
          {fallbackInUse ? null : (
            <DeliverySummary
              institutions={institutions.data ?? []}
              selected={chosen.field.value}
              otherName={otherName ?? ''}
            />
          )}
          <TextareaField label="Additional information (optional)" rows={4} {...control('contactDetails')} />
        </Section>

        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-600">
            Your answers are saved in this browser until you submit (attached files are not).
          </p>
          <div className="flex flex-col items-end gap-1">
            <Button
              type="submit"
              size="lg"
              className="whitespace-nowrap"
              disabled={isSubmitting || !!uploads.blocker}
              aria-describedby={uploads.blocker ? 'notification-upload-blocker' : undefined}
            >
              {isSubmitting ? 'Submitting...' : 'Submit Notification'}
            </Button>
            <UploadBlocker uploads={uploads} id="notification-upload-blocker" />
          </div>
        </div>
      </form>
    </div>
  );
}

/** The banner text: the server's message, else 'An unknown error occurred'. */
/** The earlier notices a 409 names (issue 44), when that is what it is. */
function duplicatesOf(error: unknown): DuplicateNotice[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = duplicateNoticeSchema
    .array()
    .safeParse((error.body as { duplicates?: unknown } | null)?.duplicates);
  return parsed.success && parsed.data.length ? parsed.data : null;
}

function bannerMessageOf(error: unknown): string {
  // A network failure (fetch TypeError) or an unreadable answer reads as unknown too.
  return isApiError(error) && error.serverMessage ? error.serverMessage : NOTIFY_TEXTS.unknownError;
}
