import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEMO, expect, expectNoA11yViolations, seeToast, signInAs, test } from './fixtures.js';

/*
 * Issue 42, items 1 and 3 (decision 077): the demo's directory letters wait for a postal address;
 * once an admin adds one to the directory entry the letter links to (with where it was found), the
 * printed letter carries a short code, and the organisation, signed
 * out, types it at /respond (in lower case, without the dash) and reaches its response page.
 */

/** The text of a PDF as pdfjs-dist reads it, one string. */
async function pdfText(body: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(body) });
  const doc = await task.promise;
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    for (const item of (await (await doc.getPage(p)).getTextContent()).items)
      if ('str' in item) parts.push(item.str);
  }
  await task.destroy();
  return parts.join(' ');
}

test('a letter waits for an address, then its printed code takes the organisation to its response page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/admin/notifications');
  const letter = page
    .getByRole('listitem')
    .filter({ hasText: 'Mercury' })
    .filter({ hasText: 'Needs an address' })
    .first();
  await expect(letter).toBeVisible();
  await expect(letter.getByRole('link', { name: /Download PDF/ })).toHaveCount(0);
  await expect(letter.getByRole('link', { name: 'add it to Mercury’s directory entry' })).toBeVisible();

  await expectNoA11yViolations(page, 'letters queue with a directory letter to address');

  // The letter's link opens Mercury's directory entry; an address needs where it was found.
  await letter.getByRole('link', { name: 'add it to Mercury’s directory entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Mercury' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Postal address').fill('Test address, not real\nPO Box 1\nTest Town 9999');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please say where this address was found')).toBeVisible();
  await dialog
    .getByLabel('Where the address was found')
    .fill('Test fixture, not a real address, 7 December 2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Mercury updated');

  await page.goto('/dashboard/admin/notifications');
  const addressed = page
    .getByRole('listitem')
    .filter({ hasText: 'Mercury' })
    .filter({ hasText: 'Test Town 9999' })
    .first();
  await expect(addressed).toContainText('To post');
  const href = await addressed.getByRole('link', { name: /Download PDF/ }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  const code = (await pdfText(await pdf.body())).match(/enter code:?\s*([0-9A-Z]{4}-[0-9A-Z]{4})/)?.[1];
  expect(code, 'the short code printed on the letter').toBeTruthy();

  const organisation = await browser.newContext();
  const bank = await organisation.newPage();
  for (const width of [390, 1280]) {
    await bank.setViewportSize({ width, height: 900 });
    await bank.goto('/respond');
    await expect(bank.getByRole('heading', { name: 'Respond to a death notification' })).toBeVisible();
    await expectNoA11yViolations(bank, `/respond at ${width} px`);
  }
  const field = bank.getByLabel('Response code');
  await field.fill('ZZZZ-ZZZZ');
  await field.press('Enter');
  await expect(bank.getByText('We could not find a letter with that code.', { exact: false })).toBeVisible();
  await expectNoA11yViolations(bank, '/respond with a wrong code');

  await field.fill(code!.replace('-', '').toLowerCase());
  await bank.getByRole('button', { name: 'Continue' }).click();
  await expect(bank).toHaveURL(/\/respond\/[^/]+~/);
  await expect(bank.getByText('Mercury', { exact: true })).toBeVisible();
  await expect(bank.getByRole('heading', { name: 'Respond to a death notification' })).toBeVisible();
  await organisation.close();
});
