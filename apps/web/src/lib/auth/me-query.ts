import type { Me } from '@estate/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { askEarly, takeEarlyAnswer } from '@/lib/early-answers';
import { rememberDashboardHint } from './dashboard-hint';

export const meQueryKey = ['me'] as const;

const ME_URL = '/api/me';
const onDashboard = () => window.location.pathname.startsWith('/dashboard');
const loadMeSchema = () => import('./me-schema');

/**
 * Ask for /api/me now, before the screen's code has loaded (main.tsx): the first getMe() takes this
 * answer (lib/early-answers.ts, fresh for 30 s on the same address), so the dashboard's guard does
 * not wait for the code and then for the server in turn.
 */
export function askForMeEarly(): void {
  askEarly([ME_URL], (url) => api.getUnparsed(url));
  // On a dashboard page the answer is almost always a signed-in person's, checked with its schema:
  // load that too now, not when the first render asks for /api/me.
  if (onDashboard()) loadMeSchema().catch(() => undefined);
}

/** The signed-in person, or `null` when signed out (the API answers 200 with `null`). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  const pending = takeEarlyAnswer(ME_URL);
  // On a dashboard page the visitor is almost always signed in, and the page loads zod anyway:
  // fetch the schema alongside the answer rather than after it.
  const schema = onDashboard() ? loadMeSchema() : null;
  schema?.catch(() => undefined);
  const body = await (pending ?? api.getUnparsed(ME_URL, signal));
  // Signed out: nothing to check. Only a signed-in answer needs its schema, loaded on demand.
  if (body === null) {
    rememberDashboardHint(false);
    return null;
  }
  const { meResponseSchema, usesDashboard } = await (schema ?? loadMeSchema());
  const me = meResponseSchema.parse(body);
  rememberDashboardHint(me !== null && usesDashboard(me));
  return me;
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 0,
    // The server extends the session cookie when /api/me is read near expiry, so coming back to
    // the tab both refreshes the session and notices one that ended elsewhere.
    refetchOnWindowFocus: 'always',
  });
}
