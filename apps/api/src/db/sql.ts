import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column with its table's name. Drizzle writes a column inside a select list's subquery without
 * its table, so a correlated subquery (a count per listed row) names the outer row's columns so.
 */
export const qualified = (column: PgColumn): SQL => sql`${column.table}.${sql.identifier(column.name)}`;
