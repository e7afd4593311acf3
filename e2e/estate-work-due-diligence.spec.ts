import {
  createEstate,
  expect,
  expectNoA11yViolations,
  fillDialog,
  signUpAs,
  statCard,
  test,
  seeToast,
} from './fixtures.js';

/*
 * Due Diligence Checklist (issue 13): a lawyer adds checks (a link that is not a web address is
 * refused on its field), uploads a PDF as a check's evidence (then downloadable), completes a check
 * (dated today, the progress moves), deletes one, and finds it all after a reload.
 */

const PDF = Buffer.from('%PDF-1.4\n% death certificate\n%%EOF\n');
const todayInNz = () =>
  new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeZone: 'Pacific/Auckland' }).format(new Date());

test.describe('due diligence checklist', () => {
  test('a lawyer adds checks, uploads evidence, completes a check and the progress follows', async ({
    page,
  }) => {
    test.slow();
    await signUpAs(page, 'lawyer', 'Rangi Lawyer');
    const estateId = await createEstate(page, `Mere Diligence ${Date.now().toString(36)}`);
    await page.goto(`/dashboard/estates/${estateId}`);
    await page
      .getByRole('navigation', { name: 'Estate sections' })
      .getByRole('link', { name: 'Due Diligence', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Due Diligence Checklist' })).toBeVisible();
    await expect(page.getByText('No checks yet')).toBeVisible();

    // New Check: a link that is not a web address is refused on its field.
    await page.getByRole('button', { name: 'New Check' }).click();
    let dialog = await fillDialog(page, 'New Check', {
      Check: 'Death certificate sighted',
      Category: 'Identity',
      Priority: 'High',
      'Assigned to': 'Rangi Lawyer',
      'External link': 'javascript:alert(1)',
    });
    await dialog.getByRole('button', { name: 'Save Check' }).click();
    await expect(dialog.getByLabel('External link')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      dialog.getByText('External link must be a web address starting with http:// or https://'),
    ).toBeVisible();
    await dialog.getByLabel('External link').fill('https://www.bdm.govt.nz/');
    await dialog.getByRole('button', { name: 'Save Check' }).click();
    await seeToast(page, 'Check added');

    await page.getByRole('button', { name: 'New Check' }).click();
    dialog = await fillDialog(page, 'New Check', {
      Check: 'LINZ title search',
      Category: 'Assets',
      Status: 'In Progress',
    });
    await dialog.getByRole('button', { name: 'Save Check' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row', { name: /LINZ title search/ })).toContainText('In Progress');

    const death = page.getByRole('row', { name: /Death certificate sighted/ });
    await expect(death).toContainText('Rangi Lawyer');
    await expect(death).toContainText('Not completed');
    const link = death.getByRole('link', { name: /^Link/ });
    await expect(link).toHaveAttribute('href', 'https://www.bdm.govt.nz/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(statCard(page, 'Total Checks')).toContainText('2');
    await expect(statCard(page, 'In Progress')).toContainText('1');
    await expect(statCard(page, 'High Priority')).toContainText('1');
    const progress = page.getByRole('progressbar', { name: 'Overall Progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText('0% complete (0 of 2 checks)')).toBeVisible();

    // Upload: the PDF becomes the check's evidence, then opens from Download.
    await expect(death.getByRole('link', { name: /^Download/ })).toHaveCount(0);
    await death.getByRole('button', { name: 'Upload a document for Death certificate sighted' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Document' });
    await upload.getByLabel('File').setInputFiles({
      name: 'death-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expectNoA11yViolations(page, 'upload dialog of a check');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await seeToast(page, 'death-certificate.pdf uploaded');
    const download = death.getByRole('link', { name: /^Download/ });
    await expect(download).toHaveAttribute('href', /^\/api\/documents\/[0-9a-f-]{36}\/file$/);
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(death.getByRole('button', { name: /^Upload/ })).toHaveCount(0);
    const file = await page.request.get((await download.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect((await file.body()).equals(PDF)).toBe(true);

    // Completed: dated today in New Zealand; the progress and the cards follow.
    await page.getByRole('button', { name: 'Edit Death certificate sighted' }).click();
    dialog = await fillDialog(page, 'Edit Check', { Status: 'Completed' });
    await dialog.getByRole('button', { name: 'Update Check' }).click();
    await seeToast(page, 'Check updated');
    await expect(death).toContainText(todayInNz());
    await expect(death.getByRole('link', { name: /^Download/ })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByText('50% complete (1 of 2 checks)')).toBeVisible();
    await expect(statCard(page, 'Completed')).toContainText('1');
    await expect(statCard(page, 'High Priority')).toContainText('0');
    await expectNoA11yViolations(page, 'due diligence checklist');

    // Delete, after the confirmation.
    await page.getByRole('button', { name: 'Delete LINZ title search' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete LINZ title search' });
    await expect(confirm).toContainText('Are you sure you want to delete this check?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await seeToast(page, 'Check deleted');
    await expect(page.getByRole('row', { name: /LINZ title search/ })).toHaveCount(0);
    await expect(progress).toHaveAttribute('aria-valuenow', '100');

    // After a reload it is all still there; and at phone width.
    await page.reload();
    await expect(death).toContainText(todayInNz());
    await expect(death.getByRole('link', { name: /^Download/ })).toBeVisible();
    await expect(page.getByText('100% complete (1 of 1 check)')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Overall Progress' })).toBeVisible();
    await expectNoA11yViolations(page, 'due diligence checklist at 390 px');
  });
});
