import { useQuery } from '@tanstack/react-query';
import { outboxListSchema } from '@estate/domain';
import { api } from '@/lib/api-client';

/** The admin Outbox page's emails (the newest 100) and whether a mail server is set up. */
export function useOutbox() {
  return useQuery({
    queryKey: ['admin', 'outbox'],
    queryFn: ({ signal }) => api.get('/api/admin/outbox?limit=100', outboxListSchema, signal),
  });
}
