import { useState } from 'react';

/** What a keyset-paged list answers about its neighbours (decision 083). */
type Neighbours = { nextCursor: string | null; prevCursor: string | null };

/**
 * The page of a list the server pages by cursor (keyset paging, decision 083): the screen counts
 * pages for people; Next and Previous ask for the rows after the last one shown, or before the
 * first, so a deep page costs what the first does and an upload on an earlier page does not shift
 * the one being read. `goTo(page, shown)` takes the answer on screen; without one it reads by page
 * number, as does page 1 (always the newest rows).
 */
export function useKeysetPage() {
  const [at, setAt] = useState<{ page: number; after?: string; before?: string }>({ page: 1 });
  const resettingPage =
    <T>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setAt({ page: 1 });
    };
  const goTo = (page: number, shown: Neighbours | undefined) => {
    if (page <= 1) setAt({ page: 1 });
    else if (page === at.page + 1 && shown?.nextCursor) setAt({ page, after: shown.nextCursor });
    else if (page === at.page - 1 && shown?.prevCursor) setAt({ page, before: shown.prevCursor });
    else setAt({ page });
  };
  const cursor = at.after ? { after: at.after } : at.before ? { before: at.before } : {};
  return { page: at.page, cursor, goTo, resettingPage };
}

/**
 * The page of a server-paged list read by page number, and `resettingPage`: wraps a filter's setter
 * so that changing the filter goes back to page 1 (page 7 of the old results means nothing for the
 * new ones). The keyset page without cursors.
 */
export function usePage() {
  const { page, goTo, resettingPage } = useKeysetPage();
  return { page, setPage: (next: number) => goTo(next, undefined), resettingPage };
}
