import { INSTITUTION_STATUSES } from '@estate/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/*
 * The back-office list is not in @estate/domain yet; this schema mirrors the agreed contract and
 * should move there (and be used by the API) when the endpoint lands.
 */
export const adminNotificationSchema = z.object({
  notificationId: z.string(),
  referenceCode: z.string(),
  deceasedName: z.string().nullable(),
  requesterName: z.string().nullable(),
  requesterEmail: z.string().nullable(),
  status: z.string(),
  dateSent: z.string().nullable(),
  institutions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(INSTITUTION_STATUSES).nullable(),
      sentDate: z.string().nullable(),
      responseReceived: z.boolean(),
      channel: z.enum(['email', 'letter']),
      responseMessage: z.string().nullable(),
    }),
  ),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;
export type AdminNotifiedInstitution = AdminNotification['institutions'][number];

const adminNotificationListSchema = z.object({ items: z.array(adminNotificationSchema), total: z.number() });
export type AdminNotificationList = z.infer<typeof adminNotificationListSchema>;

export const adminNotificationsQueryKey = ['admin', 'notifications'] as const;

export function getAdminNotifications(
  { q, page }: { q: string; page: number },
  signal?: AbortSignal,
): Promise<AdminNotificationList> {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  return api.get(`/api/admin/notifications?${params.toString()}`, adminNotificationListSchema, signal);
}

export function adminNotificationsQueryOptions(search: { q: string; page: number }) {
  return queryOptions({
    queryKey: [...adminNotificationsQueryKey, search],
    queryFn: ({ signal }) => getAdminNotifications(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminNotifications(search: { q: string; page: number }) {
  return useQuery(adminNotificationsQueryOptions(search));
}
