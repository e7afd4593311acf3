import { useEffect, useRef } from 'react';

// Apart from dialog.tsx: the dashboard's sidebar (its drawer on a phone) uses only this, and the
// first dashboard screen should not download the dialog component with it (decision 085).

/**
 * Shows a native `<dialog>` as a modal while the component is mounted: the browser traps focus,
 * closes it on Escape and makes the rest of the page inert. `onClose` runs however it closes, and
 * the control that opened it gets focus back (a removed dialog would otherwise leave focus on the
 * page's body). A control marked `data-autofocus` is focused first. Attach the answered ref to the
 * `<dialog>`; `ref.current?.close()` closes it.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // The control marked `data-autofocus` (ConfirmDialog's Cancel) takes focus once it is shown:
    // React's own autoFocus would run before showModal(), which then moves focus to the first control.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return ref;
}
