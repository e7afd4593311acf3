import { institutionAuditSchema, type InstitutionAudit } from '@estate/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminNotificationsQueryKey } from './keys';

/** One notified organisation's trail, newest first; refreshed with the notifications list. */
export function useInstitutionAudit(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...adminNotificationsQueryKey, 'audit', id],
    queryFn: ({ signal }): Promise<InstitutionAudit> =>
      api.get(
        `/api/admin/institutions-notified/${encodeURIComponent(id)}/audit`,
        institutionAuditSchema,
        signal,
      ),
    enabled,
  });
}
