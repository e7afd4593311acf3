import { auditVerificationStatusSchema } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditVerificationQueryKey } from './keys';

/** The newest tamper check of the audit trail (admins only: `GET /api/admin/audit-log/verification`). */
export function getAuditVerification(signal?: AbortSignal) {
  return api.get('/api/admin/audit-log/verification', auditVerificationStatusSchema, signal);
}

export const auditVerificationQueryOptions = () =>
  queryOptions({
    queryKey: auditVerificationQueryKey,
    queryFn: ({ signal }) => getAuditVerification(signal),
  });

export function useAuditVerification() {
  return useQuery(auditVerificationQueryOptions());
}
