import { invitationListSchema, type InvitationRole, type InvitationStatus } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type InvitationQuery = { estateId?: string; role?: InvitationRole; status?: InvitationStatus };

export const invitationKeys = {
  all: ['invitations'] as const,
  list: (query: InvitationQuery) => ['invitations', 'list', query] as const,
  byToken: (token: string) => ['invitations', 'by-token', token] as const,
};

export function getInvitations(query: InvitationQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return api.get(`/api/invitations${search ? `?${search}` : ''}`, invitationListSchema, signal);
}

export function invitationsQueryOptions(query: InvitationQuery) {
  return queryOptions({
    queryKey: invitationKeys.list(query),
    queryFn: ({ signal }) => getInvitations(query, signal),
  });
}

/** The invitations of the estates I run (or of one), by role and status. */
export function useInvitations(query: InvitationQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...invitationsQueryOptions(query), enabled });
}
