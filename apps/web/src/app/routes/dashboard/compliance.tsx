import { can } from '@estate/domain';
import { RecordList } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { complianceItemKind } from '@/features/estate-work/compliance-items';
import { useEstateSection } from '@/features/estates/components/estate-section-context';
import { useViewRole } from '@/lib/view-role/use-view-role';

/** /dashboard/estates/{id}/compliance: what the law and the agencies require of the estate, and when. */
export function ComplianceRoute() {
  const estate = useEstateSection();
  const manages = can(useViewRole().viewRole, 'estate:manage');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Compliance Tracking"
        subtitle={`What the law and the agencies require of ${estate.deceasedName}'s estate, and when. Overdue is counted as of today in New Zealand.`}
      />
      {manages ? (
        <RecordList kind={complianceItemKind} estateId={estate.estateId} manages={manages} />
      ) : (
        <Alert tone="info">Only the estate&apos;s lawyer, its executor or an admin can see this.</Alert>
      )}
    </div>
  );
}
