import { firmSettingsDtoSchema, type FirmSettingsDto, type FirmSettingsInput } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** The signed-in lawyer's firm (only asked for when the profile names one). */
export function useMyFirmSettings(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.firm,
      queryFn: ({ signal }) => api.get('/api/me/firm', firmSettingsDtoSchema, signal),
      enabled,
    }),
  );
}

/** Saves the firm's settings against the version they were read at (decision 060). */
export function updateMyFirmSettings(input: FirmSettingsInput, version: number): Promise<FirmSettingsDto> {
  return api.patch('/api/me/firm', input, firmSettingsDtoSchema, { ifMatch: version });
}
