import { LAW_FIRM_PAGE } from '@estate/domain';
import { RecordList } from '@/components/records/record-list';
import { PageHeader } from '@/components/ui/page-header';
import { lawFirmKind } from '@/features/admin/law-firms/law-firm-kind';

/**
 * /dashboard/admin/law-firms (admins only: the admin guard, and the API answers 403 to others): the
 * law firms with their real members and estates; add, edit and delete.
 */
export function AdminLawFirmsRoute() {
  return (
    <div className="space-y-6">
      <PageHeader title={LAW_FIRM_PAGE.title} subtitle={LAW_FIRM_PAGE.subtitle} />
      <RecordList kind={lawFirmKind} manages />
    </div>
  );
}
