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
 * Money that corrects, never rewrites (issue 41, decision 070), end to end: a transaction from the
 * bank statement has no Edit or Delete and says why; Reverse, with a reason, adds a reversal the
 * totals net and marks the original Reversed; a paid distribution is reversed the same way; the
 * books are closed through a date (an entry dated in it is refused, naming the date), then reopened
 * with a reason, and the entry goes in.
 */

const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

test('corrections: a kept transaction reversed with a reason, a paid distribution reversed, a period closed and reopened', async ({
  page,
}) => {
  test.slow();
  await signUpAs(page, 'lawyer', 'Ngaio Books');
  const estateId = await createEstate(page, `Rāwiri Corrections ${Date.now().toString(36)}`);
  // Granted seven months ago: safe to distribute.
  const grant = await page.request.patch(`/api/estates/${estateId}`, {
    data: { grantDate: addMonths(nzDate(), -7) },
    headers: { ...SAME_ORIGIN, 'if-match': '*' },
  });
  expect(grant.status(), await grant.text()).toBe(200);

  // A bank statement's line: kept as imported.
  const imported = await page.request.post(`/api/estates/${estateId}/transactions/import`, {
    data: { csv: `Date,Description,Amount\n${dayFirst(nzDate(-20))},Council rates,-120.40\n` },
    headers: { ...SAME_ORIGIN },
  });
  expect(imported.status(), await imported.text()).toBe(201);

  await openSection(page, estateId, 'Financials', 'Estate Financials');
  const rates = page.getByRole('row', { name: /Council rates/ }).first();
  await expect(rates).toContainText('This transaction came from a bank statement');
  await expect(page.getByRole('button', { name: 'Edit Council rates' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Council rates' })).toHaveCount(0);
  await expect(statCard(page, 'Total Expenses')).toContainText('$120.40');

  // Reverse, with a reason.
  await page.getByRole('button', { name: 'Reverse Council rates' }).click();
  let dialog = page.getByRole('dialog', { name: 'Reverse Council rates' });
  await expectNoA11yViolations(page, 'reverse a transaction');
  await dialog.getByRole('button', { name: 'Record reversal' }).click();
  await expect(dialog.getByText(/Reason is required/)).toBeVisible();
  await dialog
    .getByLabel('Reason', { exact: true })
    .fill('Paid from the wrong account: the council refunded it');
  await dialog.getByRole('button', { name: 'Record reversal' }).click();
  await seeToast(page, 'Reversal recorded');
  await expect(page.getByRole('row', { name: /Reversal of Council rates/ })).toContainText('+$120.40');
  await expect(page.getByRole('row', { name: /Reversed on/ })).toContainText('Paid from the wrong account');
  await expect(statCard(page, 'Total Expenses')).toContainText('$0.00');
  await expect(page.getByRole('button', { name: 'Reverse Council rates' })).toHaveCount(0);

  // A paid distribution: no Edit or Delete; reversed the same way.
  const heir = await page.request.post(`/api/estates/${estateId}/beneficiaries`, {
    data: { fullName: 'Sarah Wilson', relationship: 'daughter', sharePercent: '100' },
    headers: { ...SAME_ORIGIN },
  });
  expect(heir.status(), await heir.text()).toBe(201);
  const { id: beneficiaryId } = (await heir.json()) as { id: string };
  const paid = await page.request.post(`/api/estates/${estateId}/distributions`, {
    data: { beneficiaryId, type: 'interim', amount: '500', status: 'paid' },
    headers: { ...SAME_ORIGIN },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await openSection(page, estateId, 'Distribution', 'Estate Distribution');
  await expect(statCard(page, 'Total Distributed')).toContainText('$500.00');
  await expect(page.getByRole('button', { name: 'Edit Interim to Sarah Wilson' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reverse Interim to Sarah Wilson' }).click();
  dialog = await fillDialog(page, 'Reverse Interim to Sarah Wilson', {
    Reason: 'The bank returned the payment: wrong account number',
  });
  await dialog.getByRole('button', { name: 'Record reversal' }).click();
  await seeToast(page, 'Reversal recorded');
  await expect(statCard(page, 'Total Distributed')).toContainText('$0.00');
  // The Residue panel lists each correction on its own: what it reverses, why, and the amount.
  const corrections = page.getByRole('region', { name: 'Corrections' });
  await expect(corrections.getByRole('row', { name: /Interim distribution to Sarah Wilson/ })).toContainText(
    'The bank returned the payment: wrong account number',
  );
  await expect(corrections.getByRole('row', { name: /Council rates/ })).toContainText('$120.40');
  await expectNoA11yViolations(page, 'the account corrections');

  // Close the books through ten days ago: an entry dated in the period is refused, naming the date.
  const through = nzDate(-10);
  await openSection(page, estateId, 'Financials', 'Estate Financials');
  await page.getByRole('button', { name: 'Close period' }).click();
  dialog = await fillDialog(page, 'Close period', { 'Close through': through });
  await dialog.getByRole('button', { name: 'Close period' }).click();
  await seeToast(page, 'The period is closed');
  await expect(page.getByRole('heading', { name: `Books closed through` })).toBeVisible();

  await page.getByRole('button', { name: 'New Transaction' }).click();
  dialog = await fillDialog(page, 'New Transaction', {
    Date: nzDate(-12),
    Type: 'Income',
    Description: 'Late interest',
    Category: 'Bank Interest',
    Amount: '3.21',
  });
  await dialog.getByRole('button', { name: 'Save Transaction' }).click();
  await expect(dialog.getByText(`The books are closed through ${nzLongDate(through)}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Reopen with a reason: the entry goes in.
  await page.getByRole('button', { name: 'Reopen period' }).click();
  dialog = await fillDialog(page, 'Reopen period', { Reason: 'Interest for the closed month arrived late' });
  await expectNoA11yViolations(page, 'reopen the books');
  await dialog.getByRole('button', { name: 'Reopen period' }).click();
  await seeToast(page, 'The period is reopened');
  await expect(page.getByRole('heading', { name: 'Books open' })).toBeVisible();
  await page.getByRole('button', { name: 'New Transaction' }).click();
  dialog = await fillDialog(page, 'New Transaction', {
    Date: nzDate(-12),
    Type: 'Income',
    Description: 'Late interest',
    Category: 'Bank Interest',
    Amount: '3.21',
  });
  await dialog.getByRole('button', { name: 'Save Transaction' }).click();
  await seeToast(page, 'Transaction added');
  await page.getByText('History of closes').click();
  await expect(
    page.getByText(/reopened by Ngaio Books .*Interest for the closed month arrived late/),
  ).toBeVisible();
});
