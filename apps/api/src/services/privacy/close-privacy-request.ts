import {
  nzDateText,
  PRIVACY_REQUEST_OUTCOMES,
  PRIVACY_TEXTS,
  type PrivacyRequest,
  type PrivacyRequestOutcome,
} from '@estate/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { privacyRequests } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { noticeEmail } from '../email/templates/index.js';
import { notify } from '../app-notifications/notify.js';
import { visiblePrivacyRequests } from '../access/index.js';
import { privacyRequestDto } from './privacy-request-dto.js';

/** Where the requester reads the answer: Settings, its Your information section. */
export const YOUR_INFORMATION_PATH = '/dashboard/settings#your-information';

/**
 * An admin closes a privacy request with an outcome and the answer the requester reads. In one
 * transaction: the request, its audit event, and the requester's notice in the app and by email
 * (as they prefer for `privacy`). 404 for no such request; 409 when it is already closed.
 */
export async function closePrivacyRequest(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
  input: { outcome: PrivacyRequestOutcome; answer: string },
  publicUrl: string,
): Promise<PrivacyRequest> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.id, id), visiblePrivacyRequests(actor)))
      .for('update');
    if (!existing) throw notFound(PRIVACY_TEXTS.notFound);
    if (existing.status === 'closed') throw new AppError('CONFLICT', PRIVACY_TEXTS.alreadyClosed);
    const [row] = await tx
      .update(privacyRequests)
      .set({
        status: 'closed',
        outcome: input.outcome,
        answer: input.answer,
        closedBy: actor.id,
        closedAt: new Date(),
      })
      .where(eq(privacyRequests.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'privacy_request.closed',
      entityType: 'privacy_request',
      entityId: id,
      data: { kind: existing.kind, outcome: input.outcome, requesterId: existing.requesterId },
    });
    const outcome = PRIVACY_REQUEST_OUTCOMES.find((o) => o.value === input.outcome)?.label ?? input.outcome;
    await notify(tx, [
      {
        userId: existing.requesterId,
        kind: 'privacy',
        type: input.outcome === 'declined' ? 'warning' : 'success',
        title: PRIVACY_TEXTS.closedNoticeTitle,
        message: PRIVACY_TEXTS.closedNoticeMessage(existing.kind),
        link: YOUR_INFORMATION_PATH,
        email: noticeEmail({
          subject: PRIVACY_TEXTS.closedNoticeTitle,
          lines: [
            `We have answered the privacy request you made on ${nzDateText(existing.receivedAt)}.`,
            `Outcome: ${outcome}.`,
            input.answer,
            'You can read this answer at any time in Settings, under Your information.',
          ],
          link: `${publicUrl}${YOUR_INFORMATION_PATH}`,
        }),
      },
    ]);
    return privacyRequestDto(row!);
  });
}
