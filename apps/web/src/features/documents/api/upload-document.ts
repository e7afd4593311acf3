import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

const uploadedSchema = z.object({ documentId: z.string(), fileUrl: z.string() });

export type UploadDocumentInput = {
  estateId: string;
  tags: string[];
  file: File;
  /** Honoured by the API for those who run the estate. */
  sharedWithBeneficiaries: boolean;
};

/** Upload Document: one file into an estate, with tags; the server reads the type from the bytes. */
export function uploadDocument({ estateId, tags, file, sharedWithBeneficiaries }: UploadDocumentInput) {
  const body = new FormData();
  body.append('payload', JSON.stringify({ estateId, tags, sharedWithBeneficiaries }));
  body.append('file', file, file.name);
  return api.postForm('/api/documents', body, uploadedSchema);
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.documents, queryRoots.dashboard]),
  });
}
