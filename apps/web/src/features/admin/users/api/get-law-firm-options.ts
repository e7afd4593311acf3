import { lawFirmListSchema } from '@estate/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const getLawFirmOptions = (signal?: AbortSignal) =>
  api
    .get('/api/admin/law-firms?pageSize=100&sort=name', lawFirmListSchema, signal)
    .then((page) => page.items.map((f) => ({ value: f.id, label: f.name })));

/** The law firms a lawyer may belong to (the user form's Firm choice). */
export function useLawFirmOptions() {
  return useQuery({
    // Under the records root: a firm added or renamed is refetched.
    queryKey: [...queryRoots.records, 'admin-law-firm-options'],
    queryFn: ({ signal }) => getLawFirmOptions(signal),
  });
}
