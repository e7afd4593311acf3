import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';
import { digitalAssetRowSchema, type DigitalAsset, type DigitalAssetInput } from './schemas';

export type SaveDigitalAssetInput = {
  estateId: string;
  assetId?: string | undefined;
  values: DigitalAssetInput;
};

/** Add (POST to the estate) or edit (PUT the whole record) a digital asset. */
export function saveDigitalAsset({
  estateId,
  assetId,
  values,
}: SaveDigitalAssetInput): Promise<DigitalAsset> {
  return assetId
    ? api.put(`/api/digital-assets/${encodeURIComponent(assetId)}`, values, digitalAssetRowSchema)
    : api.post(`/api/estates/${encodeURIComponent(estateId)}/digital-assets`, values, digitalAssetRowSchema);
}

export function useSaveDigitalAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDigitalAsset,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.digitalAssets, queryRoots.dashboard]),
  });
}
