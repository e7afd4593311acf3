import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useRef } from 'react';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { menuBadgeTrigger } from '@/components/ui/menu-badge-trigger';
import { notificationsQueryKey, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';

const loadNotificationsMenu = () =>
  import('./notifications-menu-content').then((m) => m.NotificationsMenuContent);

/**
 * The bell in the top bar (spec 1 §2.5). Opening it marks everything read on the server and the
 * unread badge drops to zero. The menu's code loads when it is reached for (DeferredMenu).
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
    <DeferredMenu
      load={loadNotificationsMenu}
      trigger={menuBadgeTrigger({
        label: 'Notifications',
        icon: Bell,
        unread,
        testId: 'notifications-badge',
      })}
      menuProps={{ items, isPending, isError, onOpenChange }}
    />
  );
}
