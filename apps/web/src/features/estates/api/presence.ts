import { estatePresenceSchema, PRESENCE_HEARTBEAT_MS, type EstatePresence } from '@estate/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';

/** The presence of an estate: under the estate's own key, so a live `presence` change refetches it. */
export const presenceKey = (estateId: string) => ['estates', estateId, 'presence'] as const;

const urlOf = (estateId: string) => `/api/estates/${encodeURIComponent(estateId)}/presence`;

/**
 * While the estate's page is open (and the tab visible), says so every 20 seconds, and that it has
 * left when the page closes; answers who else has it open now (decision 062). For those who run the
 * estate only (`enabled`): a beneficiary neither announces nor sees.
 */
export function useEstatePresence(estateId: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const url = urlOf(estateId);
    const announce = () => {
      if (document.visibilityState === 'visible') void api.put(url, {}).catch(() => {});
    };
    announce();
    const timer = setInterval(announce, PRESENCE_HEARTBEAT_MS);
    document.addEventListener('visibilitychange', announce);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', announce);
      // Sent even as the page unloads.
      void fetch(url, { method: 'DELETE', credentials: 'include', keepalive: true }).catch(() => {});
    };
  }, [estateId, enabled]);
  return useQuery<EstatePresence>({
    queryKey: presenceKey(estateId),
    queryFn: ({ signal }) => api.get(urlOf(estateId), estatePresenceSchema, signal),
    enabled,
    // Marks expire after 45 s: ask again now and then, besides the live changes.
    refetchInterval: PRESENCE_HEARTBEAT_MS,
  });
}
