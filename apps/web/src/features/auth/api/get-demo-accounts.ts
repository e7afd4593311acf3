import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * GET /api/demo-accounts. Not (yet) in @estate/domain, so the schema lives here; move it to the
 * domain package when the API adopts it.
 */
export const demoAccountsSchema = z.object({
  enabled: z.boolean(),
  accounts: z.array(z.object({ role: z.string(), email: z.string(), password: z.string() })),
});
export type DemoAccounts = z.infer<typeof demoAccountsSchema>;

export function getDemoAccounts(signal?: AbortSignal): Promise<DemoAccounts> {
  return api.get('/api/demo-accounts', demoAccountsSchema, signal);
}

export function demoAccountsQueryOptions() {
  return queryOptions({
    queryKey: ['demo-accounts'],
    queryFn: ({ signal }) => getDemoAccounts(signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useDemoAccounts() {
  return useQuery(demoAccountsQueryOptions());
}
