import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { RESPONSE_CODE_ALPHABET, RESPONSE_CODE_LENGTH, RESPONSE_CODE_TEXTS } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutionsNotified } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from './create-notification.js';
import { RESPONSE_TEXTS } from './view-response-link.js';
import { RESPONSE_LINK_TTL_DAYS, signResponseToken } from './tokens.js';

/** Eight characters of Crockford's base32 from a cryptographic source: 40 bits (decision 077). */
export function newResponseCode(): string {
  let code = '';
  for (let i = 0; i < RESPONSE_CODE_LENGTH; i++) code += RESPONSE_CODE_ALPHABET[randomInt(32)];
  return code;
}

/**
 * The short code a row's letter carries, given the first time the letter is printed and kept after;
 * each printing starts its life again, as it signs a fresh link (90 days). A code another row holds
 * already (one in a trillion) is drawn again.
 */
export async function issueResponseCode(db: Db, rowId: string, now: Date): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .update(institutionsNotified)
        .set({
          responseCode: sql`COALESCE(${institutionsNotified.responseCode}, ${newResponseCode()})`,
          responseCodeIssuedAt: now,
        })
        .where(eq(institutionsNotified.id, rowId))
        .returning({ code: institutionsNotified.responseCode });
      return row!.code!;
    } catch (err) {
      if (attempt >= 4 || !isUniqueViolation(err, 'institutions_notified_response_code_unique')) throw err;
    }
  }
}

/**
 * An organisation typed the code from its letter (already normalised by the domain's schema): the
 * token of a response link for its row, expiring when the link printed with the code does. A code
 * that names no row answers 404 with no hint; one whose letter was printed over 90 days ago, 410,
 * as its link would.
 */
export async function findByResponseCode(
  db: Db,
  secret: string,
  code: string,
  now = Date.now(),
): Promise<{ token: string }> {
  const [row] = await db
    .select({ id: institutionsNotified.id, issuedAt: institutionsNotified.responseCodeIssuedAt })
    .from(institutionsNotified)
    .where(eq(institutionsNotified.responseCode, code));
  if (!row?.issuedAt) throw new AppError('NOT_FOUND', RESPONSE_CODE_TEXTS.notFound);
  if (row.issuedAt.getTime() + RESPONSE_LINK_TTL_DAYS * 86_400_000 < now)
    throw new AppError('GONE', RESPONSE_TEXTS.expired);
  return { token: signResponseToken(secret, row.id, row.issuedAt.getTime()) };
}
