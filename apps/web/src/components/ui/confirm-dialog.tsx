import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * A question that needs an answer before something irreversible (instead of `window.confirm`):
 * an `alertdialog` with the message, Cancel (focused first, the safe choice) and the confirming
 * button. Escape or Cancel answers no; focus returns to the control that opened it.
 *
 * Render it only while asking:
 *   {toDelete ? (
 *     <ConfirmDialog title="Delete asset" message={TEXTS.confirmDelete} confirmLabel="Delete"
 *       isBusy={remove.isPending} onConfirm={() => remove.mutate(toDelete.id, …)}
 *       onClose={() => setToDelete(null)} />
 *   ) : null}
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  isBusy = false,
  onConfirm,
  onClose,
}: {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog role="alertdialog" title={title} description={message} onClose={onClose}>
      <div className="flex justify-end gap-2">
        {/* data-autofocus: the dialog opens on the choice that changes nothing (use-modal-dialog.ts). */}
        <Button variant="secondary" data-autofocus onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={isBusy} onClick={onConfirm}>
          {isBusy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
