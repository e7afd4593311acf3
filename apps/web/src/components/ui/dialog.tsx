import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './focus';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

/**
 * A modal dialog on the native `<dialog>` element: the browser traps focus, closes it on Escape
 * and makes the rest of the page inert. Rendered only while open; `onClose` runs however it closes.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  className,
  role,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** `alertdialog` for a question that needs an answer (ConfirmDialog). */
  role?: 'alertdialog';
}) {
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'm-auto w-[calc(100vw-2rem)] max-w-lg rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-slate-700">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className={cn('rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900', focusRing)}
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <div className="max-h-[75vh] overflow-y-auto px-5 py-4">{children}</div>
    </dialog>
  );
}

/** A dialog form's buttons: Cancel, and the submit button that says what it is doing while busy. */
export function DialogActions({
  onCancel,
  submitLabel,
  busyLabel,
  isBusy,
  heldBack,
}: {
  onCancel: () => void;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  /** Why the form cannot be sent yet (its files are still uploading, say), said under the buttons. */
  heldBack?: string | null | undefined;
}) {
  const reasonId = useId();
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={isBusy || !!heldBack}
          aria-describedby={heldBack ? reasonId : undefined}
        >
          {isBusy ? busyLabel : submitLabel}
        </Button>
      </div>
      {heldBack ? (
        <p id={reasonId} className="text-sm text-slate-700">
          {heldBack}
        </p>
      ) : null}
    </div>
  );
}
