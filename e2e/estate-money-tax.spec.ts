import {
  createEstate,
  expect,
  expectNoA11yViolations,
  fillDialog,
  nzDate,
  seeToast,
  signUpAs,
  statCard,
  test,
} from './fixtures.js';

/*
 * Tax Management (issue 14): a lawyer records a provisional tax payment and an IR3 return whose due
 * date has passed, sees the cards sum them (the late one as Overdue, not Pending), finds no estate
 * duty among the types, and filters the list to what is overdue.
 */

test('tax records: the cards sum the amounts, overdue is computed and filtered', async ({ page }) => {
  test.slow();
  await signUpAs(page, 'lawyer', 'Tui Lawyer');
  const deceased = `Rāwiri Tax ${Date.now().toString(36)}`;
  await createEstate(page, deceased);
  await page.goto('/dashboard/tax-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Management' })).toBeVisible();
  await expect(statCard(page, 'Overdue')).toContainText('$0.00');

  // New Zealand's types only: no estate duty since 1993.
  await page.getByRole('button', { name: 'Filter' }).click();
  const typeFilter = page.getByLabel('Type', { exact: true });
  await expect(typeFilter.locator('option')).toHaveText([
    'All Types',
    'Date-of-death income return (IR3)',
    'Estate income return (IR6)',
    'GST',
    'Provisional tax',
    'Other',
  ]);

  await page.getByRole('button', { name: 'New Tax Record' }).click();
  let dialog = await fillDialog(page, 'New Tax Record', {
    Estate: `Estate of ${deceased}`,
    Reference: 'SAMPLE-PROV-P1',
    Type: 'Provisional tax',
    'Amount ($)': '1,250',
    'Due date': nzDate(-30),
    Status: 'Paid',
  });
  await expect(dialog.getByText('New Zealand has had no estate duty since 1993.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Tax Record' }).click();
  await seeToast(page, 'Tax record added');
  await expect(statCard(page, 'Total Paid')).toContainText('$1,250.00');

  await page.getByRole('button', { name: 'New Tax Record' }).click();
  dialog = await fillDialog(page, 'New Tax Record', {
    Estate: `Estate of ${deceased}`,
    Reference: 'SAMPLE-IR3-2026',
    Type: 'Date-of-death income return (IR3)',
    Period: '2026',
    'Amount ($)': '486.30',
    'Due date': nzDate(-3),
    Notes: 'Not filed before the death.',
  });
  await dialog.getByRole('button', { name: 'Save Tax Record' }).click();
  await seeToast(page, 'Tax record added');
  const late = page.getByRole('row', { name: /SAMPLE-IR3-2026/ });
  await expect(late).toContainText(`Estate of ${deceased}`);
  await expect(late).toContainText('$486.30');
  await expect(late).toContainText('Overdue');
  await expect(statCard(page, 'Overdue')).toContainText('$486.30');
  await expect(statCard(page, 'Pending')).toContainText('$0.00');

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Overdue' });
  await expect(page).toHaveURL(/status=overdue/);
  await expect(page.getByRole('row', { name: /SAMPLE-PROV-P1/ })).toHaveCount(0);
  await expect(late).toBeVisible();
  await expect(statCard(page, 'Total Paid')).toContainText('$0.00');
  await expectNoA11yViolations(page, '/dashboard/tax-management filtered to overdue');
});
