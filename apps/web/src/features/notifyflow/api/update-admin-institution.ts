import { adminInstitutionSchema, type AdminInstitution } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, conflictOf } from '@/lib/api-client';
import type { AdminInstitutionInput } from './create-admin-institution';
import { adminInstitutionsQueryKey, lettersQueryKey } from './keys';
import { institutionsQueryKey } from './get-institutions';

/** A change to an institution, made against the version it was read at (decision 060). */
export type UpdateAdminInstitutionInput = {
  id: string;
  version: number;
  changes: Partial<AdminInstitutionInput>;
};

export function updateAdminInstitution({
  id,
  version,
  changes,
}: UpdateAdminInstitutionInput): Promise<AdminInstitution> {
  return api.patch(`/api/admin/institutions/${encodeURIComponent(id)}`, changes, adminInstitutionSchema, {
    ifMatch: version,
  });
}

/** Edit, retire or restore an institution. */
export function useUpdateAdminInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminInstitution,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminInstitutionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: institutionsQueryKey }),
        // A directory address lets the organisation's waiting letters print (issue 42).
        queryClient.invalidateQueries({ queryKey: lettersQueryKey }),
      ]);
    },
    // Refused as stale (412): the directory is read again, so the next save is made against it.
    onError: (error) => {
      if (conflictOf(error)) void queryClient.invalidateQueries({ queryKey: adminInstitutionsQueryKey });
    },
  });
}
