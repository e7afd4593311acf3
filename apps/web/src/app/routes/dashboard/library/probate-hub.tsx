import { probateHubKind } from '@/features/court-applications/court-application-kinds';
import { CrossEstateRecordPage } from '@/features/estates/components/cross-estate-record-page';

/**
 * /dashboard/probate-hub (spec 3 "Probate Hub"): the same applications as High Court Applications,
 * seen for progress and value. Only those who run estates read it.
 */
export function ProbateHubRoute() {
  return (
    <CrossEstateRecordPage
      kind={probateHubKind}
      title="Probate Hub"
      subtitle="Every application to the High Court: where each stands and the value it covers."
      runnersOnly
    />
  );
}
