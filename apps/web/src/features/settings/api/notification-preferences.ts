import {
  notificationPreferencesDtoSchema,
  type NotificationKindPreferences,
  type NotificationPreferencesDto,
} from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** The switches, with the version of the account they are stored on (the profile's too). */
export function getMyNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferencesDto> {
  return api.get('/api/me/notification-preferences', notificationPreferencesDtoSchema, signal);
}

export function useMyNotificationPreferences() {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.preferences,
      queryFn: ({ signal }) => getMyNotificationPreferences(signal),
    }),
  );
}

/** Sets the switches against the version of the account they were read at (decision 060). */
export function setMyNotificationPreferences(
  prefs: NotificationKindPreferences,
  version: number,
): Promise<NotificationPreferencesDto> {
  return api.put('/api/me/notification-preferences', prefs, notificationPreferencesDtoSchema, {
    ifMatch: version,
  });
}
