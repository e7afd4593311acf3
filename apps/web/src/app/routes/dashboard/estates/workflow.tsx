import { EstateRecordSection } from '@/features/estates/components/estate-record-section';
import { workflowStageKind } from '@/features/estate-work/workflow-stages';

/**
 * /dashboard/estates/{id}/workflow: the estate's stages, its own six (moved with Update Status on
 * the estate page, or here) and the firm's.
 */
export function WorkflowRoute() {
  return (
    <EstateRecordSection
      kind={workflowStageKind}
      title="Estate Workflow"
      subtitle={(name) => `The stages of ${name}'s estate, from Initial to Closed, and your firm's own.`}
      pageSize={50}
    />
  );
}
