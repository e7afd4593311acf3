import { nzLongDate } from '@estate/domain';
import { Alert } from '@/components/ui/alert';
import { useDistributionHold } from '../api/distribution-hold';

/**
 * Whether the estate may pay a distribution today, in plain words: every reason it may not (the
 * grant, the s47 date, an open claim or notice), or that it may.
 */
export function DistributionHoldBanner({ estateId }: { estateId: string }) {
  const hold = useDistributionHold(estateId);
  if (!hold.data) return null;
  const { safe, reasons, protectedFrom } = hold.data;
  if (safe)
    return (
      <Alert tone="success">
        Distributions may be paid: the s47 date{protectedFrom ? ` (${nzLongDate(protectedFrom)})` : ''} has
        passed and nothing in the claims register holds them.
      </Alert>
    );
  return (
    <div
      role="status"
      aria-labelledby="distribution-hold-title"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p id="distribution-hold-title" className="font-semibold">
        Not yet safe to distribute
      </p>
      <p className="mt-1">{reasons.join(' ')}</p>
      <p className="mt-1 text-amber-900">
        Recording a distribution as paid now needs a lawyer’s override with a written reason.
      </p>
    </div>
  );
}
