import type { DocumentVersions } from '@estate/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentVersions, users } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { requireDocument } from './require-document.js';

/**
 * A document's current file and its earlier versions, newest first, for anyone who may see it. Each
 * says who uploaded it, when (its own upload date; null for versions replaced before issue 17 whose
 * date was not recorded) and what changed.
 */
export async function listDocumentVersions(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
): Promise<DocumentVersions> {
  const d = await requireDocument(db, actor, id);
  const [uploader] = d.uploadedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, d.uploadedBy))
    : [];
  const rows = await db
    .select({ v: documentVersions, name: users.name })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.uploadedBy))
    .where(eq(documentVersions.documentId, d.id))
    .orderBy(desc(documentVersions.version));
  return {
    current: {
      version: d.version,
      uploadedFile: d.uploadedFile,
      sizeBytes: d.sizeBytes,
      uploadDate: d.uploadDate.toISOString(),
      createdBy: uploader?.name ?? null,
      changeDescription: d.changeDescription,
    },
    items: rows.map(({ v, name }) => ({
      version: v.version,
      uploadedFile: v.uploadedFile,
      sizeBytes: v.sizeBytes,
      createdBy: name,
      createdAt: v.createdAt.toISOString(),
      uploadedAt: v.uploadedAt?.toISOString() ?? null,
      changeDescription: v.changeDescription,
    })),
  };
}
