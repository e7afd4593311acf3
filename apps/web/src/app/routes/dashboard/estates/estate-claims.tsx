import { claimKind } from '@/features/estate-money/claims';
import { EstateRecordSection } from '@/features/estates/components/estate-record-section';

/** /dashboard/estates/{id}/claims: the claims register that holds the estate's distributions. */
export function ClaimsRoute() {
  return (
    <EstateRecordSection
      kind={claimKind}
      title="Claims Register"
      subtitle={(name) =>
        `Claims and notices against the estate of ${name}, and the surviving partner’s Property (Relationships) Act choice. An open entry holds distributions.`
      }
      runnersOnly
    />
  );
}
