import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInAs, test, toast } from './fixtures.js';

/*
 * Templates and legal forms (issue 17): the demo lawyer saves the starter bank letter, merged with
 * the demo estate's facts, into the estate's documents and finds it there; Legal Forms lists the
 * official forms with their publishers' pages. One axe check per new screen at 390 and 1280 px.
 */

async function axeAtBothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page, `${label} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoA11yViolations(page, `${label} at 1280 px`);
}

test('a lawyer saves the bank letter merged into the estate’s documents; Legal Forms lists the forms', async ({
  page,
}) => {
  await signInAs(page, DEMO.lawyer);
  const res = await page.request.get('/api/estates/options');
  const { items } = (await res.json()) as { items: { estateId: string; deceasedName: string }[] };
  const estate = items.find((e) => e.deceasedName === 'Margaret Anne Wilson')!;

  await page.goto(`/dashboard/estates/${estate.estateId}/templates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Document Templates' })).toBeVisible();
  await page.getByLabel('Search templates').fill('bank');
  const row = page.getByRole('row', { name: /Letter to a bank/ });
  await expect(row).toContainText('Starter set');
  await axeAtBothWidths(page, 'document templates');
  await row.getByRole('button', { name: /^Save to documents: Letter to a bank/ }).click();
  const saved = toast(page, "Saved to the estate's documents as “Letter to a bank");
  await expect(saved).toBeVisible();

  await page.goto(`/dashboard/estates/${estate.estateId}?tab=documents`);
  const document = page
    .getByRole('row', { name: /^Letter to a bank notice of death .* Estate of Margaret Anne Wilson\.docx/ })
    .first();
  await expect(document).toContainText('template');

  await page.goto('/dashboard/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates Library' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Deed of release/ })).toBeVisible();
  await axeAtBothWidths(page, 'templates library');

  await page.goto('/dashboard/legal-forms?category=tax');
  const ir3 = page.getByRole('row', { name: /IR3 Individual income tax return/ });
  await expect(ir3).toContainText('New Zealand (Inland Revenue)');
  const link = ir3.getByRole('link', { name: /Open official page/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('button', { name: 'Add Form' })).toHaveCount(0);
  await axeAtBothWidths(page, 'legal forms');
});
