import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './focus';

/** What every field shows around its control: its name, an optional hint, a problem's message. */
export type FieldChrome = {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
};

/** What the wrapper hands its control: the id its label names, and what describes it. */
export type FieldControl = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * Where the pieces go. `stacked`: label, control, hint, message (text, select, text area).
 * `checkbox`: the box, its label to the right, hint and message under them. `group`: a fieldset
 * named by its legend (a list of checkboxes), described by the hint and message. `file`: label,
 * hint, the control, then one line a problem (files left out).
 */
export type FieldLayout = 'stacked' | 'checkbox' | 'group' | 'file';

/** What a field kind is given: the wrapper's own props and, apart, its control's. */
type FieldKindProps = FieldChrome & { id?: string | undefined; className?: string | undefined };

/**
 * Splits a field kind's props into the wrapper's (label, hint, message, id, the outer classes) and
 * the rest, its control's: `const [field, input] = fieldProps(props)`.
 */
export function fieldProps<P extends FieldKindProps>(props: P) {
  const { label, hint, error, id, className, ...control } = props;
  return [{ label, hint, error, id, className }, control] as const;
}

/** The look of a text input, select or text area (the border turns red while it is invalid). */
export const controlClasses = cn(
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900',
  'placeholder:text-slate-500 disabled:bg-slate-100 aria-[invalid=true]:border-red-700',
  focusRing,
  'focus-visible:ring-offset-0',
);

const labelClasses = 'mb-1 block text-sm font-medium text-slate-900';
const hintClasses = 'text-xs text-slate-600';
const errorClasses = 'text-sm text-red-700';

/**
 * The one field wrapper: the label (or legend), the hint and the message around a control, with
 * their ids, and the control's `aria-describedby` (hint, then message) and `aria-invalid` (while
 * there is a message). Every input kind draws its control through it, so a label always names its
 * control and a message is always read with it. A group and a file field are described by their
 * messages but not marked invalid: a fieldset takes no `aria-invalid`, and a file field's problems
 * name the files left out, not a wrong value.
 */
export function Field({
  label,
  hint,
  error,
  id,
  className,
  layout = 'stacked',
  children,
}: Omit<FieldChrome, 'error'> & {
  /** A problem's message; a file field's may be several, one a line. */
  error?: string | readonly string[] | undefined;
  /** The control's id (its own by default). */
  id?: string | undefined;
  className?: string | undefined;
  layout?: FieldLayout;
  children: (control: FieldControl) => ReactNode;
}) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = typeof error === 'string' ? error !== '' : Boolean(error?.length);
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  const markInvalid = hasError && (layout === 'stacked' || layout === 'checkbox');
  const control: FieldControl = {
    id: controlId,
    ...(markInvalid ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  const indent = layout === 'checkbox' ? 'ml-6' : null;
  const hintLine = hint ? (
    <p id={hintId} className={cn(layout === 'file' ? 'mb-2' : 'mt-1', indent, hintClasses)}>
      {hint}
    </p>
  ) : null;
  const errorLine = !hasError ? null : typeof error === 'string' ? (
    <p id={errorId} className={cn('mt-1', indent, errorClasses)}>
      {error}
    </p>
  ) : (
    <ul id={errorId} className={cn('mt-2 space-y-1', errorClasses)}>
      {error?.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );

  if (layout === 'group') {
    const { 'aria-describedby': groupDescribedBy } = control;
    return (
      <fieldset className={className} aria-describedby={groupDescribedBy}>
        <legend className="mb-1 text-sm font-medium text-slate-900">{label}</legend>
        {children(control)}
        {hintLine}
        {errorLine}
      </fieldset>
    );
  }
  if (layout === 'checkbox') {
    return (
      <div className={className}>
        <div className="flex items-center gap-2">
          {children(control)}
          <label htmlFor={controlId} className="text-sm text-slate-900">
            {label}
          </label>
        </div>
        {hintLine}
        {errorLine}
      </div>
    );
  }
  const labelLine = (
    <label htmlFor={controlId} className={labelClasses}>
      {label}
    </label>
  );
  return layout === 'file' ? (
    <div className={className}>
      {labelLine}
      {hintLine}
      {children(control)}
      {errorLine}
    </div>
  ) : (
    <div className={className}>
      {labelLine}
      {children(control)}
      {hintLine}
      {errorLine}
    </div>
  );
}
