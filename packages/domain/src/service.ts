import { z } from 'zod';
import { ROLES } from './roles.js';

/*
 * The service's own answers: its health, and the demo sign-in list (decision 013: every route
 * declares its answer from the domain).
 */

/** GET /api/health: 200 `ok` once the database answers, 503 `unavailable` otherwise. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['postgres', 'pglite']).describe('Which database this server runs on'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/demo-accounts: the demo sign-in list, empty unless the demo data set is on. */
export const demoAccountsResponseSchema = z.object({
  enabled: z.boolean(),
  accounts: z.array(
    z.object({ role: z.enum(ROLES), email: z.string(), password: z.string(), name: z.string() }),
  ),
});
export type DemoAccountsResponse = z.infer<typeof demoAccountsResponseSchema>;
