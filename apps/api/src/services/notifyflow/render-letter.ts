import { eq } from 'drizzle-orm';
import { NOTIFICATION_REASONS, formatResponseCode, nzDateText } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { letters } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { renderLetterPdf } from './letter-pdf.js';
import {
  letterAddressOf,
  letterNameOf,
  letterNeedsAddress,
  letterQuery,
  needsAddress,
} from './list-letters.js';
import { issueResponseCode } from './response-code.js';
import { signResponseToken } from './tokens.js';

/**
 * One letter as a printable PDF, with its response link and the short code to type at /respond
 * instead (decision 077); rendered on each download, which starts both their 90 days again.
 */
export async function renderLetter(
  db: Db,
  opts: { publicUrl: string; secret: string },
  id: string,
  now = new Date(),
): Promise<{ pdf: Buffer; fileName: string; referenceCode: string; estateId: string | null }> {
  const [found] = await letterQuery(db).where(eq(letters.id, id));
  if (!found) throw notFound('Letter not found');
  if (letterNeedsAddress(found)) throw needsAddress();
  const { row, n } = found;
  const name = letterNameOf(found);
  const respondUrl = `${opts.publicUrl}/respond/${signResponseToken(opts.secret, row.id, now.getTime())}`;
  const shortCode = formatResponseCode(await issueResponseCode(db, row.id, now));
  const codeEntryUrl = `${opts.publicUrl}/respond`;
  const reasons = n.notificationType
    .split(', ')
    .map((r) => NOTIFICATION_REASONS.find((o) => o.value === r)?.label ?? r)
    .join(', ');
  const detail =
    n.channel === 'email' ? n.recipientEmail : n.channel === 'phone' ? n.recipientPhone : n.contactAddress;
  const pdf = await renderLetterPdf({
    institutionName: name,
    postalAddress: letterAddressOf(found),
    referenceCode: n.referenceCode,
    date: now,
    bodyLines: [
      'Dear deceased estates team,',
      '',
      'We write on behalf of the family to let you know of the death of a customer.',
      '',
      `Name of the deceased: ${n.deceasedName}`,
      `Date of death: ${nzDateText(n.dateOfDeath)}`,
      `Account or customer reference: ${row.accountReference ?? 'not given'}`,
      `What the family asks: ${reasons}`,
      `Contact for this estate: ${n.recipient}, by ${n.channel}: ${detail ?? ''}`,
      ...(n.contactDetails ? ['', `Additional information: ${n.contactDetails}`] : []),
      '',
      'Please let the family know how this is progressing: see How to respond below (no account needed).',
      '',
      'Yours sincerely,',
      'NotifyFlow, on behalf of the family',
    ],
    // Drawn as "How to respond": the link wrapped, its QR code, and the short code to type at /respond.
    response: { url: respondUrl, shortCode, codeEntryUrl },
  });
  return {
    pdf: Buffer.from(pdf),
    fileName: `letter-${n.referenceCode}-${name.replace(/[^\w-]+/g, '_')}.pdf`,
    referenceCode: n.referenceCode,
    estateId: n.estateId,
  };
}

/** The back office downloads a letter to post: the PDF, and the download audited (`letter.downloaded`). */
export async function downloadLetter(
  db: Db,
  opts: { publicUrl: string; secret: string },
  actor: Pick<Actor, 'id'>,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { pdf, fileName, referenceCode, estateId } = await renderLetter(db, opts, id);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'letter.downloaded',
    entityType: 'letter',
    entityId: id,
    data: { ...(estateId ? { estateId } : {}), name: fileName, referenceCode },
  });
  return { pdf, fileName };
}
