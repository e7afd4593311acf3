import { grantablePeopleSchema, type DocumentGrantInput } from '@estate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryRoots, recordKeys, refetchRoots } from '@/lib/query-keys';

/** Grant Access's person choice: the people on the document's estate, with any level they hold. */
export function useGrantablePeople(documentId: string) {
  return useQuery({
    queryKey: [...queryRoots.documents, 'grantable-people', documentId],
    queryFn: ({ signal }) =>
      api.get(
        `/api/documents/${encodeURIComponent(documentId)}/grantable-people`,
        grantablePeopleSchema,
        signal,
      ),
    enabled: Boolean(documentId),
    retry: false,
  });
}

/** Grant Access (again to the same person: their level changes). */
export function useGrantDocumentAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentGrantInput) =>
      api.post('/api/document-grants', input, z.object({ id: z.string() })),
    onSuccess: () => refetchRoots(queryClient, [recordKeys.estate(undefined), queryRoots.documents]),
  });
}
