import {
  organisationMemberListSchema,
  organisationMemberSchema,
  type OrganisationMember,
} from '@estate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminInstitutionsQueryKey } from './keys';

const membersKey = (institutionId: string) =>
  [...adminInstitutionsQueryKey, institutionId, 'members'] as const;
const base = (institutionId: string) =>
  `/api/admin/institutions/${encodeURIComponent(institutionId)}/members`;

/** Back office (issue 44): the people of an organisation, by email. */
export function useOrganisationMembers(institutionId: string) {
  return useQuery({
    queryKey: membersKey(institutionId),
    queryFn: ({ signal }): Promise<OrganisationMember[]> =>
      api.get(base(institutionId), organisationMemberListSchema, signal).then((r) => r.items),
  });
}

/** Adds a person by email (they are emailed how to sign in), or removes one. */
export function useChangeOrganisationMembers(institutionId: string) {
  const queryClient = useQueryClient();
  const settled = () => void queryClient.invalidateQueries({ queryKey: membersKey(institutionId) });
  return {
    add: useMutation({
      mutationFn: (input: { email: string; name?: string; role: 'admin' | 'member' }) =>
        api.post(base(institutionId), input, organisationMemberSchema),
      onSettled: settled,
    }),
    remove: useMutation({
      mutationFn: (memberId: string) => api.delete(`${base(institutionId)}/${encodeURIComponent(memberId)}`),
      onSettled: settled,
    }),
  };
}
