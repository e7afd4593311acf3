import { AdminInstitutionsTable } from '@/features/notifyflow/components/admin-institutions-table';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/admin/institutions: the NotifyFlow directory and its contact details. */
export function AdminInstitutionsRoute() {
  useDocumentTitle('Institutions');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Institutions</h1>
        <p className="mt-1 text-slate-700">
          The organisations NotifyFlow can notify. Retired institutions stay on past notifications but are no
          longer offered on the form.
        </p>
      </div>
      <AdminInstitutionsTable />
    </div>
  );
}
