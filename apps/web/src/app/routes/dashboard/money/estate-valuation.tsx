import { valuationKind } from '@/features/estate-records/valuations';
import { CrossEstateRecordPage } from '@/features/estates/components/cross-estate-record-page';

/** /dashboard/estate-valuation (spec 2 "Estate Valuation"): valuations across my estates. */
export function EstateValuationRoute() {
  return (
    <CrossEstateRecordPage
      kind={valuationKind}
      title="Estate Valuation"
      subtitle="Valuations of the estates' assets and how they changed."
    />
  );
}
