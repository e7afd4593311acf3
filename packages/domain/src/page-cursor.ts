/**
 * Keyset paging (issue 43, decision 083): where the next or previous page of a list begins, as the
 * order's value and the id of the row at the edge of the page the person is on. A deep page then
 * costs what the first does (the database walks its index from the cursor), where OFFSET read every
 * row before it; and a row added or removed on an earlier page no longer shifts the one being read.
 * The screen keeps page numbers for people; the cursor is for the server.
 *
 * A cursor is opaque to clients: `<microseconds since 1970, UTC>.<uuid>`, for lists in the order of
 * a timestamp and an id. Microseconds, not the milliseconds a JSON date carries, because the
 * database keeps microseconds: a cursor rounded to the millisecond would skip the rows in between.
 */
import { z } from 'zod';

const CURSOR = /^(\d{1,17})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** A page cursor in a query string (`after` or `before`). */
export const pageCursorSchema = z
  .string()
  .regex(CURSOR, { message: 'Not a page cursor: use the nextCursor or prevCursor of a list answer' });

/** The parts of a cursor the schema accepted. */
export function readPageCursor(cursor: string): { micros: string; id: string } {
  const match = CURSOR.exec(cursor);
  if (!match) throw new Error('not a page cursor');
  return { micros: match[1]!, id: match[2]!.toLowerCase() };
}

/** The cursor of a row, from its timestamp in microseconds (as text: beyond 2^53 is not needed, but exact) and id. */
export function pageCursor(micros: string, id: string): string {
  return `${micros}.${id}`;
}

/*
 * The records kit's lists (decision 087) page by cursor in any of their orders: their cursor carries
 * the order and the edge row's values, and is opaque (base64url). Only the server reads it.
 */
const LIST_CURSOR_MESSAGE = 'Not a page cursor: use the nextCursor or prevCursor of a list answer';

/** A list cursor in a query string (`after` or `before`). */
export const listCursorSchema = z
  .string()
  .min(1, { message: LIST_CURSOR_MESSAGE })
  .max(4096, { message: LIST_CURSOR_MESSAGE })
  .regex(/^[A-Za-z0-9_-]+$/, { message: LIST_CURSOR_MESSAGE });

/** The query keys of a list paged by cursor, added to its query schema. */
export const listCursorQuerySchema = z.object({
  /** The page after the one that answered this `nextCursor`. */
  after: listCursorSchema.optional(),
  /** The page before the one that answered this `prevCursor`. */
  before: listCursorSchema.optional(),
});
