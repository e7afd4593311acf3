import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogActions } from '@/components/ui/dialog';
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
  /** The toast once saved. */
  success: string;
  /** The form's message when a refusal names no field and has no words of its own. */
  failure: string;
  submitLabel: string;
  busyLabel?: string;
  /** Cancel, and what follows a save. */
  onClose: () => void;
  children: ReactNode;
  /** The form's files, sent ahead (decision 049): the submit waits until each one is uploaded. */
  uploads?: StagedUploads | undefined;
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
  submitLabel,
  busyLabel = 'Saving...',
  onClose,
  children,
  uploads,
}: ZodFormProps<V, O>) {
  const submit = form.handleSubmit(async (values) => {
    if (uploads?.blocker) return;
    try {
      if ((await onSubmit(values)) === STAY_OPEN) return;
    } catch (error) {
      applyServerErrors(form, error, failure);
      return;
    }
    uploads?.reset();
    toast.success(success);
    onClose();
  });
  const formError = form.formState.errors.root?.server?.message;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
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
