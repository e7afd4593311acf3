import { profileDtoSchema, type ProfileDto } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

export function getMyProfile(signal?: AbortSignal): Promise<ProfileDto> {
  return api.get('/api/me/profile', profileDtoSchema, signal);
}

export function myProfileQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.profile, queryFn: ({ signal }) => getMyProfile(signal) });
}

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
