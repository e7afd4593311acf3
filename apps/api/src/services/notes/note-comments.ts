import { asc, eq } from 'drizzle-orm';
import type { NoteComment, NoteCommentInput } from '@estate/domain';
import type { Db } from '../../db/client.js';
import type { Remember } from '../../lib/idempotency.js';
import type { estateNotes } from '../../db/schema.js';
import { noteComments, users } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { requireEstate } from '../access/index.js';
import { findRow } from '../records/find-estate-record.js';
import { noteRecords } from '../records/kinds/notes.js';

type Who = Pick<Actor, 'id' | 'role'>;

function commentFor(row: typeof noteComments.$inferSelect, authorName: string | null): NoteComment {
  return {
    id: row.id,
    noteId: row.noteId,
    content: row.content,
    author: row.authorId ? { id: row.authorId, name: authorName ?? 'Unknown' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The note of an estate the actor may see; 404 for another estate's note (or none). */
async function requireNote(db: Db, actor: Who, estateId: string, noteId: string) {
  const estate = await requireEstate(db, actor, estateId);
  // The kit finds rows generically; this is a row of the notes' table.
  return (await findRow(db, noteRecords, estate.id, noteId)) as typeof estateNotes.$inferSelect;
}

/** A note's comments, oldest first (a thread reads down to the newest). */
export async function listNoteComments(
  db: Db,
  actor: Who,
  estateId: string,
  noteId: string,
): Promise<{ items: NoteComment[] }> {
  const note = await requireNote(db, actor, estateId, noteId);
  const rows = await db
    .select({ comment: noteComments, authorName: users.name })
    .from(noteComments)
    .leftJoin(users, eq(users.id, noteComments.authorId))
    .where(eq(noteComments.noteId, note.id))
    .orderBy(asc(noteComments.createdAt), asc(noteComments.id));
  return { items: rows.map((r) => commentFor(r.comment, r.authorName)) };
}

/** Adds a comment to a note, with its audit event (on the estate's timeline), in one transaction. */
export async function addNoteComment(
  db: Db,
  actor: Pick<Actor, 'id' | 'role' | 'name'>,
  estateId: string,
  noteId: string,
  input: NoteCommentInput,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<NoteComment>,
): Promise<NoteComment> {
  const note = await requireNote(db, actor, estateId, noteId);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(noteComments)
      .values({ noteId: note.id, authorId: actor.id, content: input.content })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'note_comment.created',
      entityType: 'note_comment',
      entityId: saved!.id,
      data: { estateId: note.estateId, noteId: note.id, name: note.title },
    });
    const comment = commentFor(saved!, actor.name);
    await remember?.(tx, comment);
    return comment;
  });
}
