import { documentVersionsSchema, type DocumentVersions } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export type { DocumentVersions } from '@estate/domain';

export function getDocumentVersions(id: string, signal?: AbortSignal): Promise<DocumentVersions> {
  return api.get(`/api/documents/${encodeURIComponent(id)}/versions`, documentVersionsSchema, signal);
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
