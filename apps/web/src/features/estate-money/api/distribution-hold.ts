import { useQuery } from '@tanstack/react-query';
import { distributionHoldSchema } from '@estate/domain';
import { api } from '@/lib/api-client';
import { recordKeys } from '@/lib/query-keys';

const enc = encodeURIComponent;

/**
 * Whether the estate may pay a distribution today, and why not (GET …/distribution-hold). Kept under
 * the estate's records key, so a change to its claims register or distributions asks again.
 */
export const distributionHoldKey = (estateId: string) => [
  ...recordKeys.estate(estateId),
  'distribution-hold',
];

export function useDistributionHold(estateId: string) {
  return useQuery({
    queryKey: distributionHoldKey(estateId),
    queryFn: ({ signal }) =>
      api.get(`/api/estates/${enc(estateId)}/distribution-hold`, distributionHoldSchema, signal),
    enabled: Boolean(estateId),
  });
}
