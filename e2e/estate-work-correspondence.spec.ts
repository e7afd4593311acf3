import {
  createEstate,
  expect,
  expectNoA11yViolations,
  fillDialog,
  openSection,
  signUpAs,
  statCard,
  test,
  seeToast,
} from './fixtures.js';

/*
 * Stakeholder Management and Correspondence (issue 13): a lawyer adds a stakeholder with permissions,
 * presses Contact, logs the call from the form that opens for them, and sees their Last Contact
 * become its date; the correspondence is counted, filtered by type, edited and deleted.
 */

test('a stakeholder is contacted from their row; the call logged sets their last contact', async ({
  page,
}) => {
  test.slow();
  await signUpAs(page, 'lawyer', 'Tama Lawyer');
  const estateId = await createEstate(page, `Wiremu Letters ${Date.now().toString(36)}`);
  await openSection(page, estateId, 'Stakeholders');
  await expect(page.getByRole('heading', { level: 1, name: 'Stakeholder Management' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Stakeholder' }).click();
  let dialog = await fillDialog(page, 'Add Stakeholder', {
    Name: 'Aroha Ngata',
    Role: 'Beneficiary',
    Email: 'aroha@example.nz',
    Phone: '021 555 0199',
  });
  await dialog.getByRole('checkbox', { name: 'View documents' }).check();
  await dialog.getByRole('checkbox', { name: 'View distributions' }).check();
  await expectNoA11yViolations(page, 'add stakeholder dialog');
  await dialog.getByRole('button', { name: 'Save Stakeholder' }).click();
  await seeToast(page, 'Stakeholder added');
  const aroha = page.getByRole('row', { name: /Aroha Ngata/ });
  await expect(aroha).toContainText('Never');
  await expect(aroha.getByRole('list', { name: 'Permissions' })).toHaveText(
    /View distributions\s*View documents|View documents\s*View distributions/,
  );
  await expect(statCard(page, 'Total')).toContainText('1');
  await expect(statCard(page, 'External')).toContainText('1');
  await expect(statCard(page, 'Internal')).toContainText('0');

  // Contact: the Correspondence form opens for them.
  await aroha.getByRole('link', { name: 'Contact Aroha Ngata' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Correspondence' })).toBeVisible();
  dialog = page.getByRole('dialog', { name: 'Log Correspondence' });
  await expect(dialog.getByLabel('Party', { exact: true })).toHaveValue('Aroha Ngata');
  await expect(dialog.getByLabel('Stakeholder', { exact: true })).toHaveValue(/.+/);
  await fillDialog(page, 'Log Correspondence', {
    Type: 'Call',
    Date: '2026-05-04',
    Subject: 'Share of the residue',
    Summary: 'Explained the will’s residue clause.',
  });
  await dialog.getByRole('button', { name: 'Log Correspondence' }).click();
  await seeToast(page, 'Correspondence logged');
  await expect(page).not.toHaveURL(/contact=/);
  const call = page.getByRole('row', { name: /Share of the residue/ });
  await expect(call).toContainText('Aroha Ngata');
  await expect(statCard(page, 'Calls')).toContainText('1');

  await openSection(page, estateId, 'Stakeholders');
  const lastContact = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date('2026-05-04T00:00:00Z'),
  );
  await expect(page.getByRole('row', { name: /Aroha Ngata/ })).toContainText(lastContact);
  await expect(page.getByRole('row', { name: /Aroha Ngata/ })).not.toContainText('Never');

  // A letter, by the Log Correspondence button; the type filter; an edit; a delete.
  await openSection(page, estateId, 'Correspondence');
  await page.getByRole('button', { name: 'Log Correspondence' }).click();
  dialog = await fillDialog(page, 'Log Correspondence', {
    Type: 'Letter',
    Party: 'Public Trust',
    Subject: 'Will search',
    Date: '2026-05-01',
  });
  await dialog.getByRole('button', { name: 'Log Correspondence' }).click();
  await seeToast(page, 'Correspondence logged');
  await expect(statCard(page, 'Letters')).toContainText('1');

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Letter' });
  await expect(call).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row', { name: /Will search/ })).toBeVisible();
  await expect(call).toHaveCount(0);
  await expect(statCard(page, 'Calls')).toContainText('1');
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'All Types' });

  await page.getByRole('button', { name: 'Edit Will search' }).click();
  dialog = await fillDialog(page, 'Edit Correspondence', {
    Subject: 'Will bank search',
    Status: 'Scheduled',
  });
  await dialog.getByRole('button', { name: 'Update Correspondence' }).click();
  await seeToast(page, 'Correspondence updated');
  const letter = page.getByRole('row', { name: /Will bank search/ });
  await expect(letter).toContainText('Scheduled');

  await page.getByLabel('Search correspondence').fill('RESIDUE');
  await expect(letter).toHaveCount(0);
  await expect(call).toBeVisible();
  await page.getByLabel('Search correspondence').fill('');

  await page.getByRole('button', { name: 'Delete Will bank search' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Will bank search' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await seeToast(page, 'Correspondence deleted');
  await page.reload();
  await expect(letter).toHaveCount(0);
  await expect(statCard(page, 'Letters')).toContainText('0');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page, `correspondence at ${width}px`);
  }
  await openSection(page, estateId, 'Stakeholders');
  await expect(page.getByRole('row', { name: /Aroha Ngata/ })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page, `stakeholders at ${width}px`);
  }
});
