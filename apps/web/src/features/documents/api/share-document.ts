import { documentSharingSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, conflictOf } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

const sharedSchema = documentSharingSchema.extend({ documentId: z.string(), editVersion: z.number() });

/**
 * Shares a document with its estate's beneficiaries, or stops (those who run the estate), made
 * against the version of its details it was read at (`editVersion`, decision 060; its `version`
 * counts its files).
 */
export function shareDocument({
  documentId,
  shared,
  editVersion,
}: {
  documentId: string;
  shared: boolean;
  editVersion: number;
}) {
  return api.patch(
    `/api/documents/${encodeURIComponent(documentId)}`,
    { sharedWithBeneficiaries: shared },
    sharedSchema,
    { ifMatch: editVersion },
  );
}

export function useShareDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareDocument,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.documents, queryRoots.dashboard]),
    // Refused as stale (412: someone changed it since): the list shows the document as it is now.
    onError: (error) => {
      if (conflictOf(error)) void refetchRoots(queryClient, [queryRoots.documents]);
    },
  });
}
