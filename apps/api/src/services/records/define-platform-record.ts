import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Permission } from '@estate/domain';
import type { Who } from '../access/index.js';
import type { KitRow, KitTable, RecordKind } from './define-record.js';
import { onPlatform } from './places.js';

export { recordDto as platformDto } from './define-record.js';

/** A table of platform records: one row per record, belonging to no estate. */
export type PlatformTable = KitTable;
export type PlatformRow = KitRow;

/**
 * One kind of platform record (issue 15): a record of the platform rather than of an estate (a law
 * firm, a user account, a billing account, a saved report). A kind of the records kit
 * (define-record.ts, decision 063) served as list / get / create / update / delete at `/api/<path>`,
 * with the kind's permissions, its scope from the access module, and the audit event in the change's
 * transaction. The back office's kinds need `admin:access` (the default).
 */
export type PlatformRecordKind<
  T extends PlatformTable = PlatformTable,
  In extends z.ZodType = z.ZodType,
  Dto extends z.ZodType = z.ZodType,
  Q extends z.ZodObject = z.ZodObject,
  S extends z.ZodType = z.ZodType,
> = RecordKind<T, In, Dto, Q, S, null>;

/** What a platform kind declares of who reaches it, besides the kit's fields. */
export interface PlatformReach {
  /** Who reads (default `admin:access`). */
  readPermission?: Permission;
  /** Who adds, changes and deletes (default `admin:access`). */
  writePermission?: Permission;
  /**
   * The rows this actor may read and change, from the access module (services/access/); none means
   * every row (an admin-only kind). Outside it a record answers 404.
   */
  scope?: (actor: Who) => SQL;
}

/** Declares a platform record kind with its types checked against its table and schemas. */
export function definePlatformRecord<
  T extends PlatformTable,
  In extends z.ZodType,
  Dto extends z.ZodType,
  Q extends z.ZodObject,
  S extends z.ZodType,
>(
  declared: Omit<PlatformRecordKind<T, In, Dto, Q, S>, 'place'> & PlatformReach,
): PlatformRecordKind<T, In, Dto, Q, S> {
  const { readPermission, writePermission, scope, ...kind } = declared;
  return {
    ...kind,
    place: onPlatform({
      ...(readPermission ? { read: readPermission } : {}),
      ...(writePermission ? { write: writePermission } : {}),
      ...(scope ? { rows: scope } : {}),
    }),
  };
}
