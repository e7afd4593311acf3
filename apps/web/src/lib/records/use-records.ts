import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordList } from '@estate/domain';
import { z } from 'zod';
import type { ListQuery } from '@/hooks/use-list-state';
import { conflictOf, api } from '@/lib/api-client';
import { appendUploadIds } from '@/lib/uploads';
import { previousPageOfSameList, queryRoots, recordKeys, refetchRoots } from '@/lib/query-keys';

/** A page of records as every record list answers it (the domain's `recordListSchema`). */
export type RecordPage<T, S> = RecordList<T, S>;

/** A record the kit lists: an estate's (with its estate) or the platform's (none). */
type AnyRecord = { id: string; estateId?: string | undefined };

/**
 * One kind of record as the API serves it (see the records contract): its URL segment and the
 * schemas of a record and of a list page. The same hooks serve every kind. An estate record lives
 * at `/api/estates/:estateId/<kind>`; a platform record (a law firm, a user: issue 15) at its own
 * `base` (`/api/admin/law-firms`), with no estate.
 */
export type RecordResource<T extends AnyRecord, S, I> = {
  kind: string;
  /** A platform record's collection URL; absent for estate records. */
  base?: string;
  item: z.ZodType<T>;
  list: z.ZodType<RecordPage<T, S>>;
  /** Only for typing what is saved: the input schema's output. */
  input?: z.ZodType<unknown, I>;
  /**
   * A record with a file (a template, a legal form's copy): a new one is sent with its file in one
   * multipart request (`payload` JSON and `file`) when `sentWithNew`; an existing one's new file goes
   * to `<record>/<replacePath>` (multipart `file`) after its details are saved.
   */
  upload?: { sentWithNew: boolean; replacePath: string };
  /**
   * Where a record's version (its ETag, sent back as If-Match: decision 060) is: `version`, or
   * `editVersion` for a kind whose `version` counts something else (a template's files).
   */
  versionKey?: 'editVersion';
};

/** The version a record was read at, as its kind keeps it (decision 060). */
export function versionOf(resource: { versionKey?: 'editVersion' }, record: unknown): number | undefined {
  const value = (record as Record<string, unknown> | undefined)?.[resource.versionKey ?? 'version'];
  return typeof value === 'number' ? value : undefined;
}

const enc = encodeURIComponent;
/** An upload's answer, which the kind reads itself (`RecordKind.upload.onUploaded`). */
const anyAnswer = z.unknown();
const collection = (resource: { kind: string; base?: string }, estateId: string | undefined) =>
  resource.base ?? `/api/estates/${enc(estateId ?? '')}/${resource.kind}`;

/** The query string of a list: search, sort, order, page, page size and the non-empty filters. */
export function listSearch(query: ListQuery, pageSize: number, extra: Record<string, string> = {}) {
  const search = new URLSearchParams();
  const { filters, ...rest } = query;
  const all = { ...extra, ...rest, pageSize, ...filters };
  for (const [key, value] of Object.entries(all))
    if (value !== '' && value != null) search.set(key, String(value));
  return search.toString();
}

/**
 * A page of one kind's records: of one estate (`GET /api/estates/:estateId/<kind>`) or, without
 * `estateId`, of every estate I may see (`GET /api/<kind>`). The previous page of the same estate
 * stays on screen while the next loads (`previousPageOfSameList`).
 */
export function useRecordList<T extends AnyRecord, S, I>(
  resource: RecordResource<T, S, I>,
  estateId: string | undefined,
  query: ListQuery,
  { pageSize = 25, enabled = true }: { pageSize?: number; enabled?: boolean } = {},
) {
  const url =
    estateId || resource.base
      ? `${collection(resource, estateId)}?${listSearch(query, pageSize)}`
      : `/api/${resource.kind}?${listSearch(query, pageSize)}`;
  return useQuery({
    queryKey: recordKeys.list(resource.kind, estateId, { ...query, pageSize }),
    queryFn: ({ signal }) => api.get(url, resource.list, signal),
    placeholderData: previousPageOfSameList(resource.kind, estateId),
    enabled,
  });
}

/** One record (an edit page's prefill). */
export function useRecord<T extends AnyRecord, S, I>(
  resource: RecordResource<T, S, I>,
  estateId: string,
  id: string | undefined,
) {
  return useQuery({
    queryKey: recordKeys.one(resource.kind, estateId, id ?? ''),
    queryFn: ({ signal }) =>
      api.get(`${collection(resource, estateId)}/${enc(id ?? '')}`, resource.item, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

/**
 * Refetches the estate's record lists of every kind, the cross-estate lists (and the platform's,
 * under the same root) and the dashboards.
 */
function refetchAfterChange(queryClient: ReturnType<typeof useQueryClient>, estateId: string | undefined) {
  return refetchRoots(queryClient, [
    recordKeys.estate(estateId),
    recordKeys.estate(undefined),
    queryRoots.estates,
    queryRoots.dashboard,
  ]);
}

/** Adds (`POST`, no `id`) or replaces (`PUT` the whole record) one record (of an estate, if it has one). */
export function useSaveRecord<T extends AnyRecord, S, I>(resource: RecordResource<T, S, I>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      estateId,
      id,
      version,
      idempotencyKey,
      input,
    }: {
      estateId?: string | undefined;
      id?: string | undefined;
      /** The version the record was read at (decision 060): a stale one is refused with 412. */
      version?: number | undefined;
      /** A new record's key, one per form (decision 061): a retry never adds it twice. */
      idempotencyKey?: string | undefined;
      input: I;
    }) =>
      id
        ? api.put(`${collection(resource, estateId)}/${enc(id)}`, input, resource.item, { ifMatch: version })
        : api.post(collection(resource, estateId), input, resource.item, { idempotencyKey }),
    onSuccess: (_saved, { estateId }) => refetchAfterChange(queryClient, estateId),
    onError: (error, { estateId }) => {
      if (conflictOf(error)) void refetchAfterChange(queryClient, estateId);
    },
  });
}

/**
 * Saves a record with a file chosen on its form (see `RecordResource.upload`); answers what the
 * upload answered (a template's merge fields, say).
 */
export function useSaveRecordWithFile<T extends AnyRecord, S, I>(resource: RecordResource<T, S, I>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      estateId,
      id,
      version,
      idempotencyKey,
      input,
      uploadId,
    }: {
      estateId?: string | undefined;
      id?: string | undefined;
      version?: number | undefined;
      idempotencyKey?: string | undefined;
      input: I;
      /** The file, sent ahead (`POST /api/uploads`, decision 049). */
      uploadId: string;
    }): Promise<unknown> => {
      const base = collection(resource, estateId);
      const form = appendUploadIds(new FormData(), [uploadId]);
      if (!id && resource.upload?.sentWithNew) {
        form.set('payload', JSON.stringify(input));
        return api.postForm(base, form, anyAnswer, { idempotencyKey });
      }
      const saved = id
        ? await api.put(`${base}/${enc(id)}`, input, resource.item, { ifMatch: version })
        : await api.post(base, input, resource.item, { idempotencyKey });
      // The file under the same key: a retry after a lost answer is not kept as one more version.
      return api.postForm(
        `${base}/${enc(saved.id)}/${resource.upload?.replacePath ?? 'file'}`,
        form,
        anyAnswer,
        { idempotencyKey },
      );
    },
    onSuccess: (_saved, { estateId }) => refetchAfterChange(queryClient, estateId),
  });
}

/** Deletes one record (of an estate, if it has one). */
export function useDeleteRecord<T extends AnyRecord, S, I>(resource: RecordResource<T, S, I>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      estateId,
      id,
      version,
    }: {
      estateId?: string | undefined;
      id: string;
      version?: number;
    }) => api.delete(`${collection(resource, estateId)}/${enc(id)}`, undefined, { ifMatch: version }),
    onSuccess: (_none, { estateId }) => refetchAfterChange(queryClient, estateId),
    // Refused as stale (412): the list shows what the record is now.
    onError: (_error, { estateId }) => refetchAfterChange(queryClient, estateId),
  });
}
