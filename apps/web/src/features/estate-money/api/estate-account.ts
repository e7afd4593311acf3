import { useMutation, useQuery } from '@tanstack/react-query';
import { estateAccountSchema } from '@estate/domain';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/format';
import { recordKeys } from '@/lib/query-keys';

const enc = encodeURIComponent;

/**
 * The estate account's key sits under the estate's record keys, so a change to any of its records
 * (a transaction, a distribution, a beneficiary's share, a valuation) refetches it.
 */
export const estateAccountKey = (estateId: string) => [...recordKeys.estate(estateId), 'account'] as const;

/** The estate account: totals, the residue and each residuary beneficiary's share (integer cents). */
export function useEstateAccount(estateId: string) {
  return useQuery({
    queryKey: estateAccountKey(estateId),
    queryFn: ({ signal }) => api.get(`/api/estates/${enc(estateId)}/account`, estateAccountSchema, signal),
  });
}

/** Downloads the statement of assets, liabilities and distribution (PDF). Resolves to the file name. */
export async function downloadStatement(estateId: string): Promise<string> {
  const { blob, fileName } = await api.download(`/api/estates/${enc(estateId)}/statement.pdf`);
  const name = fileName ?? 'estate-statement.pdf';
  saveBlob(blob, name);
  return name;
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
