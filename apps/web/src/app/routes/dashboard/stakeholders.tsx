import { can } from '@estate/domain';
import { RecordList } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { stakeholderKind } from '@/features/estate-work/stakeholders';
import { useEstateSection } from '@/features/estates/components/estate-section-context';
import { useViewRole } from '@/lib/view-role/use-view-role';

/** /dashboard/estates/{id}/stakeholders: the people around the estate and when they were last contacted. */
export function StakeholdersRoute() {
  const estate = useEstateSection();
  const manages = can(useViewRole().viewRole, 'estate:manage');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Stakeholder Management"
        subtitle={`The people around the estate of ${estate.deceasedName}, and when each was last contacted.`}
      />
      {manages ? (
        <RecordList kind={stakeholderKind} estateId={estate.estateId} manages={manages} />
      ) : (
        <Alert tone="info">Only the estate&apos;s lawyer, its executor or an admin can see this.</Alert>
      )}
    </div>
  );
}
