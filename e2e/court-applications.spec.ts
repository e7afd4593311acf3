import { readFile } from 'node:fs/promises';
import PizZip from 'pizzip';
import {
  DEMO,
  expect,
  expectNoA11yViolations,
  fillDialog,
  seeToast,
  signInAs,
  statCard,
  test,
  toast,
} from './fixtures.js';

/*
 * Applications to the High Court (issue 17): the demo lawyer creates a probate application for the
 * demo estate of David Chen without the will's date, the Papers check names it, they put it right by
 * editing the application, and download the application for probate: a Word document that names the
 * deceased. Probate Hub shows the same applications.
 */

/** The words of a DOCX (its body's text runs). */
function docxWords(file: Buffer): string {
  const xml = new PizZip(file).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
}

test('a lawyer drafts the probate papers once the check is satisfied', async ({ page }) => {
  test.slow();
  await signInAs(page, DEMO.lawyer);
  await page.goto('/dashboard/high-court-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'High Court Applications' })).toBeVisible();
  await expect(statCard(page, 'Approved')).toContainText('1');

  const reference = `PRB-E2E-${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New Application' }).click();
  const form = await fillDialog(page, 'New Application', {
    Estate: 'Estate of David Chen',
    Type: 'Grant of Probate',
    Reference: reference,
    Applicant: 'Emma Executor',
    "Applicant's relationship": 'Executor named in the will',
    "Applicant's occupation": 'Accountant',
    "Applicant's address": '7 Tawa Terrace, Tawa, Wellington 5028',
    "Deceased's occupation": 'Software engineer',
  });
  await form.getByRole('button', { name: 'Save Application' }).click();
  await seeToast(page, 'Application created');

  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Estate of David Chen');
  await expect(row).toContainText('Applicant: Emma Executor');
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: `Papers for ${reference}` }).click();
  const papers = page.getByRole('dialog', { name: `Papers: ${reference}` });
  await expect(papers.getByText('No will date: add the date the will was signed.')).toBeVisible();
  await expect(papers.getByRole('button', { name: /^Download/ })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page, 'court papers check at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoA11yViolations(page, 'court papers check at 1280 px');

  // Put it right from the check: the application's form opens over it.
  await papers.getByRole('button', { name: 'Edit application' }).click();
  const edit = await fillDialog(page, 'Edit Application', { 'Will date': '2021-04-12' });
  await edit.getByRole('button', { name: 'Update Application' }).click();
  // The toast shows under the Papers dialog, which stays open (and modal) with the check redone.
  await expect(toast(page, 'Application updated')).toBeVisible();
  await expect(papers.getByText('Papers ready to download')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await papers.getByRole('button', { name: 'Download Application for probate (without notice)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Application for probate (without notice) - David Chen.docx');
  const words = docxWords(await readFile(await download.path()));
  expect(words).toContain('IN THE ESTATE of David Chen');
  expect(words).toContain('12 April 2021');
  await papers.getByRole('button', { name: 'Close' }).click();

  // Probate Hub: the same applications, for progress and value.
  await page.goto('/dashboard/probate-hub');
  await expect(page.getByRole('heading', { level: 1, name: 'Probate Hub' })).toBeVisible();
  await expect(statCard(page, 'Total Value')).toContainText('$');
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Estate of David Chen');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page, 'probate hub at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoA11yViolations(page, 'probate hub at 1280 px');
});
