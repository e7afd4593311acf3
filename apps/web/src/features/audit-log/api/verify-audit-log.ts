import { auditVerificationSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recordKeys } from '@/lib/query-keys';
import { auditEventsResource } from './get-audit-events';
import { auditVerificationQueryKey } from './keys';

/** Verify now: the server walks the chains and answers what it found (`POST …/verification`). */
export function verifyAuditLog(idempotencyKey: string) {
  return api.post('/api/admin/audit-log/verification', {}, auditVerificationSchema, { idempotencyKey });
}

/** The check is kept (the panel reads it again) and audited (so is the log). */
export function useVerifyAuditLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAuditLog,
    onSuccess: (verification) => {
      queryClient.setQueryData(auditVerificationQueryKey, (old: { everyHours: number } | undefined) => ({
        everyHours: old?.everyHours ?? 6,
        last: verification,
      }));
      void queryClient.invalidateQueries({ queryKey: auditVerificationQueryKey });
      void queryClient.invalidateQueries({
        queryKey: [...recordKeys.estate(undefined), auditEventsResource.kind],
      });
    },
  });
}
