import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RecordList, RecordListQuery } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { estates } from '../../db/schema.js';
import type { Actor } from '../auth/actor.js';
import { estateOwned, requireEstate } from '../access/index.js';
import { recordDto, type EstateRecordKind, type RecordTable } from './define-estate-record.js';
import { listQueryParts } from './list-query.js';
import { WithTotal } from './summaries.js';

/**
 * One page of a kind's records: of one estate, or (without `estateId`) of every estate the actor may
 * see. Search, filters and sort are the kind's; the total and the summary cover every page.
 */
export async function listEstateRecords<Dto extends z.ZodType, S extends z.ZodType>(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  kind: EstateRecordKind<RecordTable, z.ZodType, Dto, z.ZodObject, S>,
  query: RecordListQuery & Record<string, unknown>,
  estateId?: string,
): Promise<RecordList<z.output<Dto>, z.output<S>>> {
  // Drizzle's builders don't follow a generic table; rows are typed back as the kind's below.
  const table: RecordTable = kind.table;
  const scope: SQL[] = [estateOwned(actor, table.estateId)];
  if (estateId) {
    await requireEstate(db, actor, estateId);
    scope.push(eq(table.estateId, estateId));
  }
  const { filtered, scoped, matching, orderBy } = listQueryParts(kind, query, scope, table.id);

  // The page's ids first, from the kind's own table (its filters and sorts never read the estate);
  // then the whole rows, the deceased's name and the lookups for those ids only. Joining every
  // matching row to its estate before the sort cost a third of a search over 50,000 assets.
  const pageIds = db
    .select({ id: table.id })
    .from(table)
    .where(filtered)
    .orderBy(...orderBy)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [rows, [counted], summarised] = await Promise.all([
    db
      // The lookups' row type is the kind's; the generic service passes them on as read.
      .select({
        row: table,
        deceasedName: estates.deceasedName,
        ...(kind.lookups ? { lookups: kind.lookups } : {}),
      })
      .from(table)
      .innerJoin(estates, eq(estates.id, table.estateId))
      .where(inArray(table.id, pageIds))
      .orderBy(...orderBy),
    // A kind whose summary already counts the filtered rows gives the total from it.
    kind.totalOf || kind.countsTotal
      ? Promise.resolve([])
      : db
          .select({ total: sql<number>`count(*)::int` })
          .from(table)
          .where(filtered),
    kind.summarise(db, { filtered, scoped, matching }),
  ]);
  if ((kind.countsTotal === true) !== summarised instanceof WithTotal)
    throw new Error(`The ${kind.path} summary and its countsTotal disagree`);
  const summary = summarised instanceof WithTotal ? summarised.summary : summarised;
  return {
    items: rows.map((r) => {
      const { row, deceasedName } = r;
      const lookups = 'lookups' in r ? (r.lookups as Record<string, unknown>) : {};
      return recordDto(kind, row, { actor, deceasedName, lookups });
    }),
    total:
      summarised instanceof WithTotal
        ? summarised.total
        : kind.totalOf
          ? kind.totalOf(summary)
          : (counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    summary,
  };
}
