import { readFile } from 'node:fs/promises';
import { addMonths, nzLongDate } from '@estate/domain';
import {
  createEstate,
  expect,
  expectNoA11yViolations,
  fillDialog,
  nzDate,
  openSection,
  seeToast,
  signUpAs,
  statCard,
  test,
  SAME_ORIGIN,
} from './fixtures.js';

/*
 * The estate's money, end to end (issue 14): a lawyer records the grant date, adds a transaction,
 * imports a bank statement (a bad row is named by its line and blocks the import; fixed, the preview
 * flags the duplicate of what is already in the ledger and imports the rest), sees the totals count
 * completed transactions only, downloads the ledger as Xero's statement CSV, plans a distribution and
 * tries to pay it before the s47 date (told why), overrides with a written reason, and downloads the
 * estate statement as a PDF.
 */

const BAD_STATEMENT =
  'Date,Description,Amount\r\n01/07/2026,Rent from tenant,450.00\r\n02/07/2026,Typo,12.x\r\n';
const STATEMENT = [
  'Date,Description,Amount,Reference',
  '15/07/2026,Valuer fee,-80.00,TY-1', // already entered by hand below
  '01/07/2026,Rent from tenant,450.00,RENT',
  '2026-07-20,"Wellington City Council rates","-$1,234.50",RATES',
].join('\r\n');

test('estate money: grant date, ledger and bank import, Xero export, a distribution paid early with a reason, the PDF statement', async ({
  page,
}) => {
  test.slow();
  await signUpAs(page, 'lawyer', 'Aroha Ledger');
  const estateId = await createEstate(page, `Wiremu Financials ${Date.now().toString(36)}`);

  // The grant, a month ago, recorded on the estate's page: the s47 date is five months away.
  const grant = addMonths(nzDate(), -1);
  const protectedFrom = nzLongDate(addMonths(grant, 6));
  await page.goto(`/dashboard/estates/${estateId}`);
  await page.getByLabel('Grant date').fill(grant);
  await page.getByRole('button', { name: 'Save grant date' }).click();
  await seeToast(page, 'Grant date saved; s47 and claim dates updated');

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
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toBe(
    '\uFEFF*Date,*Amount,Payee,Description,Reference,Cheque Number\r\n' +
      '01/07/2026,450.00,,Rent from tenant,RENT,\r\n' +
      '15/07/2026,-80.00,,Valuer fee,TY-1,\r\n' +
      '20/07/2026,-1234.50,,Wellington City Council rates,RATES,\r\n',
  );

  // A distribution planned, then paid too early: the form says why; the lawyer overrides with a reason.
  const heir = await page.request.post(`/api/estates/${estateId}/beneficiaries`, {
    data: { fullName: 'Sarah Wilson', relationship: 'daughter', sharePercent: '100' },
    headers: { ...SAME_ORIGIN },
  });
  expect(heir.status(), await heir.text()).toBe(201);
  await openSection(page, estateId, 'Distribution', 'Estate Distribution');
  await expect(
    page.getByText(`Distributions are protected from ${protectedFrom} (Administration Act s47).`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'New Distribution' }).click();
  dialog = await fillDialog(page, 'New Distribution', {
    Beneficiary: 'Sarah Wilson (daughter)',
    Type: 'Interim',
    'Amount ($)': '5000',
    'Planned date': nzDate(7),
  });
  await dialog.getByRole('button', { name: 'Save Distribution' }).click();
  await seeToast(page, 'Distribution added');
  const row = page.getByRole('region', { name: 'Distributions' }).getByRole('row', { name: /Sarah Wilson/ });
  await expect(row).toContainText(`Planned before the s47 date (${protectedFrom})`);
  await page.getByRole('button', { name: 'Edit Interim to Sarah Wilson' }).click();
  dialog = await fillDialog(page, 'Edit Distribution', { Status: 'Paid' });
  await expect(dialog.getByText('This distribution is not yet safe to pay:')).toBeVisible();
  await expect(dialog.getByText(`Distributions are protected from ${protectedFrom}`)).toBeVisible();
  await expectNoA11yViolations(page, 'distribution paid before it is safe');
  await dialog.getByRole('button', { name: 'Update Distribution' }).click();
  await expect(dialog.getByText(/To pay it now, give an override reason\./)).toBeVisible();
  await dialog
    .getByLabel('Override reason')
    .fill('Hardship: Sarah needs the funds now; every beneficiary has agreed in writing.');
  await dialog.getByRole('button', { name: 'Update Distribution' }).click();
  await seeToast(page, 'Distribution updated');
  await expect(row).toContainText('Paid early by Aroha Ledger: Hardship');
  await expect(statCard(page, 'Total Distributed')).toContainText('$5,000.00');

  // The statement of assets, liabilities and distribution, from the financials screen.
  await openSection(page, estateId, 'Financials', 'Estate Financials');
  const statement = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download statement (PDF)' }).click();
  const pdf = await statement;
  expect(pdf.suggestedFilename()).toMatch(
    /^estate-statement-wiremu-financials-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
