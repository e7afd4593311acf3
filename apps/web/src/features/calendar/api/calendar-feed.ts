import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '@estate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const feedKey = ['calendar-feed'] as const;

/** Whether my calendar feed is on (GET /api/calendar/feed). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => api.get('/api/calendar/feed', calendarFeedStatusSchema, signal),
  });
}

/** Turns the feed on or gives it a new URL; the answer holds the URL, shown this once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/calendar/feed', {}, calendarFeedCreatedSchema),
    onSuccess: (created) =>
      queryClient.setQueryData(feedKey, { enabled: created.enabled, createdAt: created.createdAt }),
  });
}

/** Turns the feed off: its URL stops working. */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/calendar/feed'),
    onSuccess: () => queryClient.setQueryData(feedKey, { enabled: false, createdAt: null }),
  });
}
