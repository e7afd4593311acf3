import { DEMO, expect, fillDialog, seeToast, signInAs, test } from './fixtures.js';

/*
 * Billing Management (issue 15): an admin opens a billing account for a law firm (the spec's trial
 * rule on the way), creates an invoice from it after seeing its lines, GST and total, and finds it
 * in the Invoices tab as a draft with the total including GST.
 */

test('an admin opens a billing account for a firm and creates an invoice from it', async ({ page }) => {
  test.slow();
  await signInAs(page, DEMO.admin);
  const name = `Tōtara Chambers ${Date.now().toString(36)}`;
  const firm = await page.request.post('/api/admin/law-firms', {
    data: { name, address: '5 Victoria Street\nHamilton 3204', status: 'active', billingStatus: 'current' },
  });
  expect(firm.status(), await firm.text()).toBe(201);

  await page.goto('/dashboard/admin/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Management' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Revenue' })).toBeVisible();

  await page.getByRole('button', { name: 'New Account' }).click();
  const dialog = await fillDialog(page, 'New Account', { 'Law Firm': name, Status: 'Trial' });
  // Changing the type clears the firm chosen (spec §5).
  await dialog.getByLabel('Account Type').selectOption({ label: 'Individual' });
  await expect(dialog.getByLabel('Person')).toHaveValue('');
  await dialog.getByLabel('Account Type').selectOption({ label: 'Law Firm' });
  await expect(dialog.getByLabel('Law Firm')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Save Account' }).click();
  await expect(dialog.getByText('Please select an entity')).toBeVisible();
  await expect(dialog.getByText('Trial end date is required for trial accounts')).toBeVisible();
  await fillDialog(page, 'New Account', { 'Law Firm': name, Status: 'Active', Plan: 'Standard' });
  await dialog.getByRole('button', { name: 'Save Account' }).click();
  await seeToast(page, 'Billing account added');

  await page.getByLabel('Search billing accounts').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('$49.99');
  await row.getByRole('button', { name: `Create invoice for ${name}` }).click();
  const create = page.getByRole('dialog', { name: 'Create Invoice' });
  await expect(create.getByRole('row', { name: /Total incl. GST/ })).toContainText('$57.49');
  await create.getByRole('button', { name: 'Create Invoice' }).click();
  await seeToast(page, 'Invoice created successfully!');

  await page.getByRole('tab', { name: 'Invoices' }).click();
  await page.getByLabel('Search invoices').fill(name);
  const invoice = page.getByRole('row', { name: new RegExp(name) });
  await expect(invoice).toContainText('Draft');
  await expect(invoice).toContainText('$57.49');
  await expect(invoice.getByRole('link', { name: /^View invoice INV-\d{6}$/ })).toBeVisible();
});
