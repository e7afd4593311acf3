import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recordKeys } from '@/lib/query-keys';
import { calendarCheck } from './checks';

/**
 * The calendar's query key: under the cross-estate records root, so adding, changing or deleting an
 * event (a platform record) or any estate record refetches it.
 */
export const calendarKey = (from: string, to: string) =>
  [...recordKeys.estate(undefined), 'calendar', from, to] as const;

export const getCalendar = (from: string, to: string, signal?: AbortSignal) =>
  api.get(`/api/calendar?from=${from}&to=${to}`, calendarCheck, signal);

/** Everything dated I may see from `from` to `to` (GET /api/calendar); the last range stays while the next loads. */
export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: calendarKey(from, to),
    queryFn: ({ signal }) => getCalendar(from, to, signal),
    placeholderData: keepPreviousData,
  });
}
