import { and, asc, eq } from 'drizzle-orm';
import { centsToDollars, nzToday, signedCents } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { transactions } from '../../db/schema.js';
import { CsvNumber, fileSlug, toCsv } from '../../lib/csv.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { requireEstate } from '../access/index.js';

/**
 * Xero's bank statement import (Accounting › Bank accounts › Import a statement, its CSV template):
 * the date and the signed amount are required, the rest optional. The New Zealand template's last
 * column is "Cheque Number"; Xero asks to map any heading it does not know, so a mismatch never
 * blocks an import.
 */
export const XERO_STATEMENT_HEADERS = [
  '*Date',
  '*Amount',
  'Payee',
  'Description',
  'Reference',
  'Cheque Number',
];

/** 2026-07-01 as 01/07/2026: Xero reads New Zealand organisations' dates day first. */
const dayFirst = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

/**
 * The estate's ledger as a CSV Xero imports as a bank statement: the completed transactions (the
 * ones the totals count), oldest first; dates DD/MM/YYYY; the amount signed (income positive,
 * expenses negative) with no currency symbol; the description, and the reference when there is one.
 * A reversal is a line of the opposite sign with its reason; the line it reverses is marked.
 * 404 for an estate the actor may not see; the route checks `estate:manage`.
 */
export async function exportLedger(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  estateId: string,
): Promise<{ fileName: string; csv: string }> {
  const estate = await requireEstate(db, actor, estateId);
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.estateId, estate.id), eq(transactions.status, 'completed')))
    .orderBy(asc(transactions.occurredOn), asc(transactions.createdAt), asc(transactions.id));
  // A reversal (decision 070) is its own line, of the opposite sign, saying why; the line it
  // reverses says so. Both stay, so the file nets them as the ledger does.
  const reversed = new Set(rows.map((t) => t.reversesId).filter(Boolean));
  const describe = (t: (typeof rows)[number]) =>
    t.reversesId
      ? `${t.description} (reason: ${t.reversalReason ?? ''})`
      : reversed.has(t.id)
        ? `${t.description} (reversed)`
        : t.description;
  const csv = toCsv(
    XERO_STATEMENT_HEADERS,
    rows.map((t) => [
      dayFirst(t.occurredOn),
      new CsvNumber(centsToDollars(signedCents(t))),
      '',
      describe(t),
      t.reference,
      '',
    ]),
    // An import file: Xero takes the text as it is; a formula guard's ' would land in the ledger.
    { purpose: 'import' },
  );
  await recordAudit(db, {
    actorId: actor.id,
    action: 'estate.ledger_exported',
    entityType: 'estate',
    entityId: estate.id,
    data: { estateId: estate.id, count: rows.length },
  });
  return { fileName: `estate-ledger-${fileSlug(estate.deceasedName)}-${nzToday()}.csv`, csv };
}
