import { readFile } from 'node:fs/promises';
import { request as playwrightRequest } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoA11yViolations,
  fillDialog,
  seeToast,
  signInAs,
  statCard,
  test,
  SAME_ORIGIN,
} from './fixtures.js';

/*
 * Document permissions and version history (issue 17, decision 031): the demo lawyer grants the demo
 * beneficiary view access to an unshared document of Hēmi Te Rangi's estate, which the beneficiary
 * can then open; replaces it with a new version and downloads the older one from its version
 * history; and revokes the access, which closes the document to the beneficiary again.
 */

const FILE = 'death-certificate.pdf';
const NEW_FILE = 'death-certificate-certified.pdf';
const PDF = Buffer.from('%PDF-1.4\n% certified copy\n%%EOF\n');

test('a lawyer grants view access to one document, and downloads an older version', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, DEMO.lawyer);
  const found = await page.request.get(
    `/api/documents?q=${encodeURIComponent('Hēmi Te Rangi')}&pageSize=100`,
  );
  const { items } = (await found.json()) as {
    items: { documentId: string; uploadedFile: string; deceasedName: string | null }[];
  };
  // Hēmi Te Rangi's own certificate: other estates (David Chen's) have a file of the same name too,
  // and the search may list theirs as well.
  const documentId = items.find(
    (d) => d.uploadedFile === FILE && d.deceasedName === 'Hēmi Te Rangi',
  )!.documentId;

  const beneficiary = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { ...SAME_ORIGIN } });
  expect((await beneficiary.post('/api/auth/sign-in/email', { data: DEMO.beneficiary })).ok()).toBe(true);
  const file = `/api/documents/${documentId}/file`;
  expect((await beneficiary.get(file)).status()).toBe(404);

  await page.goto('/dashboard/documents/permissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Access Permissions' })).toBeVisible();
  await page.getByRole('button', { name: 'Grant Access' }).click();
  const dialog = await fillDialog(page, 'Grant Access', {
    Estate: 'Estate of Hēmi Te Rangi',
    Document: FILE,
    Person: 'Ben Beneficiary (beneficiary)',
    'Access Level': 'View',
  });
  await dialog.getByRole('button', { name: 'Grant Access' }).click();
  await seeToast(page, 'Access granted');
  const row = page.getByRole('row').filter({ hasText: 'Ben Beneficiary' }).filter({ hasText: FILE });
  await expect(row).toContainText('View');
  await expect(row).toContainText(DEMO.lawyer.name);
  await expect(statCard(page, 'View Users')).toContainText('1');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page, 'document permissions at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoA11yViolations(page, 'document permissions at 1280 px');

  const opened = await beneficiary.get(file);
  expect(opened.status()).toBe(200);

  // A new version with what changed, then the older file from the version history.
  const replaced = await page.request.post(`/api/documents/${documentId}/versions`, {
    headers: { ...SAME_ORIGIN },
    multipart: {
      payload: JSON.stringify({ changeDescription: 'Certified copy from BDM' }),
      file: { name: NEW_FILE, mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(replaced.status()).toBe(201);
  const { version } = (await replaced.json()) as { version: number };
  await page.goto(`/dashboard/documents/version-history/${documentId}`);
  const current = page.getByRole('row').filter({ hasText: `v${version} (current)` });
  await expect(current).toContainText('Certified copy from BDM');
  await expect(current).toContainText(DEMO.lawyer.name);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page, 'version history at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoA11yViolations(page, 'version history at 1280 px');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download version ${version - 1} (${FILE})` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(FILE);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.equals(PDF)).toBe(false);

  // Revoke (the document now goes by its new file's name): closed to the beneficiary again.
  await page.goto('/dashboard/documents/permissions');
  await page.getByRole('button', { name: `Revoke Ben Beneficiary's access to ${NEW_FILE}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await seeToast(page, 'Access revoked');
  expect((await beneficiary.get(file)).status()).toBe(404);
  await beneficiary.dispose();
});

test("Grant Access offers only the chosen estate's documents, even while they load", async ({ page }) => {
  await signInAs(page, DEMO.lawyer);
  await page.goto('/dashboard/documents/permissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Access Permissions' })).toBeVisible();
  // Each estate's documents are held back until released: what the picker offers meanwhile counts.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/documents\?(.*&)?estateId=/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Grant Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grant Access' });
  await dialog.getByLabel('Estate', { exact: true }).selectOption({ label: 'Estate of Hēmi Te Rangi' });
  const documentOptions = dialog.getByLabel('Document', { exact: true }).locator('option');
  // David Chen's estate has a death-certificate.pdf too: never offered under Hēmi Te Rangi's name.
  await expect(documentOptions).toHaveText(['Choose a document']);
  release();
  // Hēmi's own certificate, once: under its first name, or its new version's when the test above
  // (which replaces it) ran first on the other worker.
  await expect(
    documentOptions.filter({ hasText: new RegExp(`^(${FILE}|${NEW_FILE})$`.replaceAll('.', '\\.')) }),
  ).toHaveCount(1);
});

test('a file named with an apostrophe, double quotes, an en dash and a macron downloads under that name', async ({
  page,
}) => {
  // Issue 42: Chromium saved such a file as "file.pdf" when the header had no plain `filename`.
  const NAME = `O'Brien "Jr" – Hēmi's will.pdf`;
  await signInAs(page, DEMO.lawyer);
  const estates = await page.request.get(`/api/estates?q=${encodeURIComponent('Hēmi Te Rangi')}`);
  const estateId = ((await estates.json()) as { items: { estateId: string }[] }).items[0]!.estateId;
  // The part names the file as RFC 5987 `filename*`, so its quotes arrive as they are.
  const boundary = '----e2e-download-name';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n` +
        `${JSON.stringify({ estateId, tags: [], sharedWithBeneficiaries: false })}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(NAME).replace(/'/g, '%27')}\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await page.request.post('/api/documents', {
    headers: { ...SAME_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
    data: body,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { documentId } = (await uploaded.json()) as { documentId: string };

  // Chromium reads the header itself: a plain link to the file, as a browser or an email would open it.
  await page.goto('/dashboard');
  const downloading = page.waitForEvent('download');
  // A string, as the other specs run code in the page: the e2e types have no DOM.
  const href = JSON.stringify(`/api/documents/${documentId}/versions/1/file`);
  await page.evaluate(
    `(() => { const a = document.createElement('a'); a.href = ${href}; document.body.append(a); a.click(); a.remove(); })()`,
  );
  const download = await downloading;
  // Chromium keeps the apostrophes, the en dash and the macron; it makes `"` (not allowed in file
  // names on Windows) `_` on every system, whatever the server sends.
  const SAVED_AS = NAME.replaceAll('"', '_');
  expect(download.suggestedFilename()).toBe(SAVED_AS);
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  // And through the app: a new version, then the first from the version history.
  const replaced = await page.request.post(`/api/documents/${documentId}/versions`, {
    headers: { ...SAME_ORIGIN },
    multipart: {
      payload: JSON.stringify({ changeDescription: 'Signed copy' }),
      file: {
        name: 'will-signed.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n% signed\n%%EOF\n'),
      },
    },
  });
  expect(replaced.status()).toBe(201);
  await page.goto(`/dashboard/documents/version-history/${documentId}`);
  const fromApp = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download version 1 (${NAME})` }).click();
  expect((await fromApp).suggestedFilename()).toBe(SAVED_AS);
});
