import { EstateRecordSection } from '@/features/estates/components/estate-record-section';
import { milestoneKind } from '@/features/estate-work/milestones';

/** /dashboard/estates/{id}/timeline/milestones: the estate's milestones and what each waits on. */
export function MilestonesRoute() {
  return (
    <EstateRecordSection
      kind={milestoneKind}
      title="Timeline Milestones"
      subtitle={(name) => `The steps the estate of ${name} must reach, and what each waits on.`}
    />
  );
}
