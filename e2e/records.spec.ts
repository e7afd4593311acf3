import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import {
  DEMO,
  createEstate,
  expect,
  expectNoA11yViolations,
  signInAs,
  signUpAs,
  test,
  toast,
} from './fixtures.js';

/*
 * Estate records on the records kit (issue 12): a lawyer adds, edits and deletes beneficiaries,
 * assets, liabilities and valuations from the estate page; the totals, the cross-estate screens and
 * the export carry them; the filters of /dashboard/assets live in the URL; a beneficiary reads only.
 */

/** Opens `title`, fills `fields` (label → value; a select takes its option's label) and saves. */
async function addThrough(page: Page, button: string, fields: Record<string, string>, save: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  for (const [label, value] of Object.entries(fields)) {
    const field = dialog.getByLabel(label, { exact: true });
    if ((await field.evaluate((el: { tagName: string }) => el.tagName)) === 'SELECT')
      await field.selectOption({ label: value });
    else await field.fill(value);
  }
  await dialog.getByRole('button', { name: save }).click();
  return dialog;
}

test.describe('estate records', () => {
  test('a lawyer adds, edits and deletes records; totals, screens and the export show them', async ({
    page,
  }) => {
    test.slow();
    await signUpAs(page, 'lawyer', 'Rangi Lawyer');
    const deceasedName = `Hone Ngata ${Date.now().toString(36)}`;
    const estateId = await createEstate(page, deceasedName);

    // Beneficiaries: one with 60%, and a second whose 50% would pass 100% (named on the field).
    await page.goto(`/dashboard/estates/${estateId}?tab=beneficiaries`);
    const added = await addThrough(
      page,
      'Add Beneficiary',
      { 'Full name': 'Mere Ngata', Relationship: 'Daughter', 'Share (%)': '60' },
      'Save Beneficiary',
    );
    await expect(added).toHaveCount(0);
    await expect(toast(page, 'Beneficiary added')).toBeVisible();
    await expect(page.getByRole('row', { name: /Mere Ngata/ })).toContainText('60.00%');
    const over = await addThrough(
      page,
      'Add Beneficiary',
      { 'Full name': 'Tama Ngata', 'Share (%)': '50' },
      'Save Beneficiary',
    );
    const share = over.getByLabel('Share (%)');
    await expect(share).toHaveAttribute('aria-invalid', 'true');
    await expect(over.getByText(/The shares would total 110\.00%/)).toBeVisible();
    await expectNoA11yViolations(page, 'beneficiary form, share over 100%');
    await over.getByRole('button', { name: 'Cancel' }).click();

    // Assets & Debts: an asset, a liability, and an asset that is then deleted.
    await page.getByRole('tab', { name: 'Assets & Debts' }).click();
    await addThrough(
      page,
      'Add Asset',
      { Name: 'Kauri bach', Type: 'Property', 'Value ($)': '450000.10', Location: 'Coromandel' },
      'Save Asset',
    );
    await expect(page.getByRole('row', { name: /Kauri bach/ })).toContainText('$450,000.10');
    await addThrough(
      page,
      'Add Liability',
      { Name: 'ANZ mortgage', Type: 'Mortgage', 'Amount ($)': '120000.05', Creditor: 'ANZ' },
      'Save Liability',
    );
    await expect(page.getByRole('row', { name: /ANZ mortgage/ })).toContainText('-$120,000.05');
    await addThrough(
      page,
      'Add Asset',
      { Name: 'Old car', Type: 'Vehicle', 'Value ($)': '1500' },
      'Save Asset',
    );
    await expect(page.getByRole('row', { name: /Old car/ })).toBeVisible();

    // Edit: the dialog opens with the record's values.
    await page.getByRole('button', { name: 'Edit Kauri bach' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Asset' });
    await expect(edit.getByLabel('Value ($)')).toHaveValue('450000.10');
    await edit.getByLabel('Value ($)').fill('455000.10');
    await expectNoA11yViolations(page, 'edit asset dialog');
    await edit.getByRole('button', { name: 'Update Asset' }).click();
    await expect(toast(page, 'Asset updated')).toBeVisible();
    await expect(page.getByRole('row', { name: /Kauri bach/ })).toContainText('$455,000.10');

    // Delete, after the confirmation.
    await page.getByRole('button', { name: 'Delete Old car' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Old car' });
    await expect(confirm).toContainText('Are you sure you want to delete this asset?');
    await expectNoA11yViolations(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Asset deleted')).toBeVisible();
    await expect(page.getByRole('row', { name: /Old car/ })).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('$455,000.10');
    await expect(summary).toContainText('$335,000.05');
    await expectNoA11yViolations(page, 'estate assets & debts');

    // A valuation of the bach, up on the previous value.
    await page.getByRole('tab', { name: 'Valuations' }).click();
    await addThrough(
      page,
      'New Valuation',
      {
        Asset: 'Kauri bach',
        'Value ($)': '455000.10',
        'Previous value ($)': '450000.10',
        Type: 'Professional',
        Appraiser: 'Bayleys',
        'Valuation date': '2026-10-01',
      },
      'Save Valuation',
    );
    await expect(page.getByRole('row', { name: /Kauri bach/ })).toContainText('Up 1.1%');
    await expectNoA11yViolations(page, 'estate valuations');

    // After a reload everything is still there, and the cross-estate screens add it up.
    await page.reload();
    await expect(page.getByRole('row', { name: /Kauri bach/ })).toContainText('Bayleys');
    await page.goto('/dashboard/assets');
    await expect(page.getByRole('heading', { level: 1, name: 'Assets & Liabilities' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Kauri bach/ })).toContainText(`Estate of ${deceasedName}`);
    const totals = page.getByRole('region', { name: 'Summary' });
    await expect(totals).toContainText('$455,000.10');
    await expect(totals).toContainText('$120,000.05');
    await expect(totals).toContainText('$335,000.05');
    await page.goto('/dashboard/estate-valuation');
    await expect(page.getByText('Total Value').locator('..').locator('..')).toContainText('$455,000.10');

    // The export carries the rows.
    await page.goto(`/dashboard/estates/${estateId}`);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export for OneLaw' }).click();
    const zip = unzipSync(new Uint8Array(await readFile((await (await downloadPromise).path()) ?? '')));
    expect(strFromU8(zip['beneficiaries.csv']!)).toContain('Mere Ngata');
    expect(strFromU8(zip['assets.csv']!)).toContain('Kauri bach');
    expect(strFromU8(zip['assets.csv']!)).not.toContain('Old car');
    expect(strFromU8(zip['liabilities.csv']!)).toContain('ANZ mortgage');
  });

  test('the filters of /dashboard/assets survive back, forward and reload; axe at 390 and 1280 px', async ({
    page,
  }) => {
    await signInAs(page, DEMO.lawyer);
    await page.goto('/dashboard/assets');
    await expect(page.getByRole('heading', { level: 1, name: 'Assets & Liabilities' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Assets' })).toBeVisible();
    await expectNoA11yViolations(page, '/dashboard/assets (1280 px)');

    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Type').selectOption('property');
    await expect(page).toHaveURL(/type=property/);
    await page.getByLabel('Search assets').fill('a');
    await expect(page).toHaveURL(/q=a/);
    await page.getByRole('button', { name: /^Value/ }).click();
    await expect(page).toHaveURL(/sort=value/);

    await page.getByRole('tab', { name: 'Liabilities' }).click();
    await expect(page).toHaveURL(/tab=liabilities/);
    await expect(page.getByRole('region', { name: 'Liabilities' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/type=property/);
    await expect(page.getByLabel('Type')).toHaveValue('property');
    await expect(page.getByLabel('Search assets')).toHaveValue('a');
    await page.reload();
    await expect(page.getByLabel('Type')).toHaveValue('property');
    await expect(page.getByLabel('Search assets')).toHaveValue('a');
    await expect(page.getByRole('columnheader', { name: /Value/ })).toHaveAttribute('aria-sort', 'ascending');
    await page.goForward();
    await expect(page.getByRole('tab', { name: 'Liabilities' })).toHaveAttribute('aria-selected', 'true');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoA11yViolations(page, '/dashboard/assets liabilities (390 px)');
    await page.goto('/dashboard/estate-valuation');
    await expect(page.getByRole('heading', { level: 1, name: 'Estate Valuation' })).toBeVisible();
    await expect(page.getByText('Change %')).toBeVisible();
    await expectNoA11yViolations(page, '/dashboard/estate-valuation (390 px)');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoA11yViolations(page, '/dashboard/estate-valuation (1280 px)');
  });

  test('a beneficiary sees the record tabs without Add, Edit or Delete', async ({ page }) => {
    await signInAs(page, DEMO.beneficiary);
    const recent = (await (await page.request.get('/api/estates/recent')).json()) as {
      items: { estateId: string }[];
    };
    const estateId = recent.items[0]!.estateId;
    for (const [tab, add, region] of [
      ['beneficiaries', 'Add Beneficiary', 'Beneficiaries'],
      ['assets', 'Add Asset', 'Assets'],
      ['valuations', 'New Valuation', 'Valuations'],
    ] as const) {
      await page.goto(`/dashboard/estates/${estateId}?tab=${tab}`);
      await expect(page.getByRole('region', { name: region })).toBeVisible();
      await expect(page.getByRole('button', { name: add })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    }
    await expectNoA11yViolations(page, 'beneficiary valuations tab');
  });
});
