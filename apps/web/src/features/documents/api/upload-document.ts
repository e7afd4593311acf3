import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const uploadedSchema = z.object({ documentId: z.string(), fileUrl: z.string() });

export type UploadDocumentInput = { estateId: string; tags: string[]; file: File };

/** Upload Document: one file into an estate, with tags; the server reads the type from the bytes. */
export function uploadDocument({ estateId, tags, file }: UploadDocumentInput) {
  const body = new FormData();
  body.append('payload', JSON.stringify({ estateId, tags }));
  body.append('file', file, file.name);
  return api.postForm('/api/documents', body, uploadedSchema);
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: async () => {
      await Promise.all(
        [queryRoots.documents, queryRoots.dashboard].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
