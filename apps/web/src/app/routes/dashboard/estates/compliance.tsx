import { EstateRecordSection } from '@/features/estates/components/estate-record-section';
import { complianceItemKind } from '@/features/estate-work/compliance-items';

/** /dashboard/estates/{id}/compliance: what the law and the agencies require of the estate, and when. */
export function ComplianceRoute() {
  return (
    <EstateRecordSection
      kind={complianceItemKind}
      title="Compliance Tracking"
      subtitle={(name) =>
        `What the law and the agencies require of ${name}'s estate, and when. Overdue is counted as of today in New Zealand.`
      }
      runnersOnly
    />
  );
}
