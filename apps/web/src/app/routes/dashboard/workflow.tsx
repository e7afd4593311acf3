import { can } from '@estate/domain';
import { RecordList } from '@/components/records/record-list';
import { PageHeader } from '@/components/ui/page-header';
import { workflowStageKind } from '@/features/estate-work/workflow-stages';
import { useEstateSection } from '@/features/estates/components/estate-section-context';
import { useViewRole } from '@/lib/view-role/use-view-role';

/**
 * /dashboard/estates/{id}/workflow: the estate's stages, its own six (moved with Update Status on
 * the estate page, or here) and the firm's.
 */
export function WorkflowRoute() {
  const estate = useEstateSection();
  const manages = can(useViewRole().viewRole, 'estate:manage');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Estate Workflow"
        subtitle={`The stages of ${estate.deceasedName}'s estate, from Initial to Closed, and your firm's own.`}
      />
      <RecordList kind={workflowStageKind} estateId={estate.estateId} manages={manages} pageSize={50} />
    </div>
  );
}
