import { estatePeopleSchema } from '@estate/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recordKeys } from '@/lib/query-keys';

/** The people on an estate (its lawyers, executors, linked users): whom a conversation may include. */
export function useEstatePeople(estateId: string) {
  return useQuery({
    queryKey: [...recordKeys.estate(estateId), 'people'],
    queryFn: ({ signal }) =>
      api.get(`/api/estates/${encodeURIComponent(estateId)}/people`, estatePeopleSchema, signal),
    enabled: Boolean(estateId),
  });
}
