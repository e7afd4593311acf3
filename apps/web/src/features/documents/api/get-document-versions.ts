import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const versionsSchema = z.object({
  current: z.object({
    version: z.number(),
    uploadedFile: z.string(),
    sizeBytes: z.number().nullable(),
    uploadDate: z.string(),
  }),
  items: z.array(
    z.object({
      version: z.number(),
      uploadedFile: z.string(),
      sizeBytes: z.number().nullable(),
      createdBy: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type DocumentVersions = z.infer<typeof versionsSchema>;

export function getDocumentVersions(id: string, signal?: AbortSignal): Promise<DocumentVersions> {
  return api.get(`/api/documents/${encodeURIComponent(id)}/versions`, versionsSchema, signal);
}

export function documentVersionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryRoots.documents, 'versions', id],
    queryFn: ({ signal }) => getDocumentVersions(id, signal),
    retry: false,
  });
}

export function useDocumentVersions(id: string) {
  return useQuery(documentVersionsQueryOptions(id));
}
