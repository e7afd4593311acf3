/**
 * Whether any loaded screen can raise a toast (it imported lib/toast.ts). Kept apart from sonner so
 * the app's provider can wait for it without loading sonner first.
 */
let inUse = false;
const listeners = new Set<() => void>();

export function markToastsInUse(): void {
  if (inUse) return;
  inUse = true;
  for (const listener of listeners) listener();
}

export function subscribeToToastsInUse(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastsInUse = (): boolean => inUse;
