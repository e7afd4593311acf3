import { documentListSchema, type DocumentList, type DocumentRange, type DocumentType } from '@estate/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export { DOCUMENT_RANGES, DOCUMENT_TYPES, type DocumentRange, type DocumentType } from '@estate/domain';

export { documentSchema, type DocumentList, type EstateDocument } from '@estate/domain';

export type DocumentListParams = {
  q?: string;
  type?: DocumentType | '';
  estateId?: string;
  range?: DocumentRange;
  page?: number;
  pageSize?: number;
  /** Keyset paging (decision 083): the rows after a list answer's `nextCursor`… */
  after?: string;
  /** …or before its `prevCursor`. */
  before?: string;
};

export function getDocuments(params: DocumentListParams, signal?: AbortSignal): Promise<DocumentList> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== 'all') search.set(key, String(value));
  }
  const query = search.toString();
  return api.get(`/api/documents${query ? `?${query}` : ''}`, documentListSchema, signal);
}

export function documentsQueryOptions(params: DocumentListParams) {
  return queryOptions({
    queryKey: [...queryRoots.documents, params],
    queryFn: ({ signal }) => getDocuments(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The library: documents of estates where I hold an active role link, newest upload first. */
export function useDocuments(params: DocumentListParams) {
  return useQuery(documentsQueryOptions(params));
}

/**
 * One estate's documents (up to 100, newest first), for a picker or an estate's own page: nothing
 * until an estate is chosen, and never the documents of the estate chosen before while the new
 * one's load (the library keeps its last page on screen while the next loads; a picker must not,
 * or a document of another estate could be chosen under this one's name).
 */
export function useEstateDocuments(estateId: string) {
  return useQuery({
    ...documentsQueryOptions({ estateId, pageSize: 100 }),
    placeholderData: undefined,
    enabled: estateId !== '',
  });
}
