import { orgNotificationListSchema, type InstitutionStatus, type OrgNotificationList } from '@estate/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from './keys';

export type { OrgNotificationSummary } from '@estate/domain';

/** How many notifications a page of the inbox holds. */
export const ORG_INBOX_PAGE_SIZE = 25;

export function getOrgNotifications(
  { status, after }: { status: InstitutionStatus | null; after: string | null },
  signal?: AbortSignal,
): Promise<OrgNotificationList> {
  const params = new URLSearchParams({ limit: String(ORG_INBOX_PAGE_SIZE) });
  if (status) params.set('status', status);
  if (after) params.set('after', after);
  return api.get(`/api/org/v1/notifications?${params.toString()}`, orgNotificationListSchema, signal);
}

export function orgNotificationsQueryOptions(status: InstitutionStatus | null) {
  return infiniteQueryOptions({
    queryKey: orgKeys.list(status),
    queryFn: ({ pageParam, signal }) => getOrgNotifications({ status, after: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The notifications addressed to the organisation, newest first, a page at a time by cursor. */
export function useOrgNotifications(status: InstitutionStatus | null) {
  return useInfiniteQuery(orgNotificationsQueryOptions(status));
}
