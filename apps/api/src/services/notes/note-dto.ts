import type { EstateNote } from '@estate/domain';
import type { estateNotes } from '../../db/schema.js';

/** A note as the API answers it, with its author (null when the account is gone). */
export function noteFor(
  row: typeof estateNotes.$inferSelect,
  author: { id: string; name: string } | null,
): EstateNote {
  return {
    noteId: row.id,
    estateId: row.estateId,
    title: row.title,
    content: row.content,
    category: row.category,
    tags: row.tags,
    createdBy: author,
    createdAt: row.createdAt.toISOString(),
  };
}
