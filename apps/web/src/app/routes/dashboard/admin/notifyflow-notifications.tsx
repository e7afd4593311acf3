import { PageHeader } from '@/components/ui/page-header';
import { AdminNotificationsList } from '@/features/notifyflow/components/admin-notifications-list';
import { LettersQueue } from '@/features/notifyflow/components/letters-queue';

/** /dashboard/admin/notifications: the NotifyFlow back office and the letters waiting to be posted. */
export function AdminNotificationsRoute() {
  return (
    <div className="space-y-10">
      <PageHeader
        title="NotifyFlow Notifications"
        subtitle="Every death notification and each organisation’s status. Changes are recorded in the audit trail."
      />
      <section aria-labelledby="admin-notifications-heading" className="space-y-4">
        <h2 id="admin-notifications-heading" className="text-xl font-semibold text-slate-900">
          Notifications
        </h2>
        <AdminNotificationsList />
      </section>
      <section aria-labelledby="admin-letters-heading" className="space-y-4">
        <h2 id="admin-letters-heading" className="text-xl font-semibold text-slate-900">
          Letters to post
        </h2>
        <LettersQueue />
      </section>
    </div>
  );
}
