import { useState } from 'react';

/**
 * The page of a server-paged list, and `resettingPage`: wraps a filter's setter so that changing
 * the filter goes back to page 1 (page 7 of the old results means nothing for the new ones).
 */
export function usePage() {
  const [page, setPage] = useState(1);
  const resettingPage =
    <T>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };
  return { page, setPage, resettingPage };
}
