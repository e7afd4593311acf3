import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { documents } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { Actor } from '../access/actor.js';
import { visibleDocuments } from '../access/index.js';

export type DocumentRow = typeof documents.$inferSelect;

/** The document if the actor may see it (access `visibleDocuments`); otherwise 404, also for malformed ids. */
export async function requireDocument(
  db: Db | Tx,
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
): Promise<DocumentRow> {
  parseId({ id }, 'Document not found');
  const [row] = await db
    .select({ d: documents })
    .from(documents)
    .where(and(eq(documents.id, id), visibleDocuments(actor)));
  if (!row) throw notFound('Document not found');
  return row.d;
}
