import { EstateRecordSection } from '@/features/estates/components/estate-record-section';
import { dueDiligenceCheckKind } from '@/features/estate-work/due-diligence-checks';

/** /dashboard/estates/{id}/due-diligence: the firm's checks on the estate, with their evidence. */
export function DueDiligenceRoute() {
  return (
    <EstateRecordSection
      kind={dueDiligenceCheckKind}
      title="Due Diligence Checklist"
      subtitle={(name) => `What has been checked for the estate of ${name}, and the evidence.`}
      runnersOnly
    />
  );
}
