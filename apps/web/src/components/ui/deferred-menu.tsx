import { useEffect, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';

/** How a menu's trigger button looks and is named: the same before and after the menu loads. */
export type MenuTriggerLook = { 'aria-label': string; className: string; children: ReactNode };

/** What a loaded menu gets: its own props, the trigger's look, and a ref for its trigger button. */
export type LoadedMenuProps<P extends object> = P & {
  trigger: MenuTriggerLook;
  triggerRef: Ref<HTMLButtonElement>;
};

/** A press the placeholder took before the menu's code was here, passed on once it is. */
type Intent = { type: 'pointerdown'; pointerType: string } | { type: 'keydown'; key: string };

/** Keys that open a Radix dropdown menu from its trigger. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

// Loaded menus, so a screen drawn later (another page, the same shell again) starts with the menu.
const loadedMenus = new Map<unknown, unknown>();

/**
 * A dropdown menu (Radix) whose code loads when the person reaches for it, not with the screen: until
 * then its trigger is a plain button that looks, is named and sits exactly like the menu's own. Pointing
 * at it or focusing it starts the load; pressing it before the code is here is passed on to the menu's
 * trigger once it is, so the menu opens as it always does (by keyboard with its first item focused).
 * `load` must be a module-level function (it also keys the loaded menu).
 */
export function DeferredMenu<P extends object>({
  load,
  trigger,
  menuProps,
}: {
  load: () => Promise<ComponentType<LoadedMenuProps<P>>>;
  trigger: MenuTriggerLook;
  menuProps: P;
}) {
  const [Menu, setMenu] = useState(
    () => (loadedMenus.get(load) as ComponentType<LoadedMenuProps<P>> | undefined) ?? null,
  );
  const placeholder = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);
  const pending = useRef<{ intent: Intent | null; hadFocus: boolean }>({ intent: null, hadFocus: false });

  const startLoading = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (component) => {
        loadedMenus.set(load, component);
        pending.current.hadFocus = document.activeElement === placeholder.current;
        setMenu(() => component);
      },
      // A chunk that fails to load reloads the page (main.tsx); else the next press tries again.
      (error: unknown) => {
        loading.current = false;
        console.error('The menu could not load', error);
      },
    );
  };

  // After the menu's first render and its own effects (Radix listens for keyboard use in one), so a
  // passed-on key press opens it exactly as a key press on its trigger does.
  useEffect(() => {
    const button = triggerRef.current;
    const { intent, hadFocus } = pending.current;
    pending.current = { intent: null, hadFocus: false };
    if (!Menu || !button) return;
    if (hadFocus) button.focus();
    if (intent?.type === 'pointerdown') {
      button.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          cancelable: true,
          button: 0,
          isPrimary: true,
          pointerType: intent.pointerType,
        }),
      );
    } else if (intent?.type === 'keydown') {
      button.dispatchEvent(
        new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: intent.key }),
      );
    }
  }, [Menu]);

  if (Menu) return <Menu {...menuProps} trigger={trigger} triggerRef={triggerRef} />;
  return (
    <button
      ref={placeholder}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onPointerEnter={startLoading}
      onFocus={startLoading}
      onPointerDown={(event) => {
        // As Radix's trigger does: a left press opens the menu, and keeps the focus where it was.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        pending.current.intent = { type: 'pointerdown', pointerType: event.pointerType };
        startLoading();
      }}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        pending.current.intent = { type: 'keydown', key: event.key };
        startLoading();
      }}
    />
  );
}
