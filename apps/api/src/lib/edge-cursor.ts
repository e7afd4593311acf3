import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './app-error.js';

/*
 * The cursor of the organisation and firm APIs' lists (issue 44), ordered by a time and an id: the
 * edge row's time as PostgreSQL writes it (`::text`, microseconds kept) and its id, base64url JSON.
 * A cursor that is not one is a 400 naming `after`.
 */

const CURSOR_TEXT = 'Not a page cursor: use the nextCursor of a list answer';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page's edge as a cursor. */
export const cursorOf = (at: string, id: string) =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

/** The time and id a cursor names; 400 naming `after` for anything else. */
export function readCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      TIMESTAMP.test(value[0]) &&
      typeof value[1] === 'string' &&
      UUID.test(value[1])
    )
      return [value[0], value[1]];
  } catch {
    // falls through to the 400
  }
  throw new AppError('VALIDATION', CURSOR_TEXT, [{ path: 'after', message: CURSOR_TEXT }]);
}

/** The rows after the cursor in an order by (time, id), newest first (`desc`) or oldest first. */
export function afterCursor(
  after: string | undefined,
  at: PgColumn,
  id: PgColumn,
  order: 'asc' | 'desc',
): SQL[] {
  if (!after) return [];
  const [time, edge] = readCursor(after);
  return order === 'desc'
    ? [sql`(${at}, ${id}) < (${time}::timestamptz, ${edge}::uuid)`]
    : [sql`(${at}, ${id}) > (${time}::timestamptz, ${edge}::uuid)`];
}

/** A page of `limit` rows read as `limit + 1` (each with its `edge` time as text), and the next cursor. */
export function pageOf<R extends { edge: string; id: string }, T>(
  rows: R[],
  limit: number,
  answer: (row: R) => T,
) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(answer),
    nextCursor: rows.length > limit && last ? cursorOf(last.edge, last.id) : null,
  };
}
