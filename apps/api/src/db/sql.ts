import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column with its table's name. Drizzle writes a column inside a select list's subquery without
 * its table, so a correlated subquery (a count per listed row) names the outer row's columns so.
 */
export const qualified = (column: PgColumn): SQL => sql`${column.table}.${sql.identifier(column.name)}`;

/**
 * A text id as a uuid when it is one, else null (no cast error for anything else): a join or a
 * probe then looks the row up by its primary key instead of comparing every row's id as text.
 */
export const asUuid = (text: SQL): SQL =>
  sql`(case when ${text} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (${text})::uuid end)`;
