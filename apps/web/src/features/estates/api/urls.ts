import type { EstateRange } from '@estate/domain';

// The URLs of the estate answers a first screen reads, without their schemas: the app asks for
// them before the screen's code (and zod) has loaded (app/first-screen-answers.ts).

export const DASHBOARD_URL = '/api/dashboard';
export const RECENT_ESTATES_URL = '/api/estates/recent';

export type EstateListParams = {
  q?: string;
  status?: string;
  stage?: string;
  range?: EstateRange;
  page?: number;
  pageSize?: number;
};

/** My Estates' page size. */
export const MY_ESTATES_PAGE_SIZE = 12;

/** What My Estates asks for when it opens: no search or filter, page 1. */
export const MY_ESTATES_FIRST_PAGE: EstateListParams = {
  q: '',
  status: '',
  stage: '',
  range: 'all',
  page: 1,
  pageSize: MY_ESTATES_PAGE_SIZE,
};

/** `/api/estates` with the list's search, filters and page (empty and 'all' left out). */
export function estateListUrl(params: EstateListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== 'all') search.set(key, String(value));
  }
  const query = search.toString();
  return `/api/estates${query ? `?${query}` : ''}`;
}
