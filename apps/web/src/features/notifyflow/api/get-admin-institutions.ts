import { adminInstitutionListSchema, type AdminInstitutionListed } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminInstitutionsQueryKey } from './keys';

/** Every institution, retired ones included, with the contact details admins maintain and response times. */
export async function getAdminInstitutions(signal?: AbortSignal): Promise<AdminInstitutionListed[]> {
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
