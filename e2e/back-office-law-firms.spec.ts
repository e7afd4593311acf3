import { DEMO, expect, fillDialog, seeToast, signInAs, test } from './fixtures.js';

/*
 * Law Firms (issue 15): an admin adds a firm, finds it by its contact's email, edits it (inactive,
 * on trial), sees the Status filter keep it in Inactive and out of Active, and deletes it after the
 * question that names it.
 */

test('an admin adds, finds, edits, filters and deletes a law firm', async ({ page }) => {
  test.slow();
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/admin/law-firms');
  await expect(page.getByRole('heading', { level: 1, name: 'Law Firms' })).toBeVisible();
  await expect(page.getByText('Manage law firm accounts and their members')).toBeVisible();
  // The demo firm with its two lawyers is there.
  await expect(page.getByRole('row', { name: /Kauri Lane Law \(demo\)/ })).toBeVisible();

  const tag = Date.now().toString(36);
  const name = `Rātā Street Law ${tag}`;
  const email = `office-${tag}@rata-street.example.nz`;
  await page.getByRole('button', { name: 'Add Law Firm' }).click();
  const add = await fillDialog(page, 'Add Law Firm', {
    'Firm Name': name,
    'Primary Contact': 'Anahera Rātā',
    Email: email,
    Phone: '04 555 0123',
    Address: '22 Cuba Street\nTe Aro\nWellington 6011',
  });
  await expect(add.getByLabel('Status', { exact: true })).toHaveValue('active');
  await expect(add.getByLabel('Billing Status', { exact: true })).toHaveValue('current');
  await add.getByRole('button', { name: 'Save Law Firm' }).click();
  await seeToast(page, 'Law firm added successfully');

  // Found by the contact's email.
  await page.getByLabel('Search law firms').fill(email);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Anahera Rātā');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Current');

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = await fillDialog(page, 'Edit Law Firm', { Status: 'Inactive', 'Billing Status': 'Trial' });
  await expect(edit.getByLabel('Firm Name', { exact: true })).toHaveValue(name);
  await edit.getByRole('button', { name: 'Update Law Firm' }).click();
  await seeToast(page, 'Law firm updated successfully');
  await expect(row).toContainText('Inactive');
  await expect(row).toContainText('Trial');

  // The Status filter works (the original's did not).
  await page.getByRole('button', { name: 'Filter' }).click();
  const status = page.getByLabel('Status', { exact: true });
  await expect(status.locator('option')).toHaveText(['All Statuses', 'Active', 'Inactive']);
  await status.selectOption({ label: 'Active' });
  await expect(page).toHaveURL(/status=active/);
  await expect(row).toHaveCount(0);
  await status.selectOption({ label: 'Inactive' });
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}` });
  await expect(confirm).toContainText(
    `Are you sure you want to delete the law firm "${name}"? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await seeToast(page, 'Law firm deleted successfully');
  await expect(row).toHaveCount(0);
});
