import { can } from '@estate/domain';
import { RecordList } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { dueDiligenceCheckKind } from '@/features/estate-work/due-diligence-checks';
import { useEstateSection } from '@/features/estates/components/estate-section-context';
import { useViewRole } from '@/lib/view-role/use-view-role';

/** /dashboard/estates/{id}/due-diligence: the firm's checks on the estate, with their evidence. */
export function DueDiligenceRoute() {
  const estate = useEstateSection();
  const manages = can(useViewRole().viewRole, 'estate:manage');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Due Diligence Checklist"
        subtitle={`What has been checked for the estate of ${estate.deceasedName}, and the evidence.`}
      />
      {manages ? (
        <RecordList kind={dueDiligenceCheckKind} estateId={estate.estateId} manages={manages} />
      ) : (
        <Alert tone="info">Only the estate&apos;s lawyer, its executor or an admin can see this.</Alert>
      )}
    </div>
  );
}
