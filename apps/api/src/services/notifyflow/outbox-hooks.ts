import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema.js';
import type { OnSentHook } from '../outbox/worker.js';
import { changeInstitutionStatus } from './change-institution-status.js';

/** The outbox kind of the email that notifies one organisation (linked to its row). */
export const INSTITUTION_EMAIL_KIND = 'institution-notification';

/**
 * NotifyFlow's `onSent` hooks, given to the outbox worker when the app is built: an organisation's
 * notification email going out marks its row sent, in the transaction that marks the email sent.
 */
export const notifyflowOnSent: Readonly<Record<string, OnSentHook>> = {
  [INSTITUTION_EMAIL_KIND]: async (scope, email) => {
    const [sent] = await scope.tx
      .select({ rowId: outbox.institutionsNotifiedId })
      .from(outbox)
      .where(eq(outbox.id, email.outboxId));
    if (!sent?.rowId) return;
    await changeInstitutionStatus(scope, sent.rowId, { by: 'email', outboxId: email.outboxId });
  },
};
