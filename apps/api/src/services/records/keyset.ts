import { and, asc, desc, is, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { ListQueryParts, SortKey } from './list-query.js';

/*
 * Keyset paging for the lists of the records kit and those built on its list query (decision 087).
 * A page after (or before) a cursor is the rows past the cursor's place in the list's order, walked
 * from there along the order's index: page 1,000 of assets by value costs what page 1 does, where
 * OFFSET read the 25,000 rows before it; and a record added or deleted on an earlier page no longer
 * shifts the one being read. The screen keeps page numbers; Next and Previous send the cursor of the
 * page on screen, and any other page is read by its number (OFFSET), as the documents library does
 * (decision 083).
 *
 * The orders sort by columns and expressions that may be empty (an asset without a value). PostgreSQL
 * sorts empty values last going up and first going down, and a row comparison such as
 * `(value, id) > (v, i)` never holds for them, so the seek is split where they begin: the rows past
 * the cursor with a value, then (going up) the empty ones, each branch an index walk that stops at
 * the page, joined in order.
 */

/** The page a list request asks for: by number, or the page after or before a cursor. */
export interface PageAsked {
  page: number;
  pageSize: number;
  after?: string | undefined;
  before?: string | undefined;
}

/** The answer's neighbours: where the next page begins and where the previous one ends. */
export interface Neighbours {
  nextCursor: string | null;
  prevCursor: string | null;
}

/** A row at the edge of a page: its order's values as text (null when empty) and its id. */
interface Edge {
  values: (string | null)[];
  id: string;
}

const cursorContent = z.tuple([z.string(), z.enum(['asc', 'desc'])]).rest(z.string().nullable());

/**
 * The cursor of a row: the list's sort and direction, then the row's values and id, so that a
 * cursor of another order is refused rather than misread.
 */
function encodeCursor(sort: ListQueryParts['sort'], edge: Edge): string {
  return Buffer.from(JSON.stringify([sort.key, sort.order, ...edge.values, edge.id])).toString('base64url');
}

/** The edge a cursor names, for this list's order; a 400 naming `field` otherwise. */
function decodeCursor(cursor: string, sort: ListQueryParts['sort'], field: 'after' | 'before'): Edge {
  const refuse = (message: string) => new AppError('VALIDATION', message, [{ path: field, message }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse('Not a page cursor: use the nextCursor or prevCursor of a list answer');
  }
  const content = cursorContent.safeParse(parsed);
  if (!content.success || content.data.length !== sort.keys.length + 3 || content.data.at(-1) == null)
    throw refuse('Not a page cursor: use the nextCursor or prevCursor of a list answer');
  const [key, order, ...rest] = content.data;
  if (key !== sort.key || order !== sort.order)
    throw refuse('This cursor belongs to another order of the list: start again from page 1');
  return { values: rest.slice(0, -1), id: rest.at(-1)! };
}

/** Whether an error (or what caused it) is PostgreSQL's class 22, data exception: a value not of its type. */
function isDataException(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && code.startsWith('22')) return true;
  }
  return false;
}

/** Whether a key can be empty: an expression may be; a column says. */
const canBeEmpty = (key: SortKey) => !(is(key, PgColumn) && key.notNull);

/** A key equal to a value (both empty, or the same). */
const sameAs = (key: SortKey, value: string | null) =>
  value === null ? isNull(key) : sql`${key} = ${value}`;

/**
 * The conditions of the rows past `edge` in the order `order`, as branches read one after the other
 * (each in the order itself): the rows whose keys come after the edge's, then the empty ones where
 * they follow. Values are sent as text and read as the key's own type by PostgreSQL.
 */
function pastEdge(keys: readonly SortKey[], id: PgColumn, edge: Edge, order: 'asc' | 'desc'): SQL[] {
  const beyond = order === 'asc' ? sql`>` : sql`<`;
  const [only] = keys;
  const [value] = edge.values;
  const rowPast = () =>
    sql`(${sql.join([...keys, id], sql`, `)}) ${beyond} (${sql.join(
      [...edge.values, edge.id].map((v) => sql`${v}`),
      sql`, `,
    )})`;
  // Keys that are never empty: one row comparison, which an index on (keys, id) walks.
  if (keys.every((key) => !canBeEmpty(key)) && edge.values.every((v) => v !== null)) return [rowPast()];
  if (keys.length === 1 && only) {
    const idPast = sql`${id} ${beyond} ${edge.id}`;
    if (value !== null && value !== undefined)
      // Going up, the empty values follow every other; going down, they came first.
      return order === 'asc' ? [rowPast(), isNull(only)] : [rowPast()];
    // From an empty value: the rest of the empty ones, then (going down) the others.
    return order === 'asc' ? [and(isNull(only), idPast)!] : [and(isNull(only), idPast)!, isNotNull(only)];
  }
  // Several keys, some of which may be empty: past the edge at the first key that differs.
  const terms: SQL[] = [];
  for (let i = 0; i <= keys.length; i++) {
    const before = keys.slice(0, i).map((key, j) => sameAs(key, edge.values[j] ?? null));
    const key = keys[i];
    const at = edge.values[i] ?? null;
    let past: SQL | undefined;
    if (!key) past = sql`${id} ${beyond} ${edge.id}`;
    else if (at !== null)
      past =
        order === 'asc' && canBeEmpty(key)
          ? or(sql`${key} > ${at}`, isNull(key))
          : sql`${key} ${beyond} ${at}`;
    else if (order === 'desc') past = isNotNull(key);
    if (past) terms.push(and(...before, past)!);
  }
  return [or(...terms) ?? sql`false`];
}

/**
 * One page of a list: the ids to read (`ids`, one more than the page, to know whether another
 * follows), the values to read with each row for its cursor (`edge`), and `finish`, which keeps the
 * page's rows and gives its neighbours. The rows are read with `inArray(id, ids)` in the list's own
 * order (`parts.orderBy`).
 */
export function keysetPage(
  /** The list's condition and its order (`listQueryParts`, or a list's own). */
  parts: Pick<ListQueryParts, 'filtered' | 'sort'>,
  /** Where the list's rows are: its table, or its table with the joins its filters and sorts read. */
  source: PgTable | SQL,
  id: PgColumn,
  asked: PageAsked,
): {
  ids: SQL;
  edge: SQL<(string | null)[]>;
  /**
   * The page's reads, with a cursor whose values are not of the order's types (made by hand, not
   * by us) answered as a 400 naming it, not as the database's error.
   */
  reading<T>(reads: Promise<T>): Promise<T>;
  finish<R>(
    rows: R[],
    edgeOf: (row: R) => { edge: (string | null)[]; id: string },
  ): { rows: R[] } & Neighbours;
} {
  const { filtered, sort } = parts;
  if (asked.after && asked.before) {
    const message = 'Send after or before, not both.';
    throw new AppError('VALIDATION', message, [{ path: 'before', message }]);
  }
  const cursor = asked.after ?? asked.before;
  const field = asked.after ? 'after' : 'before';
  const edge = cursor ? decodeCursor(cursor, sort, field) : null;
  // Going back (`before`), the page is the rows just before the cursor: read in the reverse order.
  const backwards = !!asked.before;
  const walk = backwards === (sort.order === 'asc') ? 'desc' : 'asc';
  const direction = walk === 'asc' ? asc : desc;
  const walkOrder = [...sort.keys.map((key) => direction(key)), direction(id)];
  const limit = asked.pageSize + 1;

  let ids: SQL;
  if (!edge)
    ids = sql`select ${id} from ${source} where ${filtered} order by ${sql.join(walkOrder, sql`, `)} limit ${limit} offset ${
      (asked.page - 1) * asked.pageSize
    }`;
  else {
    const branches = pastEdge(sort.keys, id, edge, walk).map(
      (past, part) =>
        sql`(select ${id} as id, ${part}::int as part, ${sql.join(
          sort.keys.map((key, k) => sql`${key} as ${sql.identifier(`k${k}`)}`),
          sql`, `,
        )} from ${source} where ${filtered} and ${past} order by ${sql.join(walkOrder, sql`, `)} limit ${limit})`,
    );
    const outer = sql.raw(
      ['s.part', ...[...sort.keys.map((_, k) => `k${k}`), 'id'].map((c) => `s."${c}" ${walk}`)].join(', '),
    );
    // The branches in turn (part), each in the walk's order, and no more than the page.
    ids =
      branches.length === 1
        ? sql`select s.id from ${branches[0]} s`
        : sql`select s.id from (${sql.join(branches, sql` union all `)}) s order by ${outer} limit ${limit}`;
  }

  return {
    ids: sql`(${ids})`,
    async reading(reads) {
      try {
        return await reads;
      } catch (error) {
        if (edge && isDataException(error)) {
          const message = 'Not a page cursor: use the nextCursor or prevCursor of a list answer';
          throw new AppError('VALIDATION', message, [{ path: field, message }]);
        }
        throw error;
      }
    },
    edge: sql<(string | null)[]>`json_build_array(${sql.join(
      sort.keys.map((key) => sql`(${key})::text`),
      sql`, `,
    )})`,
    finish(read, edgeOf) {
      const more = read.length > asked.pageSize;
      // The row past the page is its last in the list's order going forwards, its first going back.
      const rows = more ? (backwards ? read.slice(1) : read.slice(0, asked.pageSize)) : read;
      const first = rows[0];
      const last = rows.at(-1);
      const hasNext = backwards ? true : more;
      const hasPrev = backwards ? more : !!edge || asked.page > 1;
      const cursorOf = (row: (typeof read)[number]) => {
        const at = edgeOf(row);
        return encodeCursor(sort, { values: at.edge, id: at.id });
      };
      return {
        rows,
        nextCursor: hasNext && last !== undefined ? cursorOf(last) : null,
        prevCursor: hasPrev && first !== undefined ? cursorOf(first) : null,
      };
    },
  };
}
