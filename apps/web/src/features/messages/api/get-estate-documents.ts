import { documentListSchema } from '@estate/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The documents of one estate that I may open (newest first, up to 100): what a message may attach. */
export function useEstateDocuments(estateId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryRoots.documents, 'estate', estateId, 'attachable'],
    queryFn: ({ signal }) =>
      api.get(
        `/api/documents?estateId=${encodeURIComponent(estateId)}&pageSize=100`,
        documentListSchema,
        signal,
      ),
    enabled: enabled && Boolean(estateId),
    staleTime: 60_000,
  });
}
