import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { NewEstateWizard } from '@/features/estates/components/new-estate-wizard';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/new-estate (admin and lawyer; the guard around it sends others away). */
export function NewEstateRoute() {
  useDocumentTitle('New Estate');
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">New Estate</h1>
        <p className="mt-1 text-slate-700">
          Open an estate case. The starter tasks are generated from the date of death and the will status.
        </p>
      </div>
      <NewEstateWizard onCreated={() => void navigate(paths.dashboard.estates.href())} />
    </div>
  );
}
