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
 * Estate Inventory and Controlled Items (issue 14): a lawyer adds an item from the cross-estate page
 * (choosing the estate on the form), sees the cards and downloads the CSV; adds a firearm to the
 * controlled items (the Arms Act note shows), records an access and sees who last had it and the
 * chain of custody.
 */

test('inventory: add an item, the cards, export; controlled items: record an access', async ({ page }) => {
  test.slow();
  await signUpAs(page, 'lawyer', 'Rangi Inventory');
  const deceased = `Hōhepa Chattels ${Date.now().toString(36)}`;
  await createEstate(page, deceased);

  await page.goto('/dashboard/estate-inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Estate Inventory' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Item' }).click();
  let dialog = await fillDialog(page, 'Add Item', {
    Estate: `Estate of ${deceased}`,
    Name: 'Toyota Corolla GX',
    Category: 'Vehicles',
    Status: 'Pending valuation',
    'Serial number': 'KGH512',
    Location: 'Garage',
    Condition: 'Good',
    'Purchase price ($)': '24,500',
    'Purchase date': '2017-05-20',
  });
  await dialog.getByRole('button', { name: 'Save Item' }).click();
  await seeToast(page, 'Item added');
  const car = page.getByRole('row', { name: /Toyota Corolla GX/ });
  await expect(car).toContainText(`Estate of ${deceased}`);
  await expect(car).toContainText('$24,500.00');
  await expect(car).toContainText('Pending valuation');
  for (const [label, value] of [
    ['Total Items', '1'],
    ['Locations', '1'],
    ['Pending Valuation', '1'],
    ['Categories', '1'],
  ] as const)
    await expect(statCard(page, label)).toContainText(value);
  await expectNoA11yViolations(page, 'estate inventory');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('estate-inventory.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Estate,Name,Category,Serial number,Location,Condition,Status,Purchase price');
  expect(csv).toContain(
    `Estate of ${deceased},Toyota Corolla GX,Vehicles,KGH512,Garage,Good,Pending valuation,24500.00,2017-05-20,`,
  );

  // Controlled items: a firearm, with the Arms Act's note on the form.
  await page.goto('/dashboard/controlled-items');
  await expect(page.getByRole('heading', { level: 1, name: 'Controlled Items' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Controlled Item' }).click();
  dialog = await fillDialog(page, 'Add Controlled Item', {
    Estate: `Estate of ${deceased}`,
    Item: 'Browning .22 rifle',
    Type: 'Firearm',
    'Security level': 'High',
    Location: 'Gun safe, 3 Rimu Road',
  });
  await expect(dialog.getByText(/Arms Act 1983/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Controlled Item' }).click();
  await seeToast(page, 'Controlled item added');
  const rifle = page.getByRole('row', { name: /Browning \.22 rifle/ });
  await expect(rifle).toContainText('Never');
  await expect(statCard(page, 'High Security')).toContainText('1');
  await expect(statCard(page, 'Secured')).toContainText('1');

  await rifle.getByRole('button', { name: 'Record access to Browning .22 rifle' }).click();
  dialog = await fillDialog(page, 'Record Access', {
    Purpose: 'Taken to the licensed dealer for safe keeping',
    'After this access': 'Taken out (Active)',
  });
  await expectNoA11yViolations(page, 'record access dialog');
  await dialog.getByRole('button', { name: 'Record Access' }).click();
  await seeToast(page, 'Access recorded');
  await expect(rifle).toContainText('by Rangi Inventory');
  await expect(rifle).toContainText('Active');
  await expect(statCard(page, 'Secured')).toContainText('0');

  await rifle.getByRole('button', { name: 'Access history of Browning .22 rifle' }).click();
  const history = page.getByRole('dialog', { name: 'Access History' });
  await expect(history.getByRole('list', { name: 'Accesses' })).toContainText(
    'Taken to the licensed dealer for safe keeping',
  );
  await expect(history).toContainText('Rangi Inventory');
});
