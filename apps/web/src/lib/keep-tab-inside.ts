/** What can take focus inside a panel. */
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside an open modal panel (the public site's menu drawer): from the last control Tab
 * goes to the first, and Shift+Tab from the first to the last. Plain DOM, no React, so the public
 * pages' own script (src/public/menu.ts) and the app's menu share it.
 */
export function keepTabInside(
  panel: HTMLElement,
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
): void {
  if (event.key !== 'Tab') return;
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
