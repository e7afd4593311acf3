import { DashboardLayout } from '@/components/layouts/dashboard/dashboard-layout';
import { DashboardGuard } from '@/features/auth/components/dashboard-guard';
import { MessagesMenu } from '@/features/messages/components/messages-menu';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';

/** Every /dashboard page: the sign-in guard, then the shell with the top-bar menus. */
export function DashboardRoot() {
  return (
    <DashboardGuard>
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
