import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'warning';

/**
 * Raise a toast from a screen that should not load the toast library with its first draw (the
 * dashboard shell's guards, the home page's task list): the library loads on the first toast, then
 * the toast shows, a moment later than a direct `toast()` would.
 */
export function toastLater(kind: ToastKind, message: string, options?: ExternalToast): void {
  void import('./toast').then(({ toast }) => toast[kind](message, options));
}
