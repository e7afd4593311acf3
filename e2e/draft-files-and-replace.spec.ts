import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInAs, test, toast, SAME_ORIGIN } from './fixtures.js';

/*
 * Issue 19: files are never silently lost or swapped. The new-estate wizard says after a reload
 * which attached files its draft could not keep; replacing a document with a file of another name
 * asks first, naming both.
 */

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${name}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  ),
});

/** The demo lawyer's most recent estate (a document of a unique name is added to it). */
async function lawyersEstate(page: Page): Promise<string> {
  const recent = (await (await page.request.get('/api/estates/recent')).json()) as {
    items: { estateId: string }[];
  };
  return recent.items[0]!.estateId;
}

test('after a reload the new-estate wizard names the files to attach again', async ({ page }) => {
  await signInAs(page, DEMO.lawyer);
  await page.goto('/dashboard/new-estate');
  await page.evaluate(() => localStorage.removeItem('estate.new-estate.draft'));
  await page.reload();
  await page.getByLabel('Full Name').fill('Ngaio Draft');
  await page.getByLabel('Date of Death').fill('2026-08-20');
  await page.getByLabel('Last Known Address').fill('9 Kowhai Street, Nelson 7010');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Will Status').selectOption('Valid Will Exists');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Documents' })).toBeVisible();
  // Said before, under the picker, as the NotifyFlow form says it.
  await expect(
    page.getByText('Files are not kept in the saved draft: if you reload the page, attach them again.'),
  ).toBeVisible();
  await page.getByLabel('Upload documents').setInputFiles([pdf('will.pdf'), pdf('death-certificate.pdf')]);
  await expect(page.getByRole('list', { name: 'Selected documents' }).getByRole('listitem')).toHaveCount(2);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 3: Documents' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Files are not kept in the saved draft' });
  await expect(notice).toContainText('attach them again');
  await expect(notice).toContainText('will.pdf, death-certificate.pdf');
  await expectNoA11yViolations(page, 'new estate step 3 after a reload');

  // Attaching again answers it.
  await page.getByLabel('Upload documents').setInputFiles([pdf('will.pdf')]);
  await expect(notice).toHaveCount(0);
  await page.evaluate(() => localStorage.removeItem('estate.new-estate.draft'));
});

test('replacing a document with a file of another name asks first; Cancel keeps the old one', async ({
  page,
}) => {
  await signInAs(page, DEMO.lawyer);
  const estateId = await lawyersEstate(page);
  const stamp = Date.now().toString(36);
  const original = `signed will ${stamp}.pdf`;
  const other = `unsigned draft ${stamp}.pdf`;
  const res = await page.request.post('/api/documents', {
    headers: { ...SAME_ORIGIN },
    multipart: { payload: JSON.stringify({ estateId, tags: [] }), file: pdf(original) },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto(`/dashboard/estates/${estateId}?tab=documents`);
  await page.getByRole('button', { name: `Replace ${original} with a new version` }).click();
  let dialog = page.getByRole('dialog', { name: `Replace ${original}` });
  await dialog.getByLabel('New file').setInputFiles(pdf(other));
  await dialog.getByRole('button', { name: 'Replace' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Replace with a file of another name?' });
  await expect(confirm).toContainText(original);
  await expect(confirm).toContainText(other);
  await expectNoA11yViolations(page, 'replace confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  // Nothing was uploaded: the document still has its one version, under its own name.
  const versions = async () =>
    (
      (await (await page.request.get(`/api/documents?estateId=${estateId}&q=${stamp}`)).json()) as {
        items: { uploadedFile: string }[];
      }
    ).items.map((d) => d.uploadedFile);
  expect(await versions()).toEqual([original]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // Confirming replaces it.
  await page.getByRole('button', { name: `Replace ${original} with a new version` }).click();
  dialog = page.getByRole('dialog', { name: `Replace ${original}` });
  await dialog.getByLabel('New file').setInputFiles(pdf(other));
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await confirm.getByRole('button', { name: 'Replace' }).click();
  await expect(toast(page, `${original}: new version uploaded`)).toBeVisible();
  await expect.poll(versions).toEqual([other]);
});

test('a new version under the same name is not asked about', async ({ page }) => {
  await signInAs(page, DEMO.lawyer);
  const estateId = await lawyersEstate(page);
  const name = `inventory ${Date.now().toString(36)}.pdf`;
  const res = await page.request.post('/api/documents', {
    headers: { ...SAME_ORIGIN },
    multipart: { payload: JSON.stringify({ estateId, tags: [] }), file: pdf(name) },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto(`/dashboard/estates/${estateId}?tab=documents`);
  await page.getByRole('button', { name: `Replace ${name} with a new version` }).click();
  const dialog = page.getByRole('dialog', { name: `Replace ${name}` });
  await dialog.getByLabel('New file').setInputFiles(pdf(name));
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(toast(page, `${name}: new version uploaded`)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
