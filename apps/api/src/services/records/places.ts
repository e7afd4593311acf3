import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Permission } from '@estate/domain';
import type { Tx } from '../../db/client.js';
import { estates } from '../../db/schema.js';
import { qualified } from '../../db/sql.js';
import { estateOwned, myRecordTallies, requireEstate, type Who } from '../access/index.js';
import type { KitTable, RecordPlace } from './define-record.js';

/*
 * The two places a kind's records can live (the kit's scope strategy, decision 063). Which rows a
 * person reaches is the access floor's: `estateOwned` for an estate's records, the kind's own scope
 * from the access module for the platform's.
 */

/** Locks the estate's row for this transaction: writes to one estate's records go one at a time. */
export async function lockEstate(tx: Tx, estateId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${estates} where ${estates.id} = ${estateId} for update`);
}

const estateIdOf = (table: KitTable): PgColumn => (table as KitTable & { estateId: PgColumn }).estateId;

/**
 * The records of an estate (`/api/estates/:estateId/<path>`, and across estates at `/api/<path>`):
 * read by every viewer of the estate (`dashboard:use`), or only by those who run it
 * (`estate:manage`: the firm's working records a beneficiary does not see, decision 018); changed by
 * those who run it (decision 007).
 */
export function inEstates(read: Extract<Permission, 'dashboard:use' | 'estate:manage'>): RecordPlace<string> {
  return {
    of: 'estate',
    read,
    write: 'estate:manage',
    rows: (actor, table) => [estateOwned(actor, estateIdOf(table))],
    tallies: (actor, kind) => myRecordTallies(actor, kind),
    async open(db, actor, table, estateId) {
      const estate = await requireEstate(db, actor, estateId);
      return {
        estateId: estate.id,
        where: [eq(estateIdOf(table), estate.id)],
        context: { deceasedName: estate.deceasedName },
        lock: (tx) => lockEstate(tx, estate.id),
        columns: { estateId: estate.id },
      };
    },
    listed: (table) => ({
      deceasedName: sql<string>`(select ${estates.deceasedName} from ${estates} where ${qualified(estates.id)} = ${qualified(estateIdOf(table))})`,
    }),
  };
}

/**
 * The records of the platform (`/api/<path>`): a law firm, a user account, a saved report. `rows` is
 * the kind's scope from the access module; none means every row (a kind only admins reach).
 */
export function onPlatform({
  read = 'admin:access',
  write = 'admin:access',
  rows,
}: {
  read?: Permission;
  write?: Permission;
  rows?: (actor: Who) => SQL;
}): RecordPlace<null> {
  const scope = (actor: Who): SQL[] => (rows ? [rows(actor)] : []);
  return {
    of: 'platform',
    read,
    write,
    rows: scope,
    open: (_db, actor) =>
      Promise.resolve({
        estateId: null,
        where: scope(actor),
        context: {},
        lock: () => Promise.resolve(),
        columns: {},
      }),
    listed: () => ({}),
  };
}
