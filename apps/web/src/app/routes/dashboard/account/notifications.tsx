import { NOTIFICATION_FILTERS, NOTIFICATION_FILTER_VALUES, type NotificationFilter } from '@estate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { EmptyListBox, LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Tabs } from '@/components/ui/tabs';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import { useNotificationPage } from '@/features/notifications/api/get-notification-page';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { messageOf } from '@/lib/api-client';

const PAGE_SIZE = 20;

const isFilter = (value: string | null): value is NotificationFilter =>
  NOTIFICATION_FILTER_VALUES.includes(value as NotificationFilter);

/**
 * /dashboard/notifications (spec 3 §2 "Notifications (in-app)"): the person's notifications, newest
 * first, under the tabs All, Information, Warnings and Success (each with how many are new), 20 a
 * page, with Mark all read. The tab and page live in the URL; marking read refreshes the bell too.
 */
export function NotificationsRoute() {
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter: NotificationFilter = isFilter(filterParam) ? filterParam : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useNotificationPage({ filter, page, pageSize: PAGE_SIZE });
  const queryClient = useQueryClient();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const go = (changes: { filter?: NotificationFilter; page?: number }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const nextFilter = changes.filter ?? filter;
        const nextPage = changes.page ?? (changes.filter ? 1 : page);
        if (nextFilter === 'all') next.delete('filter');
        else next.set('filter', nextFilter);
        if (nextPage === 1) next.delete('page');
        else next.set('page', String(nextPage));
        return next;
      },
      { preventScrollReset: true },
    );

  const unread = list.data?.unread ?? 0;
  const counts = list.data?.unreadByFilter;
  const tabs = NOTIFICATION_FILTERS.map((f) => ({
    value: f.value,
    label: counts && counts[f.value] > 0 ? `${f.label} (${counts[f.value]} new)` : f.label,
  }));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.success('All notifications marked read'),
      onError: (error) => toast.error(messageOf(error, 'Notifications could not be marked read.')),
      // A `mutate` call's own callbacks are not awaited: the list refetches in the background.
      onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
    });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Notifications"
        subtitle="What has happened on your estates, newest first."
        actions={
          <Button variant="secondary" onClick={markAllRead} disabled={unread === 0 || markAll.isPending}>
            <CheckCheck aria-hidden="true" className="size-4" />
            Mark all read
          </Button>
        }
      />

      <Tabs label="Notification type" tabs={tabs} value={filter} onChange={(value) => go({ filter: value })}>
        {list.isPending ? (
          <LoadingState label="Loading notifications…" showLabel />
        ) : list.isError ? (
          <LoadError onRetry={() => void list.refetch()}>
            {messageOf(list.error, 'Notifications could not be loaded.')}
          </LoadError>
        ) : list.data.items.length === 0 ? (
          <EmptyListBox title="No notifications" />
        ) : (
          <div className="space-y-4">
            <NotificationList
              items={list.data.items}
              onOpen={(item) => {
                if (!item.read) markOne.mutate({ id: item.id, read: true });
              }}
              onToggleRead={(item) =>
                markOne.mutate(
                  { id: item.id, read: !item.read },
                  {
                    onError: (error) =>
                      toast.error(messageOf(error, 'The notification could not be changed.')),
                  },
                )
              }
            />
            {pages > 1 ? (
              <Pagination page={page} pages={pages} onPageChange={(p) => go({ page: p })}>
                Page {page} of {pages} · {list.data.total} notifications
              </Pagination>
            ) : null}
          </div>
        )}
      </Tabs>
    </div>
  );
}
