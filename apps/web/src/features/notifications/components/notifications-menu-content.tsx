import type { AppNotification } from '@estate/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import {
  menuContentClasses,
  menuFooterLinkClasses,
  menuItemClasses,
  menuLabelClasses,
  menuSeparatorClasses,
} from '@/components/ui/menu-styles';
import { MenuBadgeTrigger } from '@/components/ui/menu-badge-trigger';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { notificationsQueryKey, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
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

/**
 * The bell in the top bar (spec 1 §2.5). Opening it marks everything read on the server and the
 * unread badge drops to zero.
 */
export function NotificationsMenu() {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  // Closing refetches the list, but only once the server has marked it read: a refetch that
  // overtook the request would bring the old unread count back.
  const marking = useRef<Promise<unknown>>(Promise.resolve());
  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) {
      if (unread > 0) marking.current = markAllRead.mutateAsync().catch(() => undefined);
    } else {
      void marking.current.then(() => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }));
    }
  };

  return (
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <MenuBadgeTrigger label="Notifications" icon={Bell} unread={unread} testId="notifications-badge" />
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
