import { Fragment, type ReactNode } from 'react';
import { get, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { cn } from '@/lib/cn';
import type { ZodFormApi } from './use-zod-form';

/** One field of a declared form. */
export type FieldSpec<V extends FieldValues> = {
  name: Path<V>;
  label: string;
  /** `text` unless said; `money` is dollars typed as text ("1234.56"), `percent` likewise. */
  kind?:
    | 'text'
    | 'email'
    | 'tel'
    | 'password'
    | 'date'
    | 'money'
    | 'percent'
    | 'number'
    | 'select'
    | 'textarea'
    | 'checkbox'
    | 'checkboxes';
  /** The choices of a `select`, or of `checkboxes` (a multi-choice kept as a list of the values ticked). */
  options?: readonly { value: string | number; label: string }[];
  /**
   * The first, empty choice of a `select` ("Select a type"), none when the field always has a value;
   * a text input's placeholder ("Leave blank to keep current").
   */
  placeholder?: string;
  /** Shown but not changed here (an account's sign-in email on its edit form). */
  readOnly?: boolean;
  required?: boolean;
  hint?: string;
  /** Takes the whole row. */
  wide?: boolean;
  /** The value to keep when it is not the text typed (a number; null for empty). */
  setValueAs?: (value: string) => unknown;
};

/** Fields shown together under a legend, only while `show` says so. */
export type FieldGroupSpec<V extends FieldValues> = {
  legend: string;
  show: (values: V) => boolean;
  fields: FieldSpec<V>[];
};

/** A field drawn by its kind's own component (a select whose choices are loaded, say). */
export type CustomFieldSpec<V extends FieldValues> = {
  key: string;
  render: (form: ZodFormApi<V, unknown>) => ReactNode;
};

export type AnyFieldSpec<V extends FieldValues> = FieldSpec<V> | FieldGroupSpec<V> | CustomFieldSpec<V>;

const isGroup = <V extends FieldValues>(f: AnyFieldSpec<V>): f is FieldGroupSpec<V> => 'legend' in f;
const isCustom = <V extends FieldValues>(f: AnyFieldSpec<V>): f is CustomFieldSpec<V> => 'render' in f;

/** The fields of a declared form, two to a row on wider screens, each labelled with its message. */
export function FormFields<V extends FieldValues, O>({
  form,
  fields,
}: {
  form: ZodFormApi<V, O>;
  fields: readonly AnyFieldSpec<V>[];
}) {
  const values = form.watch();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((spec) =>
        isCustom(spec) ? (
          <Fragment key={spec.key}>{spec.render(form as ZodFormApi<V, unknown>)}</Fragment>
        ) : isGroup(spec) ? (
          spec.show(values) ? (
            <fieldset
              key={spec.legend}
              className="grid gap-5 rounded-lg border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2"
            >
              <legend className="px-1 text-sm font-semibold text-slate-900">{spec.legend}</legend>
              {spec.fields.map((f) => (
                <FormField key={f.name} form={form} spec={f} />
              ))}
            </fieldset>
          ) : null
        ) : (
          <FormField key={spec.name} form={form} spec={spec} />
        ),
      )}
    </div>
  );
}

const inputProps = {
  money: { inputMode: 'decimal', placeholder: '0.00', autoComplete: 'off' },
  percent: { inputMode: 'decimal', placeholder: '0.00', autoComplete: 'off' },
  number: { type: 'number', inputMode: 'numeric', min: 0 },
  email: { type: 'email', autoComplete: 'off' },
  tel: { type: 'tel', autoComplete: 'off' },
  // Someone else's new password: the browser must not fill in the admin's own.
  password: { type: 'password', autoComplete: 'new-password' },
  date: { type: 'date' },
  text: {},
} as const;

function FormField<V extends FieldValues, O>({ form, spec }: { form: ZodFormApi<V, O>; spec: FieldSpec<V> }) {
  const { kind = 'text', label, hint, required, wide } = spec;
  if (kind === 'checkboxes')
    return (
      <CheckboxesField
        form={form}
        name={spec.name}
        label={label}
        options={spec.options ?? []}
        hint={hint}
        wide={wide}
      />
    );
  const props = {
    label,
    hint,
    required,
    className: cn(wide && 'sm:col-span-2'),
    ...form.field(spec.name, spec.setValueAs ? { setValueAs: spec.setValueAs } : undefined),
  };
  if (kind === 'checkbox') {
    const { error: _none, required: _required, ...checkbox } = props;
    return <CheckboxField {...checkbox} />;
  }
  if (kind === 'textarea')
    return <TextareaField {...props} className={cn(props.className, 'sm:col-span-2')} />;
  if (kind === 'select') {
    return (
      <SelectField {...props}>
        {spec.placeholder ? <option value="">{spec.placeholder}</option> : null}
        {spec.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <TextField
      {...inputProps[kind]}
      {...(spec.placeholder ? { placeholder: spec.placeholder } : {})}
      {...(spec.readOnly ? { readOnly: true } : {})}
      {...props}
    />
  );
}

/**
 * A multi-choice: a labelled group of checkboxes whose value is the list of the values ticked (the
 * `checkboxes` field kind; also usable on its own, with options loaded by the caller). `empty` is
 * said when there is nothing to choose.
 */
export function CheckboxesField<V extends FieldValues, O>({
  form,
  name,
  label,
  options,
  hint,
  empty,
  wide = true,
}: {
  form: ZodFormApi<V, O>;
  name: Path<V>;
  label: string;
  options: readonly { value: string | number; label: string }[];
  hint?: string | undefined;
  empty?: string;
  wide?: boolean | undefined;
}) {
  const chosen = (form.watch(name) as unknown[] | undefined) ?? [];
  // An item's message (`dependsOn.0`) or the list's own (a server refusal naming `dependsOn`).
  const fieldErrors: unknown = get(form.formState.errors, name);
  const error =
    (fieldErrors as { message?: string } | undefined)?.message ??
    (Array.isArray(fieldErrors)
      ? (fieldErrors as ({ message?: string } | undefined)[]).find((e) => e?.message)?.message
      : undefined);
  const toggle = (value: string | number, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((v) => v !== value);
    form.setValue(name, next as PathValue<V, Path<V>>, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };
  return (
    <Field label={label} hint={hint} error={error} className={cn(wide && 'sm:col-span-2')} layout="group">
      {() =>
        options.length ? (
          <div className="grid gap-2 sm:grid-cols-2">
            {options.map((o) => (
              <CheckboxField
                key={o.value}
                label={o.label}
                checked={chosen.includes(o.value)}
                onChange={(e) => toggle(o.value, e.target.checked)}
              />
            ))}
          </div>
        ) : (
          <p className="text-sm text-slate-600">{empty ?? 'Nothing to choose yet.'}</p>
        )
      }
    </Field>
  );
}
