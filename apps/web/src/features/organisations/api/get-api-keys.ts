import { apiKeyListSchema, type ApiKey } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from './keys';

export type { ApiKey } from '@estate/domain';

export function getApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return api.get('/api/org/api-keys', apiKeyListSchema, signal).then((list) => list.items);
}

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: orgKeys.apiKeys(), queryFn: ({ signal }) => getApiKeys(signal) });
}

/** The organisation's API keys, revoked ones included (never a secret): its administrators only. */
export function useApiKeys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiKeysQueryOptions(), enabled });
}
