import { orgNotificationSchema, type OrgNotification } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from './keys';

export type { OrgAnswer, OrgNotification } from '@estate/domain';

export const orgNotificationUrl = (id: string) => `/api/org/v1/notifications/${encodeURIComponent(id)}`;

export function getOrgNotification(id: string, signal?: AbortSignal): Promise<OrgNotification> {
  return api.get(orgNotificationUrl(id), orgNotificationSchema, signal);
}

export function orgNotificationQueryOptions(id: string) {
  return queryOptions({
    queryKey: orgKeys.notification(id),
    queryFn: ({ signal }) => getOrgNotification(id, signal),
  });
}

/** One notification addressed to the organisation: details, documents, answers, the family's replies. */
export function useOrgNotification(id: string) {
  return useQuery(orgNotificationQueryOptions(id));
}
