/**
 * The header's account box on a prerendered page. The page cannot know who is visiting, so it is
 * empty in the HTML (as in the app while it asks); this asks the API, as the app does, and puts in
 * place the prerendered template for what it answered (PublicAccountTemplates): Log in and Book a
 * Demo, or a menu with the visitor's name, Dashboard (not for a NotifyFlow account) and Log out.
 * The slide-out menu changes the same way. Should the API not answer, the box shows Log in.
 */
export async function showAccount() {
  const box = document.querySelector<HTMLElement>('[data-account]');
  if (!box) return;
  const me = await whoIsVisiting();
  if (!me?.user) {
    box.replaceChildren(fromTemplate('[data-account-signed-out]'));
    return;
  }
  const name = (typeof me.user.name === 'string' && me.user.name.trim()) || 'Account';
  const hasDashboard = me.user.role !== 'notifyflow';

  const menu = fromTemplate('[data-account-signed-in]');
  fillIn(menu, name, hasDashboard);
  box.replaceChildren(menu);
  enhanceAccountMenu(box);

  const mobile = document.querySelector('[data-mobile-account]');
  if (mobile) {
    const signedIn = fromTemplate('[data-mobile-account-signed-in]');
    fillIn(signedIn, name, hasDashboard);
    mobile.replaceChildren(signedIn);
  }
}

type Visitor = { user?: { name?: unknown; role?: unknown } } | null;

/** GET /api/me: the signed-in person, or null when signed out (or when the API did not answer). */
async function whoIsVisiting(): Promise<Visitor> {
  try {
    const response = await fetch('/api/me', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    return response.ok ? ((await response.json()) as Visitor) : null;
  } catch {
    return null;
  }
}

function fromTemplate(selector: string): DocumentFragment {
  const template = document.querySelector<HTMLTemplateElement>(`template${selector}`);
  return template
    ? (template.content.cloneNode(true) as DocumentFragment)
    : document.createDocumentFragment();
}

function fillIn(fragment: DocumentFragment, name: string, hasDashboard: boolean) {
  fragment.querySelectorAll('[data-account-name]').forEach((el) => (el.textContent = name));
  if (!hasDashboard) fragment.querySelectorAll('[data-account-dashboard]').forEach((el) => el.remove());
}

/**
 * A menu button (the pattern of WAI-ARIA's menu button, as Radix's dropdown in the app): the
 * button opens the menu and focus goes to its first item; the arrow keys, Home and End move
 * between items; Escape closes it and focus goes back to the button; Tab, or a click outside,
 * closes it.
 */
function enhanceAccountMenu(box: HTMLElement) {
  const button = box.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
  const menu = box.querySelector<HTMLElement>('[role="menu"]');
  if (!button || !menu) return;
  const items = () => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    menu.hidden = !open;
  };
  const onOutside = (event: PointerEvent) => {
    if (!box.contains(event.target as Node)) close(false);
  };
  const open = (focus: 'first' | 'last') => {
    setOpen(true);
    (focus === 'first' ? items()[0] : items().at(-1))?.focus();
    document.addEventListener('pointerdown', onOutside);
  };
  function close(focusButton: boolean) {
    setOpen(false);
    document.removeEventListener('pointerdown', onOutside);
    if (focusButton) button?.focus();
  }
  button.addEventListener('click', () => (isOpen() ? close(true) : open('first')));
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  });
  menu.addEventListener('keydown', (event) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  });
}
