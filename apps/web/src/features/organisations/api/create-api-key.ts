import { apiKeyCreatedSchema, type ApiKeyCreated, type OrgKeyScope } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from './keys';

export type ApiKeyInput = { name: string; scopes: OrgKeyScope[] };

export function createApiKey(input: ApiKeyInput, idempotencyKey: string): Promise<ApiKeyCreated> {
  return api.post('/api/org/api-keys', input, apiKeyCreatedSchema, { idempotencyKey });
}

/** A new key: its secret is in this answer only. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: ApiKeyInput; idempotencyKey: string }) =>
      createApiKey(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.apiKeys() }),
  });
}
