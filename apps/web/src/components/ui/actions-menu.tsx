import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { Button, buttonClasses } from './button';
import { menuContentClasses, menuItemClasses } from './menu-styles';

/** One action of a screen: a button on wide screens, an item of the Actions menu on phones. */
export type ScreenAction = {
  key: string;
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  disabled?: boolean;
};

/**
 * A screen's actions: a row of buttons from the `sm` width up, and on phones one "Actions" menu
 * (a Radix dropdown, as the top bar's menus: not modal, no Portal) so the buttons do not fill the
 * screen before its content. One action stays a button everywhere; none renders nothing.
 */
export function ResponsiveActions({ actions }: { actions: readonly ScreenAction[] }) {
  if (!actions.length) return null;
  const buttons = actions.map(({ key, label, icon: Icon, onSelect, disabled }) => (
    <Button key={key} variant="secondary" disabled={disabled} onClick={onSelect}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  ));
  if (actions.length === 1) return <>{buttons}</>;
  return (
    <>
      <div className="hidden flex-wrap gap-2 sm:flex">{buttons}</div>
      <div className="sm:hidden">
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className={buttonClasses({ variant: 'secondary' })}>
            Actions
            <ChevronDown aria-hidden="true" className="size-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="start" sideOffset={4} className={menuContentClasses}>
            {actions.map(({ key, label, icon: Icon, onSelect, disabled }) => (
              <DropdownMenu.Item
                key={key}
                disabled={disabled}
                onSelect={onSelect}
                className={`${menuItemClasses} data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </div>
    </>
  );
}
