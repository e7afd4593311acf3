import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { appendUploadIds } from '@/lib/uploads';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

/**
 * Putting a file into an estate's documents (the document store), for every screen that does:
 * Documents, the message box, due diligence and the new-estate form.
 */

/** The file name endings an estate's documents may have (the server checks the bytes again). */
export const DOCUMENT_FILE_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.heic', '.docx', '.xlsx'];

/** The same, as people read it. */
export const DOCUMENT_FILE_TYPES = 'PDF, JPEG, PNG, HEIC, DOCX or XLSX';

/** The hint under a one-file input. */
export const DOCUMENT_FILE_HINT = `${DOCUMENT_FILE_TYPES}, up to 20 MB`;

const uploadedSchema = z.object({ documentId: z.string(), fileUrl: z.string() });

export type UploadDocumentInput = {
  estateId: string;
  tags: string[];
  /** The file, sent ahead (`POST /api/uploads`, decision 049). */
  uploadId: string;
  /** Honoured by the API for those who run the estate. */
  sharedWithBeneficiaries: boolean;
  /** One per submission (decision 061): a retry is answered the first document, not a second one. */
  idempotencyKey?: string | undefined;
};

/** Upload Document: one file into an estate, with tags; the server reads the type from the bytes. */
export function uploadDocument({
  estateId,
  tags,
  uploadId,
  sharedWithBeneficiaries,
  idempotencyKey,
}: UploadDocumentInput) {
  const body = new FormData();
  body.append('payload', JSON.stringify({ estateId, tags, sharedWithBeneficiaries }));
  appendUploadIds(body, [uploadId]);
  return api.postForm('/api/documents', body, uploadedSchema, { idempotencyKey });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.documents, queryRoots.dashboard]),
  });
}
