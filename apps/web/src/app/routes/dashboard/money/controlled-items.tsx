import { controlledItemKind } from '@/features/estate-money/controlled-items';
import { CrossEstateRecordPage } from '@/features/estates/components/cross-estate-record-page';

/**
 * /dashboard/controlled-items (spec 2 "Controlled Items"): keys, safe-deposit boxes, firearms and
 * original documents across my estates, each with who last had it; "Record access" keeps the chain
 * of custody. Only those who run estates read it.
 */
export function ControlledItemsRoute() {
  return (
    <CrossEstateRecordPage
      kind={controlledItemKind}
      title="Controlled Items"
      subtitle="What must be kept safe and accounted for, and who last had it."
      runnersOnly
    />
  );
}
