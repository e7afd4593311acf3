import { readFile } from 'node:fs/promises';
import {
  createEstate,
  expect,
  expectNoA11yViolations,
  fillDialog,
  seeToast,
  signUpAs,
  statCard,
  test,
} from './fixtures.js';

/*
 * Reports (issue 15): a lawyer creates a monthly financials report emailed to a colleague, sees it
 * counted as scheduled with its next run, and downloads it now as CSV: the header row and their
 * estate's line.
 */

test('a lawyer creates a monthly report, sees the Scheduled count and downloads it as CSV', async ({
  page,
}) => {
  await signUpAs(page, 'lawyer', 'Rangi Reports');
  const deceased = `Mere Reported ${Date.now().toString(36)}`;
  await createEstate(page, deceased);

  await page.goto('/dashboard/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('button', { name: 'New Report' }).click();
  const dialog = await fillDialog(page, 'New Report', {
    'Report Name': 'Monthly money',
    'Report Type': 'Financials',
    Format: 'CSV',
    Frequency: 'Monthly',
    Recipients: 'partner@example.nz, accounts@example.nz',
  });
  await dialog.getByRole('button', { name: 'Create Report' }).click();
  await seeToast(page, 'Report added');

  const row = page.getByRole('row', { name: /Monthly money/ });
  await expect(row).toContainText('CSV');
  await expect(row).toContainText('Monthly');
  // Never generated yet: not "Ready" beside "Last: Never".
  await expect(row).toContainText('Not run yet');
  await expect(row).not.toContainText('Ready');
  await expect(row).toContainText('Next:');
  await expect(row).toContainText('2 recipients');
  for (const [label, value] of [
    ['Total Reports', '1'],
    ['Scheduled', '1'],
    ['Categories', '1'],
  ] as const)
    await expect(statCard(page, label)).toContainText(value);
  await expectNoA11yViolations(page, 'reports');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download Monthly money' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^report-monthly-money-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe('Estate,Income (NZD),Expenses (NZD),Balance (NZD),Pending transactions');
  expect(csv[1]).toBe(`Estate of ${deceased},0.00,0.00,0.00,0`);
  await expect(row).not.toContainText('Last: Never');
  await expect(row).toContainText('Ready');
});
