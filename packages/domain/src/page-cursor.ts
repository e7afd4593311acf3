/**
 * Keyset paging (issue 43, decisions 083 and 087): where the next or previous page of a list begins,
 * as the order's values and the id of the row at the edge of the page the person is on. A deep page
 * then costs what the first does (the database walks its index from the cursor), where OFFSET read
 * every row before it; and a row added or removed on an earlier page no longer shifts the one being
 * read. The screen keeps page numbers for people; the cursor is for the server.
 *
 * Every list paged by cursor (the documents library, the records kit's lists and those built like
 * them) uses one encoding: the order and the edge row's values, opaque (base64url). Only the server
 * reads it (`apps/api/src/services/records/keyset.ts`).
 */
import { z } from 'zod';

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
