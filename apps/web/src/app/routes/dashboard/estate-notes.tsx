import { can } from '@estate/domain';
import { RecordList } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { noteKind } from '@/features/estate-work/notes';
import { useEstateSection } from '@/features/estates/components/estate-section-context';
import { useViewRole } from '@/lib/view-role/use-view-role';

/** /dashboard/estates/{id}/notes: the estate's working notes, each with its comment thread. */
export function NotesRoute() {
  const estate = useEstateSection();
  const manages = can(useViewRole().viewRole, 'estate:manage');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Notes & Comments"
        subtitle={`Working notes on the estate of ${estate.deceasedName}, and the conversation about them.`}
      />
      {manages ? (
        <RecordList kind={noteKind} estateId={estate.estateId} manages={manages} />
      ) : (
        <Alert tone="info">Only the estate&apos;s lawyer, its executor or an admin can see this.</Alert>
      )}
    </div>
  );
}
