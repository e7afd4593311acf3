/**
 * Class names of the public site's interactive states, shared by the React components (which the
 * app renders when a visitor moves to a public page inside it, and the build prerenders) and the
 * small scripts that make the prerendered pages work without React (src/public/main.ts). Both
 * switch between the same two sets, so a page looks the same whichever drew it. No React here.
 */

/** The slide-out menu on narrow screens: its wrapper, backdrop and panel, open and closed. */
export const MENU_STATE = {
  wrapper: { open: 'visible', closed: 'invisible' },
  backdrop: { open: 'opacity-100', closed: 'pointer-events-none opacity-0' },
  panel: { open: 'translate-x-0', closed: 'translate-x-full' },
} as const;

/** The Monthly / Annual switch of the pricing page: the pressed option and the other one. */
export const BILLING_OPTION_STATE = {
  pressed: 'bg-white text-slate-900 shadow-sm',
  unpressed: 'text-slate-700 hover:text-slate-900',
} as const;

/** Adds one state's classes to an element and takes the other's away. */
export function applyState(
  element: Element | null,
  state: { readonly open: string; readonly closed: string },
  isOpen: boolean,
) {
  if (!element) return;
  element.classList.remove(...(isOpen ? state.closed : state.open).split(' '));
  element.classList.add(...(isOpen ? state.open : state.closed).split(' '));
}
