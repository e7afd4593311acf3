import { notificationKindPreferencesSchema, type NotificationKindPreferences } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './get-my-profile';

export function getMyNotificationPreferences(signal?: AbortSignal): Promise<NotificationKindPreferences> {
  return api.get('/api/me/notification-preferences', notificationKindPreferencesSchema, signal);
}

export function useMyNotificationPreferences() {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.preferences,
      queryFn: ({ signal }) => getMyNotificationPreferences(signal),
    }),
  );
}

export function setMyNotificationPreferences(
  prefs: NotificationKindPreferences,
): Promise<NotificationKindPreferences> {
  return api.put('/api/me/notification-preferences', prefs, notificationKindPreferencesSchema);
}
