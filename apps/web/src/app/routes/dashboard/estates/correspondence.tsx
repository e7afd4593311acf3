import { can } from '@estate/domain';
import { useSearchParams } from 'react-router';
import { RecordList } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { correspondenceKind } from '@/features/estate-work/correspondence';
import { stakeholderResource } from '@/features/estate-work/stakeholders';
import { RUNNERS_ONLY_TEXT } from '@/features/estates/components/estate-record-section';
import { useEstateSection } from '@/features/estates/components/estate-section-context';
import { useRecord } from '@/lib/records/use-records';
import { useViewRole } from '@/lib/view-role/use-view-role';

/**
 * /dashboard/estates/{id}/correspondence: the estate's emails, calls and letters. With
 * `?contact=<stakeholderId>` (Stakeholder Management's Contact button) the new-entry form opens with
 * that stakeholder and their name as the party.
 */
export function CorrespondenceRoute() {
  const estate = useEstateSection();
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const [params, setParams] = useSearchParams();
  const contactId = manages ? (params.get('contact') ?? undefined) : undefined;
  const contact = useRecord(stakeholderResource, estate.estateId, contactId);
  const who = contact.data;
  const leaveContact = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('contact');
        return next;
      },
      { replace: true },
    );
  return (
    <div className="space-y-6">
      <PageHeader
        title="Correspondence"
        subtitle={`Emails, calls and letters about the estate of ${estate.deceasedName}.`}
      />
      {!manages ? (
        <Alert tone="info">{RUNNERS_ONLY_TEXT}</Alert>
      ) : contactId && contact.isPending ? (
        <LoadingState label="Loading the stakeholder..." />
      ) : (
        <RecordList
          kind={correspondenceKind}
          estateId={estate.estateId}
          manages={manages}
          openForm={
            who
              ? {
                  values: {
                    stakeholderId: who.id,
                    party: who.name,
                    type: who.email || !who.phone ? 'email' : 'call',
                  },
                }
              : undefined
          }
          onFormClose={leaveContact}
        />
      )}
    </div>
  );
}
