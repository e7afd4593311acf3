import { documentSharingSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

const sharedSchema = documentSharingSchema.extend({ documentId: z.string() });

/** Shares a document with its estate's beneficiaries, or stops (those who run the estate). */
export function shareDocument({ documentId, shared }: { documentId: string; shared: boolean }) {
  return api.patch(
    `/api/documents/${encodeURIComponent(documentId)}`,
    { sharedWithBeneficiaries: shared },
    sharedSchema,
  );
}

export function useShareDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareDocument,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.documents, queryRoots.dashboard]),
  });
}
