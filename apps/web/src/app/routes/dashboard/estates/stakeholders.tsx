import { EstateRecordSection } from '@/features/estates/components/estate-record-section';
import { stakeholderKind } from '@/features/estate-work/stakeholders';

/** /dashboard/estates/{id}/stakeholders: the people around the estate and when they were last contacted. */
export function StakeholdersRoute() {
  return (
    <EstateRecordSection
      kind={stakeholderKind}
      title="Stakeholder Management"
      subtitle={(name) => `The people around the estate of ${name}, and when each was last contacted.`}
      runnersOnly
    />
  );
}
