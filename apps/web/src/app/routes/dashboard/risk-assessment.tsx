import { can } from '@estate/domain';
import { RecordList } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { riskKind } from '@/features/estate-work/risks';
import { useEstateSection } from '@/features/estates/components/estate-section-context';
import { useViewRole } from '@/lib/view-role/use-view-role';

/** /dashboard/estates/{id}/risk-assessment: the firm's assessment of what could hold the estate up. */
export function RiskAssessmentRoute() {
  const estate = useEstateSection();
  const manages = can(useViewRole().viewRole, 'estate:manage');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Risk Assessment"
        subtitle={`What could hold up the estate of ${estate.deceasedName}, and how it is being handled.`}
      />
      {manages ? (
        <RecordList kind={riskKind} estateId={estate.estateId} manages={manages} />
      ) : (
        <Alert tone="info">Only the estate&apos;s lawyer, its executor or an admin can see this.</Alert>
      )}
    </div>
  );
}
