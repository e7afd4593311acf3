import { randomUUID } from 'node:crypto';
import { runA, json, type Row, type World } from './harness.js';

/*
 * The authorization matrix (harness.ts), its rows of estate money: the estate account and its
 * statement, the inventory and controlled items, the distribution hold and the bank-statement
 * import and ledger export. estates.test.ts runs them, and checks there that every route has a row
 * in some area (areas.ts). A new route of this area adds its rows here.
 */

export function estateMoneyRows(w: World): Row[] {
  const { estateA, recordsOfA } = w;
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
  ];
}
