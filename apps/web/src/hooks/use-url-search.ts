import { useSearchParams } from 'react-router';

/**
 * A client-side search box's text kept in the address (`?q=`), so back and reload keep it; each
 * keystroke replaces the history entry rather than adding one. Server lists use `useListState`.
 */
export function useUrlSearch(): [query: string, setQuery: (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const setQuery = (value: string) =>
    setParams(
      (p) => {
        if (value) p.set('q', value);
        else p.delete('q');
        return p;
      },
      { replace: true },
    );
  return [params.get('q') ?? '', setQuery];
}
