import { can } from '@estate/domain';
import { RecordList } from '@/components/records/record-list';
import { PageHeader } from '@/components/ui/page-header';
import { milestoneKind } from '@/features/estate-work/milestones';
import { useEstateSection } from '@/features/estates/components/estate-section-context';
import { useViewRole } from '@/lib/view-role/use-view-role';

/** /dashboard/estates/{id}/timeline/milestones: the estate's milestones and what each waits on. */
export function MilestonesRoute() {
  const estate = useEstateSection();
  const manages = can(useViewRole().viewRole, 'estate:manage');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Timeline Milestones"
        subtitle={`The steps the estate of ${estate.deceasedName} must reach, and what each waits on.`}
      />
      <RecordList kind={milestoneKind} estateId={estate.estateId} manages={manages} />
    </div>
  );
}
