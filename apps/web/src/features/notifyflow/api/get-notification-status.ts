import { notificationStatusSchema, type NotificationStatus } from '@estate/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';

const enc = encodeURIComponent;

export const notificationStatusQueryKey = (referenceCode: string) =>
  ['notifyflow', 'status', referenceCode] as const;

export function getNotificationStatus(
  referenceCode: string,
  signal?: AbortSignal,
): Promise<NotificationStatus> {
  return api.get(`/api/notifications/status/${enc(referenceCode)}`, notificationStatusSchema, signal);
}

export function notificationStatusQueryOptions(referenceCode: string) {
  return queryOptions({
    queryKey: notificationStatusQueryKey(referenceCode),
    queryFn: ({ signal }) => getNotificationStatus(referenceCode, signal),
    enabled: referenceCode.length > 0,
    staleTime: 0,
  });
}

/**
 * The status of one notification, kept live while the page is open: the server sends the whole
 * status on connect and again whenever an institution's row changes, and each message replaces
 * the cached answer. EventSource reconnects by itself after a dropped connection.
 */
export function useNotificationStatus(referenceCode: string, { isLive = true }: { isLive?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery(notificationStatusQueryOptions(referenceCode));
  const isFound = query.isSuccess;

  useEffect(() => {
    if (!isLive || !referenceCode || !isFound || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/notifications/status/${enc(referenceCode)}/events`);
    source.onmessage = (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = notificationStatusSchema.safeParse(data);
      if (parsed.success) queryClient.setQueryData(notificationStatusQueryKey(referenceCode), parsed.data);
    };
    return () => source.close();
  }, [isLive, referenceCode, isFound, queryClient]);

  return query;
}
