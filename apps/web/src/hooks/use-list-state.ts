import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

export type SortOrder = 'asc' | 'desc';

/** What a server list is asked for: search, sort, page and the kind's own filters. */
export type ListQuery = {
  q: string;
  sort: string;
  order: SortOrder;
  page: number;
  filters: Record<string, string>;
  /** The page after (or before) the one a cursor came from (keyset paging, decision 087). */
  after?: string;
  before?: string;
};

/** What a list paged by cursor answers about its neighbours (decision 087). */
export type Neighbours = { nextCursor: string | null; prevCursor: string | null };

/**
 * The search, filters, sort, order and page of a server list, kept in the URL's search params so
 * back/forward and reload keep them. The search box's text is local while typing and reaches the
 * URL (and so the API) once it has rested for 300 ms. Changing the search or a filter goes back
 * to page 1. `prefix` separates two lists on one page (`a.q`, `l.q`); `filters` names the filter
 * params the list reads.
 */
export function useListState({
  defaultSort,
  defaultOrder = 'asc',
  filters: filterNames = [],
  prefix = '',
}: {
  defaultSort: string;
  defaultOrder?: SortOrder;
  filters?: readonly string[];
  prefix?: string;
}) {
  const [params, setParams] = useSearchParams();
  const key = (name: string) => `${prefix}${name}`;
  const urlQ = params.get(key('q')) ?? '';

  /** Writes some params (empty removes them), keeping every other param of the page. */
  const update = (changes: Record<string, string | number | null>, options?: { replace?: boolean }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key(name));
          else next.set(key(name), String(value));
        }
        return next;
      },
      { replace: options?.replace ?? false, preventScrollReset: true },
    );

  /** Back to page 1: a cursor of the old search, filters or order means nothing for the new ones. */
  const firstPage = { page: null, after: null, before: null };

  const [search, setSearch] = useState(urlQ);
  const debounced = useDebouncedValue(search.trim(), 300);
  // Typing: the rested text goes to the URL (replacing the entry: one per word typed is noise).
  useEffect(() => {
    if (debounced !== urlQ) update({ q: debounced, ...firstPage }, { replace: true });
    // Only a change of the rested text writes; the URL's own changes are read below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // Back/forward: the box shows the URL's search again.
  useEffect(() => {
    if (urlQ !== search.trim()) setSearch(urlQ);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlQ]);

  const order = params.get(key('order'));
  const page = Number(params.get(key('page')) ?? '1');
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(key(name)) ?? '']));
  const after = params.get(key('after'));
  const before = params.get(key('before'));
  const query: ListQuery = {
    q: urlQ,
    sort: params.get(key('sort')) ?? defaultSort,
    order: order === 'asc' || order === 'desc' ? order : defaultOrder,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filters,
    ...(after ? { after } : before ? { before } : {}),
  };

  return {
    /** The search box's text (as typed). */
    search,
    setSearch,
    query,
    /** Anything searched or filtered (for the empty state's hint). */
    isFiltered: Boolean(query.q || Object.values(filters).some(Boolean)),
    setFilter: (name: string, value: string) => update({ [name]: value, ...firstPage }),
    setSort: (sort: string, order: SortOrder) => update({ sort, order, ...firstPage }),
    /**
     * Goes to a page. Given the answer on screen (`shown`) of a list paged by cursor, Next and
     * Previous ask for the rows after its last or before its first (decision 087): a deep page costs
     * what the first does, and a record added or deleted on an earlier page does not shift this one.
     * Any other page is read by its number.
     */
    setPage: (next: number, shown?: Neighbours) => {
      if (next > 1 && next === query.page + 1 && shown?.nextCursor)
        update({ page: next, after: shown.nextCursor, before: null });
      else if (next > 1 && next === query.page - 1 && shown?.prevCursor)
        update({ page: next, before: shown.prevCursor, after: null });
      else update({ page: next === 1 ? null : next, after: null, before: null });
    },
  };
}

export type ListState = ReturnType<typeof useListState>;
