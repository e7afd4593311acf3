import { firmSettingsDtoSchema, type FirmSettingsDto, type FirmSettingsInput } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './get-my-profile';

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

export function updateMyFirmSettings(input: FirmSettingsInput): Promise<FirmSettingsDto> {
  return api.patch('/api/me/firm', input, firmSettingsDtoSchema);
}
