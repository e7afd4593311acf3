import { readFile } from 'node:fs/promises';
import {
  createEstate,
  expect,
  expectNoA11yViolations,
  fillDialog,
  openSection,
  seeToast,
  signUpAs,
  statCard,
  test,
} from './fixtures.js';

/*
 * Estate Financials (issue 14): a lawyer adds a transaction, imports a bank statement (a bad row is
 * named by its line and blocks the import; fixed, the preview flags the duplicate of what is already
 * in the ledger and imports the rest), sees the totals count completed transactions only, and
 * downloads the ledger as Xero's statement CSV.
 */

const BAD_STATEMENT =
  'Date,Description,Amount\r\n01/07/2026,Rent from tenant,450.00\r\n02/07/2026,Typo,12.x\r\n';
const STATEMENT = [
  'Date,Description,Amount,Reference',
  '15/07/2026,Valuer fee,-80.00,TY-1', // already entered by hand below
  '01/07/2026,Rent from tenant,450.00,RENT',
  '2026-07-20,"Wellington City Council rates","-$1,234.50",RATES',
].join('\r\n');

test('financials: add a transaction, import a bank statement, totals and the Xero export', async ({
  page,
}) => {
  test.slow();
  await signUpAs(page, 'lawyer', 'Aroha Ledger');
  const estateId = await createEstate(page, `Wiremu Financials ${Date.now().toString(36)}`);
  await openSection(page, estateId, 'Financials', 'Estate Financials');
  await expect(statCard(page, 'Balance')).toContainText('$0.00');

  // One transaction by hand: an expense, completed.
  await page.getByRole('button', { name: 'New Transaction' }).click();
  let dialog = await fillDialog(page, 'New Transaction', {
    Date: '2026-07-15',
    Type: 'Expense',
    Description: 'Valuer fee',
    Category: 'Valuation Fees',
    Reference: 'TY-1',
    Amount: '80',
  });
  await dialog.getByRole('button', { name: 'Save Transaction' }).click();
  await seeToast(page, 'Transaction added');
  await expect(page.getByRole('row', { name: /Valuer fee/ })).toContainText('-$80.00');
  await expect(statCard(page, 'Total Expenses')).toContainText('$80.00');
  await expect(statCard(page, 'Balance')).toContainText('-$80.00');

  // A statement with a bad row: named by its line, nothing can be imported.
  await page.getByRole('button', { name: 'Import statement' }).click();
  dialog = page.getByRole('dialog', { name: 'Import bank statement' });
  const picker = dialog.getByLabel('Bank statement (CSV)');
  await picker.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD_STATEMENT) });
  await expect(dialog.getByRole('alert')).toContainText('Line 3: amount is not a number');
  await expect(dialog.getByRole('button', { name: /^Import \d+ transactions?$/ })).toBeDisabled();

  // The fixed statement: the valuer's fee is already in the ledger, so it is left out.
  await dialog.getByRole('button', { name: /Remove/ }).click();
  await picker.setInputFiles({ name: 'anz-july.csv', mimeType: 'text/csv', buffer: Buffer.from(STATEMENT) });
  await expect(dialog.getByRole('status')).toContainText('3 rows: 2 ready to import, 1 duplicate.');
  await expect(dialog.getByLabel('Import line 2 anyway (already in the ledger)')).not.toBeChecked();
  await expectNoA11yViolations(page, 'statement import preview');
  await dialog.getByRole('button', { name: 'Import 2 transactions' }).click();
  await seeToast(page, '2 transactions imported');
  await expect(dialog).toHaveCount(0);

  await expect(page.getByRole('row', { name: /Rent from tenant/ })).toContainText('+$450.00');
  await expect(page.getByRole('row', { name: /Wellington City Council rates/ })).toContainText('-$1,234.50');
  await expect(statCard(page, 'Total Income')).toContainText('$450.00');
  await expect(statCard(page, 'Total Expenses')).toContainText('$1,314.50');
  await expect(statCard(page, 'Balance')).toContainText('-$864.50');

  // A pending transaction is listed but not counted.
  await page.getByRole('button', { name: 'New Transaction' }).click();
  dialog = await fillDialog(page, 'New Transaction', {
    Date: '2026-07-25',
    Type: 'Income',
    Description: 'Car sale deposit',
    Category: 'Asset Sale',
    Amount: '2000',
    Status: 'Pending',
  });
  await dialog.getByRole('button', { name: 'Save Transaction' }).click();
  await seeToast(page, 'Transaction added');
  await expect(page.getByText('1 pending transaction is not counted yet.')).toBeVisible();
  await expect(statCard(page, 'Total Income')).toContainText('$450.00');

  // The ledger for Xero: completed transactions, oldest first, signed, dates day first.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^estate-ledger-wiremu-financials-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toBe(
    '\uFEFF*Date,*Amount,Payee,Description,Reference,Cheque Number\r\n' +
      '01/07/2026,450.00,,Rent from tenant,RENT,\r\n' +
      '15/07/2026,-80.00,,Valuer fee,TY-1,\r\n' +
      '20/07/2026,-1234.50,,Wellington City Council rates,RATES,\r\n',
  );
});
