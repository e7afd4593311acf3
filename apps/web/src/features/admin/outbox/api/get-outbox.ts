import { useQuery } from '@tanstack/react-query';
import { outboxListSchema } from '@estate/domain';
import { api } from '@/lib/api-client';
import { outboxQueryKey } from './keys';

/** The admin Outbox page's emails (the newest 100) and whether a mail server is set up. */
export function useOutbox() {
  return useQuery({
    queryKey: outboxQueryKey,
    queryFn: ({ signal }) => api.get('/api/admin/outbox?limit=100', outboxListSchema, signal),
  });
}
