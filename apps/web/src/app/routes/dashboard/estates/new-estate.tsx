import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { NewEstateWizard } from '@/features/estates/components/new-estate-wizard';

/** /dashboard/new-estate (admin and lawyer; the guard around it sends others away). */
export function NewEstateRoute() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="New Estate"
        subtitle="Open an estate case. The starter tasks are generated from the date of death and the will status."
      />
      <NewEstateWizard onCreated={() => void navigate(paths.dashboard.estates.href())} />
    </div>
  );
}
