import type { AppNotification } from '@estate/domain';
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
import { NotificationTypeIcon } from './notification-type-icon';

function NotificationBody({ item }: { item: AppNotification }) {
  return (
    <>
      <NotificationTypeIcon type={item.type} />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm text-slate-900', !item.read && 'font-semibold')}>
          {item.title}
          {!item.read ? <span className="sr-only"> (unread)</span> : null}
        </span>
        <span className="block text-sm text-slate-700">{item.message}</span>
        <span className="mt-1 block text-xs text-slate-600">{formatDateTime(item.createdAt)}</span>
      </span>
      {!item.read ? (
        <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-blue-700" />
      ) : null}
    </>
  );
}

/** What the bell's menu shows: the list as the top bar has it, and what opening and closing do. */
export type NotificationsMenuProps = {
  items: AppNotification[];
  isPending: boolean;
  isError: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The bell's menu itself (see notifications-menu.tsx): its trigger looks as the top bar drew it. */
export function NotificationsMenuContent({
  items,
  isPending,
  isError,
  onOpenChange,
  trigger,
  triggerRef,
}: LoadedMenuProps<NotificationsMenuProps>) {
  return (
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Content align="end" sideOffset={8} className={cn(menuContentClasses, 'w-96')}>
        <DropdownMenu.Label className={menuLabelClasses}>Notifications</DropdownMenu.Label>
        <DropdownMenu.Separator className={menuSeparatorClasses} />
        <div className="max-h-96 overflow-y-auto">
          {isPending ? (
            <DropdownMenu.Label className="px-3 py-4 text-sm text-slate-700">Loading…</DropdownMenu.Label>
          ) : isError ? (
            <DropdownMenu.Label className="px-3 py-4 text-sm text-slate-700">
              Notifications couldn’t be loaded.
            </DropdownMenu.Label>
          ) : items.length === 0 ? (
            <DropdownMenu.Label className="px-3 py-4 text-sm text-slate-700">
              No notifications
            </DropdownMenu.Label>
          ) : (
            items.map((item) => {
              const classes = cn(menuItemClasses, 'items-start', !item.read && 'bg-blue-50');
              return item.link ? (
                <DropdownMenu.Item key={item.id} asChild className={classes}>
                  <Link to={item.link}>
                    <NotificationBody item={item} />
                  </Link>
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item key={item.id} className={classes}>
                  <NotificationBody item={item} />
                </DropdownMenu.Item>
              );
            })
          )}
        </div>
        <DropdownMenu.Separator className={menuSeparatorClasses} />
        <DropdownMenu.Item asChild className={menuFooterLinkClasses}>
          <Link to={paths.dashboard.notifications.href()}>View all</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
