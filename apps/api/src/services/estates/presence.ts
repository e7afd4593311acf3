import { and, asc, eq, sql } from 'drizzle-orm';
import { PRESENCE_WINDOW_SECONDS, type EstatePresence } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { estatePresence, users } from '../../db/schema.js';
import { myOwnRows, othersPresent, requireEstateToActFor, type Who } from '../access/index.js';
import { publishChange } from '../events/change-feed.js';

/*
 * Who else has an estate open now (issue 39, decision 062). Only those who run the estate announce
 * themselves and see the others (a beneficiary neither: 403; an estate one may not see: 404). Marks
 * live in the database, so every API process answers the same; one older than 45 seconds no longer
 * counts. Arriving and leaving are published as changes, so the others' pages update at once.
 */

const fresh = sql`${estatePresence.seenAt} > now() - make_interval(secs => ${PRESENCE_WINDOW_SECONDS})`;

/** Marks the person as having the estate open now; tells the others when they have just arrived. */
export async function markPresent(db: Db, actor: Who, estateId: string): Promise<void> {
  await requireEstateToActFor(db, actor, estateId);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ fresh: sql<boolean>`${fresh}` })
      .from(estatePresence)
      .where(and(eq(estatePresence.estateId, estateId), myOwnRows.presence(actor)))
      .for('update');
    await tx
      .insert(estatePresence)
      .values({ estateId, userId: actor.id })
      .onConflictDoUpdate({
        target: [estatePresence.estateId, estatePresence.userId],
        set: { seenAt: sql`now()` },
      });
    if (!before?.fresh) await publishChange(tx, { kind: 'presence', estateId, id: null, action: 'created' });
  });
}

/** The person has left the estate's page. */
export async function markGone(db: Db, actor: Who, estateId: string): Promise<void> {
  await requireEstateToActFor(db, actor, estateId);
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(estatePresence)
      .where(and(eq(estatePresence.estateId, estateId), myOwnRows.presence(actor)))
      .returning({ userId: estatePresence.userId });
    if (gone.length) await publishChange(tx, { kind: 'presence', estateId, id: null, action: 'deleted' });
  });
}

/** The others who have the estate open now, by name. */
export async function whoElseIsHere(db: Db, actor: Who, estateId: string): Promise<EstatePresence> {
  await requireEstateToActFor(db, actor, estateId);
  const people = await db
    .select({ userId: users.id, name: users.name })
    .from(estatePresence)
    .innerJoin(users, eq(users.id, estatePresence.userId))
    .where(and(eq(estatePresence.estateId, estateId), othersPresent(actor), eq(users.active, true), fresh))
    .orderBy(asc(users.name));
  return { people };
}
