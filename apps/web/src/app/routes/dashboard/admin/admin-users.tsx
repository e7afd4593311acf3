import { USER_ADMIN_PAGE } from '@estate/domain';
import { useMemo } from 'react';
import { RecordList } from '@/components/records/record-list';
import { PageHeader } from '@/components/ui/page-header';
import { userKind } from '@/features/admin/users/user-kind';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * /dashboard/admin/users (admins only: the admin guard, and the API answers 403 to others): the
 * real user accounts; add (with a password or an emailed invitation), edit, deactivate and delete.
 * An admin's own row has no Delete (the API refuses it too).
 */
export function AdminUsersRoute() {
  const { user } = useAuth();
  const myId = user?.id;
  const kind = useMemo(() => ({ ...userKind, canDelete: (u: { id: string }) => u.id !== myId }), [myId]);
  return (
    <div className="space-y-6">
      <PageHeader title={USER_ADMIN_PAGE.title} subtitle={USER_ADMIN_PAGE.subtitle} />
      <RecordList kind={kind} manages />
    </div>
  );
}
