import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@estate/domain';
import { Toaster as Sonner } from 'sonner';

/** Where toasts appear (spec 1 §8): top right, a few seconds each, at most three at once. */
export function Toaster() {
  return (
    <Sonner position="top-right" duration={TOAST_DURATION_MS} visibleToasts={TOAST_VISIBLE_MAX} closeButton />
  );
}
