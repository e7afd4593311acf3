import {
  adminInstitutionSchema,
  type adminInstitutionInputSchema,
  type AdminInstitution,
} from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminInstitutionsQueryKey } from './keys';
import { institutionsQueryKey } from './get-institutions';

export type AdminInstitutionInput = z.input<typeof adminInstitutionInputSchema>;

export function createAdminInstitution(input: AdminInstitutionInput): Promise<AdminInstitution> {
  return api.post('/api/admin/institutions', input, adminInstitutionSchema);
}

export function useCreateAdminInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminInstitution,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminInstitutionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: institutionsQueryKey }),
      ]);
    },
  });
}
