import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  LEDGER_TEXTS,
  inClosedPeriod,
  readBankStatement,
  type StatementImport,
  type StatementImportResult,
  type StatementPreview,
  type StatementRow,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Remember } from '../../lib/idempotency.js';
import { transactions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { requireEstate } from '../access/index.js';
import { lockEstate } from '../records/find-estate-record.js';
import { closedThrough } from './ledger-periods.js';

type Who = Pick<Actor, 'id' | 'role'>;
const INSERT_CHUNK = 1000;

/** A 400 naming the field `csv`: the messages each name their line. */
const refuse = (messages: string[]) => {
  const shown = messages.slice(0, 20);
  const more = messages.length - shown.length;
  const message =
    messages.length === 1
      ? messages[0]!
      : `${messages.length} problems in the file: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
  return new AppError(
    'VALIDATION',
    message,
    messages.map((m) => ({ path: 'csv', message: m })),
  );
};

/** The statement's rows against the estate's ledger as it is now (inside `db`'s transaction, if any). */
async function readAgainstLedger(db: Db | Tx, estateId: string, csv: string) {
  const existing = await db
    .select({
      occurredOn: transactions.occurredOn,
      type: transactions.type,
      amountCents: transactions.amountCents,
      description: transactions.description,
    })
    .from(transactions)
    .where(eq(transactions.estateId, estateId));
  const read = readBankStatement(csv, existing);
  if (!read.ok) throw refuse([read.error]);
  return read;
}

const summarise = (rows: StatementRow[], errors: string[]): StatementPreview => ({
  rows,
  errors,
  importable: rows.filter((r) => r.errors.length === 0 && !r.duplicate).length,
  duplicates: rows.filter((r) => r.duplicate).length,
});

/**
 * Step 1 of a bank-statement import: the file's rows as they would be imported, each with its line,
 * its problems and whether it repeats a transaction already kept (or an earlier row). Writes nothing.
 * 404 for an estate the actor may not see; a file that cannot be read at all is a 400.
 */
export async function previewStatement(
  db: Db,
  actor: Who,
  estateId: string,
  { csv }: { csv: string },
): Promise<StatementPreview> {
  const estate = await requireEstate(db, actor, estateId);
  const read = await readAgainstLedger(db, estate.id, csv);
  return summarise(read.rows, read.errors);
}

/**
 * Step 2: imports the statement as completed transactions (source `import`, one batch id), in one
 * transaction with one audit event. Refused (400, naming the lines) while any row has an error;
 * duplicates are left out unless their lines are listed in `includeDuplicates`. The estate's row is
 * locked, so two imports of one file at once never both add it.
 */
export async function importStatement(
  db: Db,
  actor: Who,
  estateId: string,
  input: Required<Pick<StatementImport, 'csv'>> & { fileName?: string | null; includeDuplicates: number[] },
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<StatementImportResult>,
): Promise<StatementImportResult> {
  const estate = await requireEstate(db, actor, estateId);
  return db.transaction(async (tx) => {
    await lockEstate(tx, estate.id);
    const { rows, errors } = await readAgainstLedger(tx, estate.id, input.csv);
    if (errors.length) throw refuse(errors);
    const included = new Set(input.includeDuplicates);
    const chosen = rows.filter((r) => !r.duplicate || included.has(r.line));
    const skipped = rows.length - chosen.length;
    if (chosen.length === 0)
      throw refuse([
        'Every row of the file is already in the ledger or repeated: choose the duplicates to import anyway',
      ]);
    // Decision 070: nothing is added to a closed period, from a statement either.
    const through = await closedThrough(tx, estate.id);
    const closed = chosen.filter((r) => inClosedPeriod(r.occurredOn, through));
    if (through && closed.length > 0)
      throw new AppError(
        'CONFLICT',
        `${LEDGER_TEXTS.closed(through)} Line${closed.length === 1 ? '' : 's'} ${closed.map((r) => r.line).join(', ')} of the file ${closed.length === 1 ? 'is' : 'are'} dated in it.`,
        closed.map((r) => ({ path: 'csv', message: `Line ${r.line}: dated in the closed period` })),
        { closedThrough: through },
      );
    const importBatchId = randomUUID();
    const values = chosen.map((r) => ({
      estateId: estate.id,
      // A row without errors has all of these (readBankStatement's rule).
      occurredOn: r.occurredOn!,
      type: r.type!,
      description: r.description,
      category: r.category!,
      reference: r.reference,
      amountCents: r.amountCents!,
      status: 'completed',
      source: 'import',
      importBatchId,
      createdBy: actor.id,
    }));
    // In chunks: one statement may carry at most 65,535 parameters.
    for (let i = 0; i < values.length; i += INSERT_CHUNK)
      await tx.insert(transactions).values(values.slice(i, i + INSERT_CHUNK));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'transaction.imported',
      entityType: 'transaction',
      entityId: importBatchId,
      data: {
        estateId: estate.id,
        name: `${chosen.length} transaction${chosen.length === 1 ? '' : 's'} from ${input.fileName || 'a bank statement'}`,
        count: chosen.length,
        skipped,
        fileName: input.fileName ?? null,
        importBatchId,
      },
    });
    const result = { imported: chosen.length, skipped, importBatchId };
    await remember?.(tx, result);
    return result;
  });
}
