import { TEXTS } from '@estate/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import {
  iconButtonClasses,
  menuContentClasses,
  menuFooterLinkClasses,
  menuLabelClasses,
  menuSeparatorClasses,
} from '@/components/ui/menu-styles';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The messages dropdown of the top bar (spec 1 §2.5). Messaging arrives with the Messages page;
 * until then the menu shows its empty state and leads there.
 */
export function MessagesMenu() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label="Messages" className={iconButtonClasses}>
        <MessageSquare aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={8} className={cn(menuContentClasses, 'w-80')}>
        <DropdownMenu.Label className={menuLabelClasses}>Messages</DropdownMenu.Label>
        <DropdownMenu.Separator className={menuSeparatorClasses} />
        <DropdownMenu.Label className="px-3 py-6 text-center text-sm text-slate-700">
          {TEXTS.shell.noNewMessages}
        </DropdownMenu.Label>
        <DropdownMenu.Separator className={menuSeparatorClasses} />
        <DropdownMenu.Item asChild className={menuFooterLinkClasses}>
          <Link to={paths.dashboard.messages.href()}>View all messages</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
