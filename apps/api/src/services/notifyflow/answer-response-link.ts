import { eq } from 'drizzle-orm';
import type { InstitutionResponse, ResponseLinkView } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { inTransaction } from '../../lib/after-commit.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';
import { changeInstitutionStatus } from './change-institution-status.js';
import { checkToken, loadResponseLink } from './view-response-link.js';

const WHAT: Record<InstitutionResponse['action'], string> = {
  complete: 'has completed what you asked',
  need_info: 'needs more information from you',
  acknowledge: 'has received your notification',
};

/**
 * An organisation answers through its link: acknowledge (→ sent), completed (→ completed), or
 * needs more information (→ failed, with its message). A final answer spends the link. The
 * requester is emailed in the same transaction, and open status pages update.
 */
export async function answerResponseLink(
  db: Db,
  opts: { secret: string; publicUrl: string },
  token: string,
  answer: InstitutionResponse,
): Promise<ResponseLinkView> {
  const { id, expiresAt } = checkToken(opts.secret, token);
  const { row } = await loadResponseLink(db, id, expiresAt);
  await inTransaction(db, async (scope) => {
    await changeInstitutionStatus(scope, id, { by: 'organisation', answer });
    const [requester] = row.createdBy
      ? await scope.tx
          .select({ email: users.email, name: users.name })
          .from(users)
          .where(eq(users.id, row.createdBy))
      : [];
    if (!requester) return;
    const statusUrl = `${opts.publicUrl}/notify/status/${row.referenceCode}`;
    const what = WHAT[answer.action];
    await enqueueEmail(scope.tx, {
      kind: 'institution-response',
      to: requester.email,
      subject: `${row.institutionName} ${what} (${row.referenceCode})`,
      text: [
        `Kia ora ${requester.name},`,
        '',
        `${row.institutionName} ${what} about ${row.deceasedName}.`,
        ...(answer.message ? ['', `Their message: ${answer.message}`] : []),
        '',
        `See every organisation's progress: ${statusUrl}`,
      ].join('\n'),
      link: statusUrl,
    });
  });
  return (await loadResponseLink(db, id, expiresAt)).view;
}
