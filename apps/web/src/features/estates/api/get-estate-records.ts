import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { beneficiarySchema, estateAssetSchema, liabilitySchema } from './schemas';

const RECORDS = {
  beneficiaries: beneficiarySchema,
  assets: estateAssetSchema,
  liabilities: liabilitySchema,
} as const;
export type EstateRecordKind = keyof typeof RECORDS;
type RecordOf<K extends EstateRecordKind> = z.infer<(typeof RECORDS)[K]>;

/** GET /api/estates/{id}/{beneficiaries|assets|liabilities}: one estate's rows of that kind. */
export async function getEstateRecords<K extends EstateRecordKind>(
  id: string,
  kind: K,
  signal?: AbortSignal,
): Promise<RecordOf<K>[]> {
  const schema = z.object({ items: z.array(RECORDS[kind]) }) as unknown as z.ZodType<{
    items: RecordOf<K>[];
  }>;
  return (await api.get(`/api/estates/${encodeURIComponent(id)}/${kind}`, schema, signal)).items;
}

export function estateRecordsQueryOptions<K extends EstateRecordKind>(id: string, kind: K) {
  return queryOptions({
    queryKey: [...queryRoots.estates, 'detail', id, kind],
    queryFn: ({ signal }) => getEstateRecords(id, kind, signal),
  });
}

export function useEstateRecords<K extends EstateRecordKind>(id: string, kind: K) {
  return useQuery(estateRecordsQueryOptions(id, kind));
}
