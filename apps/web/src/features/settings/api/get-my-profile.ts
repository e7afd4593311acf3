import { profileDtoSchema, type ProfileDto } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Everything on the Settings and Profile pages sits under this key (dropped at sign-out). */
export const settingsKeys = {
  root: ['settings'] as const,
  profile: ['settings', 'profile'] as const,
  preferences: ['settings', 'notification-preferences'] as const,
  sessions: ['settings', 'sessions'] as const,
  firm: ['settings', 'firm'] as const,
};

export function getMyProfile(signal?: AbortSignal): Promise<ProfileDto> {
  return api.get('/api/me/profile', profileDtoSchema, signal);
}

export function myProfileQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.profile, queryFn: ({ signal }) => getMyProfile(signal) });
}

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
