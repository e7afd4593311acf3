import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Actor } from '../auth/actor.js';
import { requireEstate } from '../access/index.js';
import { recordDto, type EstateRecordKind, type RecordTable } from './define-estate-record.js';
import { findRow, readLookups } from './find-estate-record.js';

type Who = Pick<Actor, 'id' | 'role'>;

/** The record if it belongs to the estate (which the actor may see); otherwise the kind's 404. */
export async function getEstateRecord<Dto extends z.ZodType>(
  db: Db,
  actor: Who,
  kind: EstateRecordKind<RecordTable, z.ZodType, Dto>,
  estateId: string,
  id: string,
): Promise<z.output<Dto>> {
  const estate = await requireEstate(db, actor, estateId);
  const row = await findRow(db, kind, estate.id, id);
  const lookups = await readLookups(db, kind, id);
  return recordDto(kind, row, { actor, deceasedName: estate.deceasedName, lookups });
}
