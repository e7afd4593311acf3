import { adminInstitutionSchema, type AdminInstitution } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const adminInstitutionsQueryKey = ['admin', 'institutions'] as const;

const adminInstitutionListSchema = z.object({ items: z.array(adminInstitutionSchema) });

/** Every institution, retired ones included, with the contact details admins maintain. */
export async function getAdminInstitutions(signal?: AbortSignal): Promise<AdminInstitution[]> {
  const { items } = await api.get('/api/admin/institutions', adminInstitutionListSchema, signal);
  return items;
}

export function adminInstitutionsQueryOptions() {
  return queryOptions({
    queryKey: adminInstitutionsQueryKey,
    queryFn: ({ signal }) => getAdminInstitutions(signal),
  });
}

export function useAdminInstitutions() {
  return useQuery(adminInstitutionsQueryOptions());
}
