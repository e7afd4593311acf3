import { highCourtApplicationKind } from '@/features/court-applications/court-application-kinds';
import { CrossEstateRecordPage } from '@/features/estates/components/cross-estate-record-page';

/**
 * /dashboard/high-court-applications (spec 3 "High Court Applications"): the estates' applications
 * to the High Court, with the pre-filing check and the draft papers (Papers). Only those who run
 * estates read it.
 */
export function HighCourtApplicationsRoute() {
  return (
    <CrossEstateRecordPage
      kind={highCourtApplicationKind}
      title="High Court Applications"
      subtitle="Applications for probate and letters of administration, and the papers to file them."
      runnersOnly
    />
  );
}
