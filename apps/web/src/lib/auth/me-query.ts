import { can, type Me } from '@estate/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { askEarly, takeEarlyAnswer } from '@/lib/early-answers';
import { rememberDashboardHint } from './dashboard-hint';
import { meResponseCheck } from './me-check';

export const meQueryKey = ['me'] as const;

const ME_URL = '/api/me';

/**
 * Ask for /api/me now, before the screen's code has loaded (main.tsx): the first getMe() takes this
 * answer (lib/early-answers.ts, fresh for 30 s on the same address), so the dashboard's guard does
 * not wait for the code and then for the server in turn.
 */
export function askForMeEarly(): void {
  askEarly([ME_URL], (url) => api.getUnparsed(url));
}

/** The signed-in person, or `null` when signed out (the API answers 200 with `null`). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  const pending = takeEarlyAnswer(ME_URL);
  const body = await (pending ?? api.getUnparsed(ME_URL, signal));
  // Checked without zod (lib/answer-check.ts), so neither a signed-out visitor nor the dashboard's
  // first screen downloads it for this answer.
  const me = meResponseCheck.parse(body);
  rememberDashboardHint(me !== null && can(me.user.role, 'dashboard:use'));
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
