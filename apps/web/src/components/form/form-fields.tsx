import { Fragment, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
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
    | 'date'
    | 'money'
    | 'percent'
    | 'number'
    | 'select'
    | 'textarea'
    | 'checkbox';
  /** The choices of a `select`. */
  options?: readonly { value: string | number; label: string }[];
  /** The first, empty choice of a `select` ("Select a type"); none when the field always has a value. */
  placeholder?: string;
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
  date: { type: 'date' },
  text: {},
} as const;

function FormField<V extends FieldValues, O>({ form, spec }: { form: ZodFormApi<V, O>; spec: FieldSpec<V> }) {
  const { kind = 'text', label, hint, required, wide } = spec;
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
  return <TextField {...inputProps[kind]} {...props} />;
}
