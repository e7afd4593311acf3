import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Permission } from '@estate/domain';
import type { KitTable, RecordKind } from './define-record.js';
import { inEstates } from './places.js';

export { orNull, recordDto, type RecordContext } from './define-record.js';

/** A table of an estate's records: one row per record, each with its estate and its version. */
export type RecordTable = KitTable & { estateId: PgColumn };
/** A row of some kind's table, as the generic services handle it (each kind's own hooks see its own row type). */
export type RecordRow = RecordTable['$inferSelect'];

/**
 * One estate record kind (issue 12; docs/adding-a-record-screen.md): a kind of the records kit
 * (define-record.ts, decision 063) whose records belong to an estate. The kit serves it as list / get /
 * create / update / delete under `/api/estates/:estateId/<path>` (and a list across estates at
 * `/api/<path>`), with the access floor's `estateOwned` scope, `estate:manage` for writes, and the
 * audit event in the change's transaction.
 */
export type EstateRecordKind<
  T extends RecordTable = RecordTable,
  In extends z.ZodType = z.ZodType,
  Dto extends z.ZodType = z.ZodType,
  Q extends z.ZodObject = z.ZodObject,
  S extends z.ZodType = z.ZodType,
> = RecordKind<T, In, Dto, Q, S, string> & {
  /**
   * Who reads the kind: every viewer of the estate (`dashboard:use`, the default), or only those who
   * run it (`estate:manage`: the firm's working records a beneficiary does not see, decision 018).
   */
  readPermission?: Extract<Permission, 'dashboard:use' | 'estate:manage'>;
};

/** Declares a kind of an estate's records, with its types checked against its table and schemas. */
export function defineEstateRecord<
  T extends RecordTable,
  In extends z.ZodType,
  Dto extends z.ZodType,
  Q extends z.ZodObject,
  S extends z.ZodType,
>(kind: Omit<EstateRecordKind<T, In, Dto, Q, S>, 'place'>): EstateRecordKind<T, In, Dto, Q, S> {
  return { ...kind, place: inEstates(kind.readPermission ?? 'dashboard:use') };
}
