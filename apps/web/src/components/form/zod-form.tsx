import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { messageOf } from '@/lib/api-client';
import type { StagedUploads } from '@/lib/use-staged-uploads';
import { applyServerErrors, type ZodFormApi } from './use-zod-form';

/**
 * What an `onSubmit` answers to keep the form open without a toast: the save did not happen yet and
 * something else on screen now asks the person (the conflict dialog of a stale save, decision 060).
 */
export const STAY_OPEN = Symbol('stay open');

/** What ZodForm and FormDialog share. */
export type ZodFormProps<V extends FieldValues, O> = {
  /** From `useZodForm`. */
  form: ZodFormApi<V, O>;
  /** Sends the checked values (a mutation's `mutateAsync`); a rejection lands on the form. */
  onSubmit: (values: O) => Promise<unknown>;
  /** The toast once saved; none when what follows says so itself (a step replaced by the next). */
  success?: string;
  /** The form's message when a refusal names no field and has no words of its own. */
  failure: string;
  /**
   * Where a refusal is said. By default each 400 issue on the field it names, anything else above
   * the buttons. A field's name: all of it under that field (a wrong password, a wrong code).
   * `toast`: in an error toast, the form staying as it is.
   */
  failureOn?: Path<V> | 'toast';
  submitLabel: string;
  busyLabel?: string;
  /** Cancel, and what follows a save unless `onSaved` says. */
  onClose: () => void;
  /** What follows a save, instead of `onClose` (the next step of a dialog). */
  onSaved?: () => void;
  children: ReactNode;
  /** The form's files, sent ahead (decision 049): the submit waits until each one is uploaded. */
  uploads?: StagedUploads | undefined;
  /** The space between the form's parts: `space-y-5` unless said. */
  className?: string;
};

/**
 * A form checked by its zod schema: the schema's messages appear on the fields, the API's 400
 * issues on the fields they name (else above the buttons), a toast says it saved, then `onClose`.
 * For create and edit alike: the caller chooses the title, the submit label and the defaults.
 */
export function ZodForm<V extends FieldValues, O>({
  form,
  onSubmit,
  success,
  failure,
  failureOn,
  submitLabel,
  busyLabel = 'Saving...',
  onClose,
  onSaved = onClose,
  children,
  uploads,
  className = 'space-y-5',
}: ZodFormProps<V, O>) {
  const submit = form.handleSubmit(async (values) => {
    if (uploads?.blocker) return;
    try {
      if ((await onSubmit(values)) === STAY_OPEN) return;
    } catch (error) {
      if (failureOn === 'toast') toast.error(messageOf(error, failure));
      else if (failureOn) form.setError(failureOn, { type: 'server', message: messageOf(error, failure) });
      else applyServerErrors(form, error, failure);
      return;
    }
    uploads?.reset();
    if (success) toast.success(success);
    onSaved();
  });
  const formError = form.formState.errors.root?.server?.message;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={className}>
      {children}
      {formError ? <Alert>{formError}</Alert> : null}
      <DialogActions
        onCancel={onClose}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        isBusy={form.formState.isSubmitting}
        heldBack={uploads?.blocker}
      />
    </form>
  );
}

/** A ZodForm in a modal dialog titled `title` ("Add Asset" or "Edit Asset"). */
export function FormDialog<V extends FieldValues, O>({
  title,
  description,
  ...props
}: ZodFormProps<V, O> & { title: string; description?: ReactNode }) {
  return (
    <Dialog title={title} description={description} onClose={props.onClose} className="max-w-2xl">
      <ZodForm {...props} />
    </Dialog>
  );
}
