import { keepTabInside } from '@/lib/keep-tab-inside';
import { applyState, MENU_STATE } from './classes';

/**
 * The slide-out menu of narrow screens, as PublicHeader and PublicMobileMenu work it in the app:
 * the header's button opens it and moves focus to its close button; Escape, the close button and
 * the backdrop close it and give focus back to the header's button; Tab stays inside it while it
 * is open (it is modal), and the page behind does not scroll. Following a link loads that page.
 */
export function enhanceMenu() {
  const toggle = document.querySelector<HTMLButtonElement>('button[data-menu-open]');
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  const wrapper = document.querySelector('[data-menu-wrapper]');
  const backdrop = document.querySelector<HTMLElement>('[data-menu-backdrop]');
  const closeButton = panel?.querySelector<HTMLButtonElement>('[data-menu-close]');
  if (!toggle || !panel || !wrapper || !backdrop || !closeButton) return;
  let previousOverflow = '';

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const setOpen = (isOpen: boolean) => {
    toggle.setAttribute('aria-expanded', String(isOpen));
    applyState(wrapper, MENU_STATE.wrapper, isOpen);
    applyState(backdrop, MENU_STATE.backdrop, isOpen);
    applyState(panel, MENU_STATE.panel, isOpen);
  };
  const open = () => {
    if (toggle.getAttribute('aria-expanded') === 'true') return;
    setOpen(true);
    closeButton.focus();
    document.addEventListener('keydown', onKey);
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  };
  function close() {
    if (toggle?.getAttribute('aria-expanded') !== 'true') return;
    setOpen(false);
    document.removeEventListener('keydown', onKey);
    document.body.style.overflow = previousOverflow;
    toggle.focus();
  }

  toggle.addEventListener('click', open);
  closeButton.addEventListener('click', close);
  backdrop.addEventListener('click', close);
  // Keep Tab inside the open panel.
  panel.addEventListener('keydown', (event) => keepTabInside(panel, event));
  // A link to a place on this same page (or back from the browser's cache) leaves the page as it
  // is: close the menu then too, as the app does when a link is followed.
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) close();
  });
}
