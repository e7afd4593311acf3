import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RecordListQuery } from '@estate/domain';
import { containsPattern } from '../../lib/search.js';

/** One key of a list's order: a column, or SQL over the row (a priority's rank). */
export type SortKey = PgColumn | SQL;

/** What a list declares about its query: the columns it searches, its filters and its sorts. */
export interface ListedKind {
  search: (PgColumn | SQL)[];
  filters: Partial<Record<string, PgColumn | ((value: string) => SQL)>>;
  /**
   * The orders the list accepts: one key, or several read in turn (a milestone's due date, then when
   * it was added). Each key sorts as PostgreSQL does: ascending with empty values last, descending
   * with them first.
   */
  sorts: Record<string, SortKey | readonly SortKey[]>;
  defaultSort: { key: string; order: 'asc' | 'desc' };
}

/** The parts of a list's query: its conditions and its order (`listQueryParts`). */
export interface ListQueryParts {
  filtered: SQL;
  scoped: SQL;
  matching: SQL;
  narrowedBy: string[];
  orderBy: SQL[];
  /** The order's name and direction, and its keys before the id (for keyset paging). */
  sort: { key: string; order: 'asc' | 'desc'; keys: readonly SortKey[] };
}

/**
 * The parts of a list query every record list shares (estate records and platform records): the
 * search (contains, case-insensitive, over the kind's columns) and filters added to the scope, and
 * the order (the kind's sort, then the id so pages never overlap). `filtered` is the scope with the
 * search and filters, `scoped` the scope alone, `matching` the search and filters alone (`true`
 * without any): within `scoped` rows, it picks the listed ones.
 */
export function listQueryParts(
  kind: ListedKind,
  query: RecordListQuery & Record<string, unknown>,
  scope: SQL[],
  id: PgColumn,
): ListQueryParts {
  const conditions: SQL[] = [];
  const narrowedBy: string[] = [];
  if (query.q && kind.search.length) {
    narrowedBy.push('q');
    const pattern = containsPattern(query.q);
    conditions.push(or(...kind.search.map((column) => ilike(column, pattern)))!);
  }
  for (const [key, filter] of Object.entries(kind.filters)) {
    // A filter's value is one of the choices the list query parsed from the query string: text.
    const value = query[key];
    if (value === undefined || value === null || value === '' || !filter) continue;
    narrowedBy.push(key);
    conditions.push(typeof filter === 'function' ? filter(value as string) : eq(filter, value));
  }
  const sortKey = query.sort && query.sort in kind.sorts ? query.sort : kind.defaultSort.key;
  const order = query.order ?? (query.sort ? 'asc' : kind.defaultSort.order);
  const direction = order === 'desc' ? desc : asc;
  const sorted = kind.sorts[sortKey]!;
  const keys: readonly SortKey[] = Array.isArray(sorted) ? sorted : [sorted as SortKey];
  return {
    filtered: and(...scope, ...conditions) ?? sql`true`,
    scoped: and(...scope) ?? sql`true`,
    matching: and(...conditions) ?? sql`true`,
    narrowedBy,
    // Ties broken by id in the same direction, so one (column, id) index serves the sort both ways
    // as a walk that stops at the page (issue 43: assets by value, page 1000, sorted all 500,000).
    orderBy: [...keys.map((key) => direction(key)), direction(id)],
    sort: { key: sortKey, order, keys },
  };
}
