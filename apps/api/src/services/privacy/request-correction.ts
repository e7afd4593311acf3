import { nzToday, privacyActDueDate, type PrivacyCorrectionInput, type PrivacyRequest } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { privacyRequests } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { privacyRequestDto } from './privacy-request-dto.js';

/**
 * A person asks for information about them to be corrected (information privacy principle 7). It is
 * due 20 working days after the day received (s 44), and the request and its audit event are
 * written together.
 */
export async function requestCorrection(
  db: Db,
  actor: Pick<Actor, 'id'>,
  input: { whatIsWrong: string; whatItShouldSay: string } & Pick<PrivacyCorrectionInput, 'kind'>,
): Promise<PrivacyRequest> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        requesterId: actor.id,
        kind: 'correction',
        whatIsWrong: input.whatIsWrong,
        whatItShouldSay: input.whatItShouldSay,
        receivedAt: now,
        dueDate: privacyActDueDate(nzToday(now)),
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'privacy_request.received',
      entityType: 'privacy_request',
      entityId: row!.id,
      data: { kind: 'correction', dueDate: row!.dueDate },
    });
    return privacyRequestDto(row!);
  });
}
