import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@estate/domain';
import { Toaster as Sonner } from 'sonner';

/**
 * Clear of the top bar (a row of about 4.5rem on wide screens; two rows, the search under the
 * buttons, on phones), so a toast never covers New Estate, the notifications bell or the account menu.
 */
const BELOW_TOP_BAR = { top: '5.5rem' } as const;
const BELOW_TOP_BAR_PHONE = { top: '8.5rem' } as const;

/** Where toasts appear (spec 1 §8): top right below the top bar, a few seconds each, at most three at once. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      offset={BELOW_TOP_BAR}
      mobileOffset={BELOW_TOP_BAR_PHONE}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      closeButton
    />
  );
}
