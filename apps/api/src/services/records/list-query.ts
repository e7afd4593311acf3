import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RecordListQuery } from '@estate/domain';
import { containsPattern } from '../../lib/search.js';

/** What a list declares about its query: the columns it searches, its filters and its sorts. */
export interface ListedKind {
  search: (PgColumn | SQL)[];
  filters: Partial<Record<string, PgColumn | ((value: string) => SQL)>>;
  sorts: Record<string, PgColumn | SQL>;
  defaultSort: { key: string; order: 'asc' | 'desc' };
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
): { filtered: SQL; scoped: SQL; matching: SQL; narrowedBy: string[]; orderBy: SQL[] } {
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
  return {
    filtered: and(...scope, ...conditions) ?? sql`true`,
    scoped: and(...scope) ?? sql`true`,
    matching: and(...conditions) ?? sql`true`,
    narrowedBy,
    // Ties broken by id in the same direction, so one (column, id) index serves the sort both ways
    // as a walk that stops at the page (issue 43: assets by value, page 1000, sorted all 500,000).
    orderBy: [direction(kind.sorts[sortKey]!), direction(id)],
  };
}
