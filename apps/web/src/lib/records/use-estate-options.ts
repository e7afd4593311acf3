import { estateOptionsSchema } from '@estate/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * The estates I may see as choices ("Estate of …"), from `GET /api/estates/options`: for the
 * estate filter of a cross-estate list and the Estate field of its add form.
 */
export function useEstateOptions(enabled = true) {
  const query = useQuery({
    queryKey: [...queryRoots.estates, 'options'],
    queryFn: ({ signal }) => api.get('/api/estates/options', estateOptionsSchema, signal),
    enabled,
  });
  return (query.data?.items ?? []).map((e) => ({ value: e.estateId, label: `Estate of ${e.deceasedName}` }));
}
