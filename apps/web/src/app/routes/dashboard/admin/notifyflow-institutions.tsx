import { PageHeader } from '@/components/ui/page-header';
import { AdminInstitutionsTable } from '@/features/notifyflow/components/admin-institutions-table';

/** /dashboard/admin/institutions: the NotifyFlow directory and its contact details. */
export function AdminInstitutionsRoute() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Institutions"
        subtitle="The organisations NotifyFlow can notify. Retired institutions stay on past notifications but are no longer offered on the form."
      />
      <AdminInstitutionsTable />
    </div>
  );
}
