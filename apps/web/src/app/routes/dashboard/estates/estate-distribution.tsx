import { DistributionHoldBanner } from '@/features/estate-money/components/distribution-hold-banner';
import { LedgerPeriodsPanel } from '@/features/estate-money/components/ledger-periods-panel';
import { ResiduePanel } from '@/features/estate-money/components/residue-panel';
import { distributionKind } from '@/features/estate-money/distributions';
import { EstateRecordSection } from '@/features/estates/components/estate-record-section';
import { useEstateSection } from '@/features/estates/components/estate-section-context';

/**
 * /dashboard/estates/{id}/distribution: what each beneficiary is given, whether it may be paid yet
 * (the s47 date and the claims register), the books' closed period, and what is left of the residue.
 */
export function DistributionRoute() {
  const { estateId } = useEstateSection();
  return (
    <EstateRecordSection
      kind={distributionKind}
      title="Estate Distribution"
      subtitle={(name) => `What each beneficiary of the estate of ${name} is given, planned and paid.`}
      runnersOnly
      before={
        <>
          <DistributionHoldBanner estateId={estateId} />
          <LedgerPeriodsPanel estateId={estateId} />
        </>
      }
      after={<ResiduePanel estateId={estateId} />}
    />
  );
}
