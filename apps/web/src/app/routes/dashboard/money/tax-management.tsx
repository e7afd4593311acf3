import { taxRecordKind } from '@/features/estate-money/tax-records';
import { CrossEstateRecordPage } from '@/features/estates/components/cross-estate-record-page';

/**
 * /dashboard/tax-management (spec 2 "Tax Management"): returns and payments to Inland Revenue across
 * my estates, or of one. Only those who run estates read it (decision 018).
 */
export function TaxManagementRoute() {
  return (
    <CrossEstateRecordPage
      kind={taxRecordKind}
      title="Tax Management"
      subtitle="Returns and payments to Inland Revenue for the estates you run."
      runnersOnly
    />
  );
}
