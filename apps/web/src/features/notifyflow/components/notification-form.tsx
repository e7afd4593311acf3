import {
  CONTACT_METHODS,
  FALLBACK_INSTITUTIONS,
  NOTIFICATION_REASONS,
  notificationFormSchema,
  NOTIFY_TEXTS,
  PROBATE_STATUSES,
  RELATIONSHIPS,
  type NotificationCreated,
} from '@estate/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateNotification } from '../api/create-notification';
import { useInstitutions } from '../api/get-institutions';
import { DocumentPicker } from './document-picker';
import { InstitutionPicker } from './institution-picker';
import {
  clearDraft,
  draftStorageKey,
  errorsByField,
  loadDraft,
  newRowKey,
  payloadOf,
  saveDraft,
  type NotificationDraft,
} from './notification-draft';

type Errors = Record<string, string>;

const CONTACT_FIELDS = ['contactAddress', 'recipientEmail', 'recipientPhone'];

/**
 * The schema's contact-method rule is a refinement, which zod only runs once every other field
 * parses. So that an empty submit shows every message at once, the rule is also checked on a copy
 * whose other required fields hold placeholder values, and only its contact issues are kept.
 */
function contactErrorsOf(payload: Record<string, unknown>): Errors {
  const probe = notificationFormSchema.safeParse({
    ...payload,
    relationship: RELATIONSHIPS[0].value,
    deceasedName: 'x',
    dateOfDeath: '2000-01-01',
    notificationReason: [NOTIFICATION_REASONS[0].value],
    probateStatus: PROBATE_STATUSES[0].value,
    recipientName: 'x',
    additionalRecipients: [],
    selectedInstitutions: [{ institutionId: FALLBACK_INSTITUTIONS[0]?.institutionId }],
    institutionName: '',
    contactDetails: '',
  });
  if (probe.success) return {};
  const errors = errorsByField(probe.error.issues);
  return Object.fromEntries(Object.entries(errors).filter(([key]) => CONTACT_FIELDS.includes(key)));
}

function validate(draft: NotificationDraft, estateId: string | null) {
  const payload = payloadOf(draft, estateId);
  const result = notificationFormSchema.safeParse(payload);
  return result.success
    ? { data: result.data, errors: {} as Errors }
    : { data: null, errors: { ...contactErrorsOf(payload), ...errorsByField(result.error.issues) } };
}

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
 * is submitted. The same form serves /notify and /dashboard/notifyflow (with an estate).
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
  const [draft, setDraft] = useState<NotificationDraft>(() => ({
    ...loadDraft(storageKey),
    ...(locked ?? {}),
  }));
  const lockedName = locked?.deceasedName;
  const lockedDate = locked?.dateOfDeath;
  useEffect(() => {
    if (lockedName === undefined || lockedDate === undefined) return;
    setDraft((d) =>
      d.deceasedName === lockedName && d.dateOfDeath === lockedDate
        ? d
        : { ...d, deceasedName: lockedName, dateOfDeath: lockedDate },
    );
  }, [lockedName, lockedDate]);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [focusFirstError, setFocusFirstError] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const institutions = useInstitutions();
  const create = useCreateNotification();
  const isSubmitting = create.isPending;

  useEffect(() => saveDraft(storageKey, draft), [storageKey, draft]);

  useEffect(() => {
    if (!focusFirstError) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], fieldset[data-invalid="true"]',
    );
    first?.focus();
  }, [focusFirstError]);

  /** Re-checks one field against the whole form (the contact rules depend on other fields). */
  const recheck = (name: string, next: NotificationDraft, { show }: { show: boolean }) => {
    const found = validate(next, estateId).errors;
    setErrors((current) => {
      if (!show && !(name in current)) return current;
      const updated = { ...current };
      delete updated[name];
      if (found[name]) updated[name] = found[name];
      return updated;
    });
  };

  const update = <K extends keyof NotificationDraft>(name: K, value: NotificationDraft[K]) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    // An error already shown goes away as soon as the field is right.
    recheck(name, next, { show: false });
  };
  const blur = (name: string) => () => recheck(name, draft, { show: true });

  const setRecipient = (index: number, key: 'name' | 'email', value: string) => {
    const additionalRecipients = draft.additionalRecipients.map((r, i) =>
      i === index ? { ...r, [key]: value } : r,
    );
    const next = { ...draft, additionalRecipients };
    setDraft(next);
    recheck(`additionalRecipients.${index}.${key}`, next, { show: false });
  };
  const removeRecipient = (index: number) => {
    setDraft({ ...draft, additionalRecipients: draft.additionalRecipients.filter((_, i) => i !== index) });
    // Row indexes shift: drop CC errors and let the next check find them again.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('additionalRecipients.'))),
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setBanner(null);
    const { data, errors: found } = validate(draft, estateId);
    setErrors(found);
    if (!data) {
      setFocusFirstError((n) => n + 1);
      return;
    }
    create.mutate(
      { payload: data, documents: files },
      {
        onSuccess: (created) => {
          clearDraft(storageKey);
          onSubmitted(created);
        },
        onError: (error) => {
          if (isApiError(error) && error.issues?.length) setErrors(errorsByField(error.issues));
          setBanner(bannerMessageOf(error));
          requestAnimationFrame(() => bannerRef.current?.scrollIntoView({ block: 'center' }));
        },
      },
    );
  };

  const contactField = {
    email: 'recipientEmail',
    phone: 'recipientPhone',
    letter: 'contactAddress',
  } as const;
  const err = (name: string) => errors[name];
  const control = (name: string) => ({
    id: fieldId(name),
    error: err(name),
    onBlur: blur(name),
    disabled: isSubmitting,
  });

  return (
    <div>
      {banner ? (
        <div ref={bannerRef} className="mb-6">
          <Alert>
            <p>{banner}</p>
          </Alert>
        </div>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="space-y-8">
        <Section title="About the person who died">
          <SelectField
            label="Your relationship to the deceased"
            name="relationship"
            required
            value={draft.relationship}
            onChange={(e) => update('relationship', e.target.value)}
            {...control('relationship')}
          >
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
              name="deceasedName"
              required
              autoComplete="off"
              value={draft.deceasedName}
              onChange={(e) => update('deceasedName', e.target.value)}
              {...control('deceasedName')}
              readOnly={!!locked}
              hint={locked ? 'From the estate record.' : undefined}
            />
            <TextField
              label="Date of death"
              name="dateOfDeath"
              type="date"
              required
              max={new Date().toISOString().slice(0, 10)}
              value={draft.dateOfDeath}
              onChange={(e) => update('dateOfDeath', e.target.value)}
              {...control('dateOfDeath')}
              readOnly={!!locked}
              hint={locked ? 'From the estate record.' : undefined}
            />
          </div>
          <fieldset
            id={fieldId('notificationReason')}
            tabIndex={-1}
            data-invalid={err('notificationReason') ? 'true' : undefined}
            aria-describedby={
              err('notificationReason') ? `${fieldId('notificationReason')}-error` : undefined
            }
            className="focus:outline-none"
          >
            <legend className="mb-2 text-sm font-medium text-slate-900">Reason for notification</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {NOTIFICATION_REASONS.map((reason) => (
                <CheckboxField
                  key={reason.value}
                  label={reason.label}
                  name="notificationReason"
                  value={reason.value}
                  disabled={isSubmitting}
                  aria-invalid={err('notificationReason') ? true : undefined}
                  checked={draft.notificationReason.includes(reason.value)}
                  onBlur={blur('notificationReason')}
                  onChange={(e) =>
                    update(
                      'notificationReason',
                      e.target.checked
                        ? [...draft.notificationReason, reason.value]
                        : draft.notificationReason.filter((v) => v !== reason.value),
                    )
                  }
                />
              ))}
            </div>
            <FieldError id={`${fieldId('notificationReason')}-error`} error={err('notificationReason')} />
          </fieldset>
          <SelectField
            label="Probate status"
            name="probateStatus"
            required
            value={draft.probateStatus}
            onChange={(e) => update('probateStatus', e.target.value)}
            {...control('probateStatus')}
          >
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
                name="irdRefund"
                disabled={isSubmitting}
                checked={draft.irdRefund}
                onChange={(e) => update('irdRefund', e.target.checked)}
              />
              <CheckboxField
                label="The deceased had life insurance"
                name="lifeInsurance"
                disabled={isSubmitting}
                checked={draft.lifeInsurance}
                onChange={(e) => update('lifeInsurance', e.target.checked)}
              />
            </div>
          </fieldset>
          <DocumentPicker files={files} onChange={setFiles} disabled={isSubmitting} />
        </Section>

        <Section title="How organisations should contact you">
          <TextField
            label="Your name"
            name="recipientName"
            required
            autoComplete="name"
            value={draft.recipientName}
            onChange={(e) => update('recipientName', e.target.value)}
            {...control('recipientName')}
          />
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-900">Preferred contact method</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {CONTACT_METHODS.map((method) => (
                <label key={method.value} className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name="contactMethod"
                    value={method.value}
                    disabled={isSubmitting}
                    checked={draft.contactMethod === method.value}
                    onChange={() => {
                      const next = { ...draft, contactMethod: method.value };
                      setDraft(next);
                      // The previously required contact field is no longer the one asked for.
                      setErrors((current) => {
                        const updated = { ...current };
                        for (const f of Object.values(contactField)) delete updated[f];
                        return updated;
                      });
                    }}
                    className={cn('size-4 accent-blue-700', focusRing)}
                  />
                  {method.label}
                </label>
              ))}
            </div>
          </fieldset>
          {draft.contactMethod === 'email' ? (
            <TextField
              label="Email address"
              name="recipientEmail"
              type="email"
              required
              autoComplete="email"
              value={draft.recipientEmail}
              onChange={(e) => update('recipientEmail', e.target.value)}
              {...control('recipientEmail')}
            />
          ) : null}
          {draft.contactMethod === 'phone' ? (
            <TextField
              label="Phone number"
              name="recipientPhone"
              type="tel"
              required
              autoComplete="tel"
              placeholder="021 123 4567"
              value={draft.recipientPhone}
              onChange={(e) => update('recipientPhone', e.target.value)}
              {...control('recipientPhone')}
            />
          ) : null}
          {draft.contactMethod === 'letter' ? (
            <TextareaField
              label="Postal address"
              name="contactAddress"
              required
              rows={3}
              autoComplete="street-address"
              value={draft.contactAddress}
              onChange={(e) => update('contactAddress', e.target.value)}
              {...control('contactAddress')}
            />
          ) : null}

          <fieldset>
            <legend className="text-sm font-medium text-slate-900">Additional recipients (CC)</legend>
            <p className="mt-1 text-sm text-slate-700">
              People who should receive a copy of the updates, such as a co-executor or your lawyer.
            </p>
            {draft.additionalRecipients.length ? (
              <ul className="mt-3 space-y-3">
                {draft.additionalRecipients.map((recipient, index) => {
                  const nameKey = `additionalRecipients.${index}.name`;
                  const emailKey = `additionalRecipients.${index}.email`;
                  return (
                    <li
                      key={recipient.key}
                      className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
                    >
                      <TextField
                        label={`CC ${index + 1} name`}
                        name={nameKey}
                        autoComplete="off"
                        value={recipient.name}
                        onChange={(e) => setRecipient(index, 'name', e.target.value)}
                        {...control(nameKey)}
                      />
                      <TextField
                        label={`CC ${index + 1} email`}
                        name={emailKey}
                        type="email"
                        autoComplete="off"
                        value={recipient.email}
                        onChange={(e) => setRecipient(index, 'email', e.target.value)}
                        {...control(emailKey)}
                      />
                      <Button
                        variant="ghost"
                        size="sm"
                        className="sm:mt-6"
                        disabled={isSubmitting}
                        onClick={() => removeRecipient(index)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        Remove<span className="sr-only"> CC {index + 1}</span>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              disabled={isSubmitting}
              onClick={() =>
                setDraft({
                  ...draft,
                  additionalRecipients: [
                    ...draft.additionalRecipients,
                    { key: newRowKey(), name: '', email: '' },
                  ],
                })
              }
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
            selected={draft.selectedInstitutions}
            onChange={(selected) => update('selectedInstitutions', selected)}
            onBlur={blur('selectedInstitutions')}
            error={err('selectedInstitutions')}
            disabled={isSubmitting}
          />
          <TextField
            label="Other institution (optional)"
            name="institutionName"
            hint="An organisation not listed above. We will record it with your notification."
            value={draft.institutionName}
            onChange={(e) => update('institutionName', e.target.value)}
            {...control('institutionName')}
          />
          <TextareaField
            label="Additional information (optional)"
            name="contactDetails"
            rows={4}
            value={draft.contactDetails}
            onChange={(e) => update('contactDetails', e.target.value)}
            {...control('contactDetails')}
          />
        </Section>

        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-600">
            Your answers are saved in this browser until you submit (attached files are not).
          </p>
          <Button type="submit" size="lg" className="whitespace-nowrap" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Notification'}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The banner text: the server's message, else 'An unknown error occurred'. */
function bannerMessageOf(error: unknown): string {
  // A network failure (fetch TypeError) or an unreadable answer reads as unknown too.
  return isApiError(error) && error.serverMessage ? error.serverMessage : NOTIFY_TEXTS.unknownError;
}
