/**
 * Whether the last person this browser saw signed in could use the dashboard (issue 42 item 16).
 * The first screen's GETs are asked for before /api/me answers (app/first-screen-answers.ts,
 * decision 051); asked for a NotifyFlow account or a signed-out visitor they are refused (403, 401),
 * and the browser logs each refusal as a console error. So they are asked for early only when the
 * last answer of /api/me was someone with the dashboard; otherwise the screen asks once it knows.
 * A hint only: the guard and the API decide.
 */
const KEY = 'estate.dashboard-hint';

export function rememberDashboardHint(usesDashboard: boolean): void {
  try {
    if (usesDashboard) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage off (a private window's quota, a policy): no early answers, nothing else changes.
  }
}

export function dashboardHinted(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
