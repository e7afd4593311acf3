import { randomUUID } from 'node:crypto';
import { and, eq, isNull, max } from 'drizzle-orm';
import { addDays } from '@estate/domain';
import { distributions, ledgerPeriods } from '../../../src/db/schema.js';
import { anyVersion, runA, json, type Row, type World } from './harness.js';

/*
 * The authorization matrix (harness.ts), its rows of estate money: the estate account and its
 * statement, the inventory and controlled items, the distribution hold and the bank-statement
 * import and ledger export. estates.test.ts runs them, and checks there that every route has a row
 * in some area (areas.ts). A new route of this area adds its rows here.
 */

/** Closing and reopening estate A's books: those who run it, but not its executor (a lawyer acts on A). */
const keepBooksOfA = { ...runA, executor: 403 } as const;

export function estateMoneyRows(w: World): Row[] {
  const { estateA, recordsOfA, newRecord, t } = w;
  const { db } = t.database;
  /** Each close goes a day further, so every visitor allowed to close has something to close. */
  let closes = 0;
  const nextClose = () => addDays('2000-01-01', closes++);
  return [
    // The estate account and its statement (issue 14): for those who run the estate.
    {
      method: 'GET',
      url: '/api/estates/:estateId/account',
      expect: runA,
      request: json('GET', `/api/estates/${estateA}/account`),
    },
    {
      method: 'GET',
      url: '/api/estates/:estateId/statement.pdf',
      expect: runA,
      request: json('GET', `/api/estates/${estateA}/statement.pdf`),
      skipLeakCheck: 'PDF bytes (its text is glyph ids)',
    },
    // Estate Inventory's CSV (of every estate one may see, or of one) and Controlled Items' custody.
    {
      method: 'GET',
      url: '/api/inventory-items/export.csv',
      expect: runA,
      request: json('GET', `/api/inventory-items/export.csv?estateId=${estateA}`),
    },
    {
      method: 'GET',
      url: '/api/estates/:estateId/controlled-items/:id/accesses',
      expect: runA,
      request: () =>
        json('GET', `/api/estates/${estateA}/controlled-items/${recordsOfA['controlled-items']}/accesses`)(),
    },
    {
      method: 'POST',
      url: '/api/estates/:estateId/controlled-items/:id/accesses',
      expect: runA,
      request: () =>
        json('POST', `/api/estates/${estateA}/controlled-items/${recordsOfA['controlled-items']}/accesses`, {
          purpose: 'Matrix valuer visit',
        })(),
    },
    // Whether estate A may pay a distribution today (the s47 date and the claims register).
    {
      method: 'GET',
      url: '/api/estates/:estateId/distribution-hold',
      expect: runA,
      request: json('GET', `/api/estates/${estateA}/distribution-hold`),
    },
    // Estate Financials: a bank statement's import (previewed, then confirmed) and the ledger for Xero.
    {
      method: 'POST',
      url: '/api/estates/:estateId/transactions/import/preview',
      expect: runA,
      request: json('POST', `/api/estates/${estateA}/transactions/import/preview`, {
        csv: 'Date,Description,Amount\n01/07/2026,Matrix interest,1.23\n',
      }),
    },
    {
      method: 'POST',
      url: '/api/estates/:estateId/transactions/import',
      expect: runA,
      // A fresh row each time: a second import of the same one would be all duplicates.
      request: () =>
        json('POST', `/api/estates/${estateA}/transactions/import`, {
          csv: `Date,Description,Amount\n01/07/2026,Matrix import ${randomUUID()},-4.56\n`,
        })(),
    },
    {
      method: 'GET',
      url: '/api/estates/:estateId/transactions/export.csv',
      expect: runA,
      request: json('GET', `/api/estates/${estateA}/transactions/export.csv`),
    },
    // Money that corrects (decision 070): a reversal of a fresh entry each time (an entry is
    // reversed once), and closing and reopening the books.
    {
      method: 'POST',
      url: '/api/estates/:estateId/transactions/:id/reversal',
      expect: runA,
      request: anyVersion(async () =>
        json(
          'POST',
          `/api/estates/${estateA}/transactions/${await newRecord(estateA, 'transactions')}/reversal`,
          {
            reason: 'Matrix correction',
          },
        )(),
      ),
    },
    {
      method: 'POST',
      url: '/api/estates/:estateId/distributions/:id/reversal',
      expect: runA,
      request: anyVersion(async () => {
        const [paid] = await db
          .insert(distributions)
          .values({
            estateId: estateA,
            beneficiaryId: recordsOfA.beneficiaries!,
            type: 'interim',
            amountCents: 12_300,
            status: 'paid',
            completedDate: '2026-07-01',
          })
          .returning({ id: distributions.id });
        return json('POST', `/api/estates/${estateA}/distributions/${paid!.id}/reversal`, {
          reason: 'Matrix correction',
        })();
      }),
    },
    {
      method: 'GET',
      url: '/api/estates/:estateId/periods',
      expect: runA,
      request: json('GET', `/api/estates/${estateA}/periods`),
    },
    {
      method: 'POST',
      url: '/api/estates/:estateId/periods/close',
      expect: keepBooksOfA,
      request: () => json('POST', `/api/estates/${estateA}/periods/close`, { throughDate: nextClose() })(),
    },
    {
      method: 'POST',
      url: '/api/estates/:estateId/periods/reopen',
      expect: keepBooksOfA,
      // Closed first (in 1999, before every close above), so each visitor has something to reopen.
      request: async () => {
        await db.insert(ledgerPeriods).values({ estateId: estateA, throughDate: '1999-12-31' });
        // The date the books are closed through as a visitor would read it (the latest open close).
        const [open] = await db
          .select({ through: max(ledgerPeriods.throughDate) })
          .from(ledgerPeriods)
          .where(and(eq(ledgerPeriods.estateId, estateA), isNull(ledgerPeriods.reopenedAt)));
        return json('POST', `/api/estates/${estateA}/periods/reopen`, {
          reason: 'Matrix reopening',
          closedThrough: open!.through,
        })();
      },
    },
  ];
}
