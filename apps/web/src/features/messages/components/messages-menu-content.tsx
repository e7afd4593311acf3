import { TEXTS, type MessageSummary } from '@estate/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { LoadedMenuProps } from '@/components/ui/deferred-menu';
import {
  menuContentClasses,
  menuFooterLinkClasses,
  menuItemClasses,
  menuLabelClasses,
  menuSeparatorClasses,
} from '@/components/ui/menu-styles';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

/** What the messages menu shows: the newest conversations as the top bar has them. */
export type MessagesMenuProps = { items: MessageSummary['items']; isError: boolean };

/** The messages menu itself (see messages-menu.tsx): its trigger looks as the top bar drew it. */
export function MessagesMenuContent({
  items,
  isError,
  trigger,
  triggerRef,
}: LoadedMenuProps<MessagesMenuProps>) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Content align="end" sideOffset={8} className={cn(menuContentClasses, 'w-80')}>
        <DropdownMenu.Label className={menuLabelClasses}>Messages</DropdownMenu.Label>
        <DropdownMenu.Separator className={menuSeparatorClasses} />
        <div className="max-h-96 overflow-y-auto">
          {isError ? (
            <DropdownMenu.Label className="px-3 py-4 text-sm text-slate-700">
              Messages couldn’t be loaded.
            </DropdownMenu.Label>
          ) : items.length === 0 ? (
            <DropdownMenu.Label className="px-3 py-6 text-center text-sm text-slate-700">
              {TEXTS.shell.noNewMessages}
            </DropdownMenu.Label>
          ) : (
            items.map((thread) => (
              <DropdownMenu.Item
                key={thread.id}
                asChild
                className={cn(menuItemClasses, 'items-start', thread.unread > 0 && 'bg-blue-50')}
              >
                <Link to={`${paths.dashboard.messages.href()}?thread=${encodeURIComponent(thread.id)}`}>
                  <span className="min-w-0 flex-1">
                    <span
                      className={cn(
                        'block truncate text-sm text-slate-900',
                        thread.unread > 0 && 'font-semibold',
                      )}
                    >
                      {thread.subject}
                      {thread.unread > 0 ? <span className="sr-only"> ({thread.unread} unread)</span> : null}
                    </span>
                    {thread.lastMessage ? (
                      <span className="block truncate text-sm text-slate-700">
                        {thread.lastMessage.senderName}: {thread.lastMessage.preview}
                      </span>
                    ) : null}
                    <span className="mt-1 block text-xs text-slate-600">
                      {formatDateTime(thread.lastMessageAt)}
                    </span>
                  </span>
                </Link>
              </DropdownMenu.Item>
            ))
          )}
        </div>
        <DropdownMenu.Separator className={menuSeparatorClasses} />
        <DropdownMenu.Item asChild className={menuFooterLinkClasses}>
          <Link to={paths.dashboard.messages.href()}>View all messages</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
