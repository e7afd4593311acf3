import { adminInstitutionSchema, type AdminInstitution } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminInstitutionInput } from './create-admin-institution';
import { adminInstitutionsQueryKey } from './get-admin-institutions';
import { institutionsQueryKey } from './get-institutions';

export type UpdateAdminInstitutionInput = { id: string; changes: Partial<AdminInstitutionInput> };

export function updateAdminInstitution({
  id,
  changes,
}: UpdateAdminInstitutionInput): Promise<AdminInstitution> {
  return api.patch(`/api/admin/institutions/${encodeURIComponent(id)}`, changes, adminInstitutionSchema);
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
      ]);
    },
  });
}
