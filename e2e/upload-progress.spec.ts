import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInAs, test } from './fixtures.js';

/*
 * Decision 049: each file travels on its own request, as soon as it is chosen, and its row shows
 * the bytes sent. On a throttled connection (Chromium's network emulation), three files of a few
 * MB: the progress grows, one is cancelled mid-way, one is refused once and retried alone, and the
 * estate is created with exactly the two kept.
 */

test.skip(
  ({ browserName }) => browserName !== 'chromium',
  'network emulation is a Chromium DevTools feature',
);

const MB = 1024 * 1024;
/** A PDF of `size` bytes: a PDF's first bytes (the server checks them), then padding. */
const bigPdf = (name: string, size: number) => {
  const head = Buffer.from(`%PDF-1.4\n% ${name}\n`);
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([head, Buffer.alloc(size - head.length, 32)]),
  };
};

const rowOf = (page: Page, name: string): Locator =>
  page.getByRole('list', { name: 'Selected documents' }).getByRole('listitem').filter({ hasText: name });
const sentOf = async (page: Page, name: string): Promise<number> =>
  Number(await page.getByRole('progressbar', { name: `Upload of ${name}` }).getAttribute('value'));

test('per-file upload progress on a slow connection: cancel one, retry one, save the two kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.lawyer);
  // About half a megabyte a second up: files of 3 MB take seconds each.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: MB / 2,
  });

  await page.goto('/dashboard/new-estate');
  await page.evaluate(() => localStorage.removeItem('estate.new-estate.draft'));
  await page.reload();
  const deceasedName = `Hemi Progress ${Date.now().toString(36)}`;
  await page.getByLabel('Full Name').fill(deceasedName);
  await page.getByLabel('Date of Death').fill('2026-08-20');
  await page.getByLabel('Last Known Address').fill('4 Matai Road, Hamilton 3204');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Will Status').selectOption('Valid Will Exists');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Documents' })).toBeVisible();

  // The server refuses the second file once (as its rate limit would); it is then retried alone.
  let refused = 0;
  const posted: string[] = [];
  await page.route('**/api/uploads', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    const name = /filename="([^"]+)"/.exec(body)?.[1] ?? '';
    posted.push(name);
    if (name === 'probate.pdf' && refused === 0) {
      refused += 1;
      return route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'RATE_LIMITED',
          message: 'Too many uploads in a minute. Please wait a moment and try again.',
        }),
      });
    }
    return route.continue();
  });

  await page
    .getByLabel('Upload documents')
    .setInputFiles([bigPdf('will.pdf', 3 * MB), bigPdf('probate.pdf', 3 * MB), bigPdf('spare.pdf', 4 * MB)]);
  await expect(page.getByRole('list', { name: 'Selected documents' }).getByRole('listitem')).toHaveCount(3);

  // The submit waits for the files, and says why.
  const create = page.getByRole('button', { name: 'Create Estate' });
  await expect(create).toBeDisabled();
  await expect(page.getByText(/Wait for \d files? to finish uploading\./)).toBeVisible();

  // The will's bytes sent grow, shown as "x of 3.00 MB sent (n%)".
  await expect.poll(() => sentOf(page, 'will.pdf')).toBeGreaterThan(0);
  const first = await sentOf(page, 'will.pdf');
  expect(first).toBeLessThan(3 * MB);
  await expect(rowOf(page, 'will.pdf')).toContainText(/of 3\.00 MB sent \(\d+%\)/);
  const firstPercent = Number(/\((\d+)%\)/.exec((await rowOf(page, 'will.pdf').textContent()) ?? '')?.[1]);
  await expect.poll(() => sentOf(page, 'will.pdf')).toBeGreaterThan(first);
  await expect
    .poll(async () =>
      Number(/\((\d+)%\)/.exec((await rowOf(page, 'will.pdf').textContent()) ?? '')?.[1] ?? 100),
    )
    .toBeGreaterThan(firstPercent);

  // Cancel the spare part-way through.
  await expect.poll(() => sentOf(page, 'spare.pdf')).toBeGreaterThan(0);
  expect(await sentOf(page, 'spare.pdf')).toBeLessThan(4 * MB);
  await page.getByRole('button', { name: 'Cancel upload of spare.pdf' }).click();
  await expect(rowOf(page, 'spare.pdf')).toHaveCount(0);
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: 'Upload of spare.pdf cancelled.' }),
  ).toHaveCount(1);

  // The refused one says why and offers Retry; retrying sends it alone.
  const probate = rowOf(page, 'probate.pdf');
  await expect(probate).toContainText('Too many uploads in a minute. Please wait a moment and try again.');
  await expect(page.getByText('Retry or remove the file that could not be uploaded.')).toBeVisible({
    timeout: 30_000,
  });
  const postedBeforeRetry = posted.length;
  await probate.getByRole('button', { name: 'Retry probate.pdf' }).click();
  await expect(probate.getByRole('progressbar', { name: 'Upload of probate.pdf' })).toBeVisible();
  await expect(rowOf(page, 'will.pdf')).toContainText('Uploaded', { timeout: 30_000 });
  await expect(probate).toContainText('Uploaded', { timeout: 30_000 });
  expect(posted.slice(postedBeforeRetry)).toEqual(['probate.pdf']);
  await expectNoA11yViolations(page, 'upload rows at 1280 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page, 'upload rows at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Estate created successfully! Redirecting...')).toBeVisible();

  // Exactly the two kept files were saved with the estate.
  const estates = (await (await page.request.get('/api/estates/recent')).json()) as {
    items: { estateId: string; deceasedName: string }[];
  };
  const estate = estates.items.find((e) => e.deceasedName === deceasedName);
  expect(estate).toBeDefined();
  const docs = (await (await page.request.get(`/api/documents?estateId=${estate!.estateId}`)).json()) as {
    items: { uploadedFile: string }[];
  };
  expect(docs.items.map((d) => d.uploadedFile).sort()).toEqual(['probate.pdf', 'will.pdf']);
});

test('a template’s Word file is sent ahead with its progress row, then saved with the template', async ({
  page,
}) => {
  const { Document, Packer, Paragraph } = await import('docx');
  const docx = await Packer.toBuffer(
    new Document({ sections: [{ children: [new Paragraph('Dear {{deceased.fullName}} estate,')] }] }),
  );
  await signInAs(page, DEMO.lawyer);
  await page.goto('/dashboard/templates');
  await page.getByRole('button', { name: 'Upload Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Template' });
  const name = `Progress letter ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  await dialog.getByLabel('Word file').setInputFiles({
    name: 'progress-letter.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docx,
  });
  const row = dialog.getByRole('list', { name: 'File chosen' }).getByRole('listitem');
  await expect(row).toContainText('progress-letter.docx');
  await expect(row).toContainText('Uploaded');
  await dialog.getByRole('button', { name: 'Upload Template' }).click();
  await expect(page.getByText('1 merge field found')).toBeVisible();
  await page.getByLabel('Search templates').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});
