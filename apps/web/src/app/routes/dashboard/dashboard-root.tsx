import { LiveChanges } from '@/app/live-changes';
import { DashboardLayout } from '@/components/layouts/dashboard/dashboard-layout';
import { DashboardGuard } from '@/features/auth/components/dashboard-guard';
import { MessagesMenu } from '@/features/messages/components/messages-menu';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';

/** Every /dashboard page: the sign-in guard, then live changes (decision 062) and the shell with the top-bar menus. */
export function DashboardRoot() {
  return (
    <DashboardGuard>
      <LiveChanges />
      <DashboardLayout
        topBarMenus={
          <>
            <MessagesMenu />
            <NotificationsMenu />
          </>
        }
      />
    </DashboardGuard>
  );
}
