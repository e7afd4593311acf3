import { estateNotificationsSchema, type EstateNotification } from '@estate/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * How often the estate page asks again as a safety net: organisations' answers arrive live
 * (decision 062), so this only covers a stream that could not stay open.
 */
const REFRESH_MS = 5 * 60_000;

/** The estate's NotifyFlow notifications with each organisation's progress, kept fresh while shown. */
export function useEstateNotifications(estateId: string, enabled = true) {
  return useQuery({
    queryKey: ['estates', estateId, 'notifications'],
    queryFn: ({ signal }): Promise<EstateNotification[]> =>
      api
        .get(`/api/estates/${encodeURIComponent(estateId)}/notifications`, estateNotificationsSchema, signal)
        .then((r) => r.items),
    enabled,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
