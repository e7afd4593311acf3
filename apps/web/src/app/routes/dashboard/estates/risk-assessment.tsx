import { EstateRecordSection } from '@/features/estates/components/estate-record-section';
import { riskKind } from '@/features/estate-work/risks';

/** /dashboard/estates/{id}/risk-assessment: the firm's assessment of what could hold the estate up. */
export function RiskAssessmentRoute() {
  return (
    <EstateRecordSection
      kind={riskKind}
      title="Risk Assessment"
      subtitle={(name) => `What could hold up the estate of ${name}, and how it is being handled.`}
      runnersOnly
    />
  );
}
