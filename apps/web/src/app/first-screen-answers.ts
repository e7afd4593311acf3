import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import {
  DASHBOARD_URL,
  estateListUrl,
  MY_ESTATES_FIRST_PAGE,
  RECENT_ESTATES_URL,
} from '@/features/estates/api/urls';
import { MESSAGE_SUMMARY_URL } from '@/features/messages/api/urls';
import { NOTIFICATIONS_URL } from '@/features/notifications/api/urls';
import { api } from '@/lib/api-client';
import { dashboardHinted } from '@/lib/auth/dashboard-hint';

/**
 * The GETs the first screen of an address makes as soon as it is drawn, by the route pattern they
 * belong to. `askForFirstScreenAnswers` starts them with /api/me, before the screen's code has
 * loaded (lib/early-answers.ts, decision 051). Only screens people open first are listed: the
 * dashboard's top bar, its home and My Estates. A URL here that no screen asks for any more costs
 * one unread request and nothing else. Asked only when this browser last saw someone with the
 * dashboard signed in (`lib/auth/dashboard-hint.ts`).
 */
const FIRST_SCREEN_GETS: { pattern: string; urls: () => string[] }[] = [
  // The top bar's messages and notifications menus, on every dashboard page.
  { pattern: `${paths.dashboard.root.path}/*`, urls: () => [MESSAGE_SUMMARY_URL, NOTIFICATIONS_URL] },
  { pattern: paths.dashboard.root.path, urls: () => [DASHBOARD_URL, RECENT_ESTATES_URL] },
  { pattern: paths.dashboard.estates.path, urls: () => [estateListUrl(MY_ESTATES_FIRST_PAGE)] },
];

/** Ask for what the screen at the browser's address will read first (signed in or not: see above). */
export function askForFirstScreenAnswers(): void {
  // Only for someone last seen with the dashboard: a NotifyFlow account or a signed-out visitor
  // would be refused each one (a console error apiece) before the guard sends them on.
  if (!dashboardHinted()) return;
  const { pathname } = window.location;
  const urls = FIRST_SCREEN_GETS.filter(({ pattern }) => matchPath(pattern, pathname)).flatMap(
    ({ urls: of }) => of(),
  );
  if (urls.length > 0) api.getEarly(urls);
}
