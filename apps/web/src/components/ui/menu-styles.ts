/**
 * Shared looks of the Radix dropdown menus (top bar, public header).
 *
 * The menus are used with `modal={false}` and without a Portal: the open menu stays inside the
 * header landmark, and the rest of the page is not aria-hidden while it is open (which would hide
 * the page's main landmark and heading from assistive technology and fail an axe scan).
 */
export const menuContentClasses =
  'z-50 min-w-56 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg';

export const menuItemClasses =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100';

/** The "View all" link at the foot of a menu. */
export const menuFooterLinkClasses =
  'flex cursor-pointer items-center justify-center rounded px-3 py-2 text-sm font-medium text-blue-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-blue-800';

export const menuLabelClasses = 'px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600';

export const menuSeparatorClasses = 'my-1 h-px bg-slate-200';
