import type { DocumentVersions } from '@estate/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentVersions, users } from '../../db/schema.js';
import type { Actor } from '../auth/actor.js';
import { requireDocument } from './require-document.js';

/** A document's current file and its earlier versions, newest first, for anyone who may see it. */
export async function listDocumentVersions(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
): Promise<DocumentVersions> {
  const d = await requireDocument(db, actor, id);
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
    },
    items: rows.map(({ v, name }) => ({
      version: v.version,
      uploadedFile: v.uploadedFile,
      sizeBytes: v.sizeBytes,
      createdBy: name,
      createdAt: v.createdAt.toISOString(),
    })),
  };
}
