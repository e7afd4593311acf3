import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { appendUploadIds } from '@/lib/uploads';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

const versionSchema = z.object({ documentId: z.string(), version: z.number() });

/**
 * Replace: the file becomes the document's next version, with what changed (optional); the old one
 * stays in its history.
 */
export function uploadDocumentVersion({
  documentId,
  uploadId,
  changeDescription = '',
  idempotencyKey,
}: {
  documentId: string;
  /** The new file, sent ahead (`POST /api/uploads`, decision 049). */
  uploadId: string;
  changeDescription?: string;
  /** One per submission (decision 061): a retry is answered the first version, not a second one. */
  idempotencyKey?: string | undefined;
}) {
  const body = new FormData();
  body.append('payload', JSON.stringify({ changeDescription }));
  appendUploadIds(body, [uploadId]);
  return api.postForm(`/api/documents/${encodeURIComponent(documentId)}/versions`, body, versionSchema, {
    idempotencyKey,
  });
}

export function useUploadDocumentVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocumentVersion,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.documents, queryRoots.dashboard]),
  });
}
