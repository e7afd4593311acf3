import { MESSAGE_TEXTS, type NewMessageThread } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { messageThreadMembers, messageThreads } from '../../db/schema.js';
import { inTransaction } from '../../lib/after-commit.js';
import type { Remember } from '../../lib/idempotency.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { estatePeople, isLinkedToEstate, requireEstate, runsEstates } from '../access/index.js';
import { insertMessage } from './post-message.js';

const badParticipants = (message: string) =>
  new AppError('VALIDATION', message, [{ path: 'participantIds', message }]);

/**
 * New conversation on an estate the actor may see (404 otherwise) and is one of the people on
 * (403 for an admin who is not: conversations belong to the estate's people). The others must be
 * people on that estate (access `estatePeople`); a beneficiary may start one only with those who
 * run the estate (its lawyers and executors), never with another beneficiary (decision 027).
 */
export async function createThread(
  db: Db,
  actor: Pick<Actor, 'id' | 'role' | 'name'>,
  input: NewMessageThread,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<{ id: string }>,
): Promise<{ id: string }> {
  return inTransaction(db, async ({ tx }) => {
    const estate = await requireEstate(tx, actor, input.estateId);
    if (!(await isLinkedToEstate(tx, estate.id, actor.id))) throw forbidden(MESSAGE_TEXTS.notOnEstate);
    const people = new Map((await estatePeople(tx, estate.id)).map((p) => [p.userId, p]));
    const others = [...new Set(input.participantIds)].filter((id) => id !== actor.id);
    if (others.length === 0 || others.some((id) => !people.has(id)))
      throw badParticipants(MESSAGE_TEXTS.participantsInvalid);
    if (!runsEstates(actor) && others.some((id) => people.get(id)!.role === 'beneficiary'))
      throw badParticipants(MESSAGE_TEXTS.beneficiaryParticipants);
    const [thread] = await tx
      .insert(messageThreads)
      .values({ estateId: estate.id, subject: input.subject, createdBy: actor.id })
      .returning({ id: messageThreads.id });
    await tx
      .insert(messageThreadMembers)
      .values([actor.id, ...others].map((userId) => ({ threadId: thread!.id, userId })));
    await insertMessage(
      tx,
      actor,
      { id: thread!.id, estateId: estate.id, estateName: estate.deceasedName, subject: input.subject },
      { body: input.body, attachmentIds: input.attachmentIds ?? [] },
    );
    await remember?.(tx, { id: thread!.id });
    return { id: thread!.id };
  });
}
