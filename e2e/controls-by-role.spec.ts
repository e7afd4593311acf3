import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInAs, signUpAs, test, toast } from './fixtures.js';

/*
 * Issue 19: each person is shown only what they may do (the domain's permission matrix, as the API
 * enforces it), the estate page's actions fit a phone, and toasts stay clear of the top bar.
 */

/**
 * The sections a beneficiary may open (the rest answer them 403: the authorization matrix,
 * apps/api/test/access/authorization-matrix/).
 */
const BENEFICIARY_SECTIONS = ['Workflow', 'Timeline', 'Milestones', 'Digital Assets'];

async function firstEstateOf(page: Page): Promise<{ estateId: string; deceasedName: string }> {
  const recent = (await (await page.request.get('/api/estates/recent')).json()) as {
    items: { estateId: string; deceasedName: string }[];
  };
  return recent.items[0]!;
}

test.describe('controls by role (issue 19)', () => {
  test('a beneficiary reads the grant date and is offered only the sections they may use', async ({
    page,
  }) => {
    await signInAs(page, DEMO.beneficiary);
    const estate = await firstEstateOf(page);
    await page.goto(`/dashboard/estates/${estate.estateId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Estate of ${estate.deceasedName}` }),
    ).toBeVisible();

    // The grant date as text: no field, no Save button.
    await expect(page.getByText('Grant date', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Grant date')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save grant date' })).toHaveCount(0);

    // Only the sections the API lets them read; NotifyFlow and the firm's working records are gone.
    const sections = page.getByRole('navigation', { name: 'Estate sections' }).getByRole('link');
    await expect(sections).toHaveText(BENEFICIARY_SECTIONS);
    for (const hidden of ['NotifyFlow', 'Compliance', 'Financials', 'Notes & Comments', 'Templates']) {
      await expect(page.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    // No running the estate, and no executor picker.
    for (const name of ['Add Note', 'Update Status', 'Export for OneLaw']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(page.getByRole('combobox', { name: 'Executor' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Assign' })).toHaveCount(0);
    await expectNoA11yViolations(page, 'estate page as a beneficiary');
    // They may add a document of their own (decision 007): one action, a button even on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Add Document' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actions' })).toHaveCount(0);
    await expectNoA11yViolations(page, 'estate page as a beneficiary at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Every section offered opens (none answers "not allowed").
    for (const name of BENEFICIARY_SECTIONS) {
      await page.goto(`/dashboard/estates/${estate.estateId}`);
      await page
        .getByRole('navigation', { name: 'Estate sections' })
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  });

  test('a beneficiary with nothing shared is told so, not asked to upload a first document', async ({
    page,
  }) => {
    await signUpAs(page, 'beneficiary', 'Rawiri Beneficiary');
    await page.goto('/dashboard/documents');
    await expect(page.getByText('No documents have been shared with you yet.')).toBeVisible();
    await expect(page.getByText('Get started by uploading your first document')).toHaveCount(0);
  });

  test('the lawyer keeps the grant-date form, the uploads, NotifyFlow and every section', async ({
    page,
  }) => {
    await signInAs(page, DEMO.lawyer);
    const { estateId } = await firstEstateOf(page);
    await page.goto(`/dashboard/estates/${estateId}`);
    await expect(page.getByLabel('Grant date')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Save grant date' })).toBeVisible();
    for (const name of ['Add Note', 'Export for OneLaw', 'Add Document', 'Update Status']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Actions' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Estate sections' });
    await expect(nav.getByRole('link')).toHaveCount(15);
    await expect(nav.getByRole('link', { name: 'NotifyFlow' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Executor' })).toBeVisible();
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByRole('button', { name: 'Upload a document' })).toBeVisible();
  });

  test('the executor runs the estate but does not pick executors', async ({ page }) => {
    await signInAs(page, DEMO.executor);
    const estate = await firstEstateOf(page);
    await page.goto(`/dashboard/estates/${estate.estateId}`);
    await expect(page.getByRole('button', { name: 'Save grant date' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Status' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Estate sections' }).getByRole('link', { name: 'NotifyFlow' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Executor' })).toHaveCount(0);
  });
});

test.describe('the estate page on a phone (issue 19)', () => {
  test('at 390 px the actions are one menu and the sections one scrolling row', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, DEMO.lawyer);
    const estate = await firstEstateOf(page);
    await page.goto(`/dashboard/estates/${estate.estateId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Estate of ${estate.deceasedName}` }),
    ).toBeVisible();

    // No row of buttons: one Actions menu.
    await expect(page.getByRole('button', { name: 'Add Note' })).toBeHidden();
    const actions = page.getByRole('button', { name: 'Actions' });
    await expect(actions).toBeVisible();

    // The sections take one line, scroll sideways on their own, and the page does not.
    const nav = page.getByRole('navigation', { name: 'Estate sections' });
    const box = (await nav.boundingBox())!;
    expect(box.height).toBeLessThan(80);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page, 'estate page at 390 px');

    await actions.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Add Note',
      'Export for OneLaw',
      'Add Document',
      'Update Status',
    ]);
    await expectNoA11yViolations(page, 'estate page at 390 px, Actions open');
    await menu.getByRole('menuitem', { name: 'Add Note' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Note' })).toBeVisible();
  });
});

test.describe('toasts (issue 19)', () => {
  // 700 px: the top bar already has two rows (the search under the buttons) while Sonner still
  // uses its desktop offset, from 600 px.
  for (const width of [1280, 700, 390]) {
    test(`at ${width} px a toast shows top right, below the top bar`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, DEMO.lawyer);
      const { estateId } = await firstEstateOf(page);
      await page.goto(`/dashboard/estates/${estateId}`);
      // Export for OneLaw says so in a toast, and changes nothing (in the Actions menu on a phone).
      const download = page.waitForEvent('download');
      if (width < 640) {
        await page.getByRole('button', { name: 'Actions' }).click();
        await page.getByRole('menuitem', { name: 'Export for OneLaw' }).click();
      } else await page.getByRole('button', { name: 'Export for OneLaw' }).click();
      await download;
      const shown = toast(page, 'Exported!');
      await expect(shown).toBeVisible();

      const bar = (await page.getByRole('banner').first().boundingBox())!;
      const newEstate = (await page
        .getByRole('banner')
        .getByRole('link', { name: 'New Estate' })
        .boundingBox())!;
      const box = (await shown.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(box.y).toBeGreaterThanOrEqual(newEstate.y + newEstate.height);
      // Still at the top right.
      expect(box.x + box.width).toBeGreaterThan(width - 80);
      expect(box.y).toBeLessThan(200);
    });
  }
});
