// Loaded by `me-query.ts` only when someone is signed in: the schema (and the zod library under
// it) stays out of what a signed-out visitor of the public site downloads.
export { meResponseSchema } from '@estate/domain';
import { can, type MeResponse } from '@estate/domain';

/** Whether this signed-in person has the dashboard (for the early-answers hint, `dashboard-hint.ts`). */
export const usesDashboard = (me: NonNullable<MeResponse>) => can(me.user.role, 'dashboard:use');
