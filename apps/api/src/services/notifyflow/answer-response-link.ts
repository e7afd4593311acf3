import type { InstitutionResponse, ResponseLinkView } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../lib/after-commit.js';
import { notify } from '../app-notifications/notify.js';
import { institutionResponseEmail } from '../email/templates/index.js';
import { changeInstitutionStatus } from './change-institution-status.js';
import { checkToken, loadResponseLink } from './view-response-link.js';

/** How each answer shows in the requester's notifications (the page's filter tabs). */
const TYPE: Record<InstitutionResponse['action'], 'success' | 'warning' | 'info'> = {
  complete: 'success',
  need_info: 'warning',
  acknowledge: 'info',
};

const WHAT: Record<InstitutionResponse['action'], string> = {
  complete: 'has completed what you asked',
  need_info: 'needs more information from you',
  acknowledge: 'has received your notification',
};

/** The notification an answer is about, as the requester's message names it. */
export interface AnsweredRow {
  createdBy: string | null;
  institutionName: string | null;
  otherName: string | null;
  deceasedName: string;
  referenceCode: string;
}

/**
 * Tells the requester an organisation answered, in the answer's transaction (kind `notifyflow`: in
 * the app and/or by email, as they prefer): by its link, its inbox or its API alike.
 */
export async function tellRequester(
  tx: Tx,
  row: AnsweredRow,
  answer: InstitutionResponse,
  publicUrl: string,
): Promise<void> {
  if (!row.createdBy) return;
  const statusUrl = `${publicUrl}/notify/status/${row.referenceCode}`;
  const what = WHAT[answer.action];
  const name = row.institutionName ?? row.otherName ?? 'The organisation';
  const said = `${name} ${what} about ${row.deceasedName}.`;
  await notify(tx, [
    {
      userId: row.createdBy,
      kind: 'notifyflow',
      type: TYPE[answer.action],
      title: `${name} ${what}`,
      message: answer.message ? `${said} Their message: ${answer.message}` : said,
      link: `/dashboard/notifyflow/status/${encodeURIComponent(row.referenceCode)}`,
      email: {
        kind: 'institution-response',
        ...institutionResponseEmail({
          organisation: name,
          what,
          deceasedName: row.deceasedName,
          referenceCode: row.referenceCode,
          message: answer.message || null,
          needsInfo: answer.action === 'need_info',
          statusUrl,
        }),
        link: statusUrl,
      },
    },
  ]);
}

/**
 * An organisation answers through its link: acknowledge (→ sent), completed (→ completed), or
 * needs more information (→ failed, with its message). A final answer spends the link. The
 * requester is notified in the same transaction (kind `notifyflow`: in the app and/or by email, as
 * they prefer), and open status pages update.
 */
export async function answerResponseLink(
  db: Db,
  opts: { secret: string; publicUrl: string },
  token: string,
  answer: InstitutionResponse,
): Promise<ResponseLinkView> {
  const { id, expiresAt } = checkToken(opts.secret, token);
  const { row } = await loadResponseLink(db, id, expiresAt, token);
  await inTransaction(db, async (scope) => {
    await changeInstitutionStatus(scope, id, { by: 'organisation', answer });
    await tellRequester(scope.tx, row, answer, opts.publicUrl);
  });
  return (await loadResponseLink(db, id, expiresAt, token)).view;
}
