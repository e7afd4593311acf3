import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInAs, signUpAs, test } from './fixtures.js';

/*
 * The estate section layout and the section navigation (issue 12): every /dashboard/estates/{id}/…
 * section loads its estate once, names it with "Back to Estate", and answers "Estate not found" for
 * an unknown estate or one of another firm; the estate page links every section, by keyboard too.
 */

/** The sections of the estate page's navigation, in order: link text, address, the page's heading. */
const SECTIONS = [
  ['Workflow', 'workflow', 'Estate Workflow'],
  ['Compliance', 'compliance', 'Compliance Tracking'],
  ['Correspondence', 'correspondence', 'Correspondence'],
  ['Notes & Comments', 'notes', 'Notes & Comments'],
  ['Financials', 'financials', 'Estate Financials'],
  ['Timeline', 'timeline', 'Estate Timeline'],
  ['Milestones', 'timeline/milestones', 'Timeline Milestones'],
  ['Distribution', 'distribution', 'Estate Distribution'],
  ['Claims', 'claims', 'Claims Register'],
  ['Templates', 'templates', 'Document Templates'],
  ['Due Diligence', 'due-diligence', 'Due Diligence Checklist'],
  ['Risk Assessment', 'risk-assessment', 'Risk Assessment'],
  ['Stakeholders', 'stakeholders', 'Stakeholder Management'],
  ['NotifyFlow', 'notifyflow', 'NotifyFlow'],
  ['Digital Assets', 'digital-assets', 'Digital Assets'],
] as const;

/** One estate the signed-in person may see, from the estate picker's list. */
async function anEstate(page: Page): Promise<{ estateId: string; deceasedName: string }> {
  const res = await page.request.get('/api/estates/options');
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = (await res.json()) as { items: { estateId: string; deceasedName: string }[] };
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Estate not found' })).toBeVisible();
  await expect(page.getByText("You don't have access or it doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Estate', exact: true })).toHaveCount(0);
}

test.describe('Estate sections', () => {
  test('an unknown estate id under a section shows Estate not found, with Back to Estates', async ({
    page,
  }) => {
    await signInAs(page, DEMO.lawyer);
    await page.goto('/dashboard/estates/00000000-0000-4000-8000-000000000000/workflow');
    await expectNotFound(page);
    // Not the section's own page under it.
    await expect(page.getByRole('heading', { name: 'Estate Workflow' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Estates' }).click();
    await expect(page).toHaveURL(/\/dashboard\/estates$/);

    // Something that is not an id at all, under a deeper section.
    await page.goto('/dashboard/estates/not-an-id/timeline/milestones');
    await expectNotFound(page);
  });

  test("another firm's estate is not found under any section", async ({ page }) => {
    await signInAs(page, DEMO.lawyer);
    const theirs = await anEstate(page);
    await page.goto(`/dashboard/estates/${theirs.estateId}/workflow`);
    await expect(page.getByRole('heading', { level: 1, name: 'Estate Workflow' })).toBeVisible();

    // A lawyer of another firm, signed in now in the same browser.
    await page.context().clearCookies();
    await signUpAs(page, 'lawyer', 'Other Firm Lawyer');
    for (const section of ['workflow', 'financials', 'digital-assets']) {
      await page.goto(`/dashboard/estates/${theirs.estateId}/${section}`);
      await expectNotFound(page);
      await expect(page.getByText(`Estate of ${theirs.deceasedName}`)).toHaveCount(0);
    }
  });

  test('a section names its estate, leads back to it, and loads the estate once', async ({ page }) => {
    await signInAs(page, DEMO.lawyer);
    const estate = await anEstate(page);
    let estateReads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/estates/${estate.estateId}`) estateReads += 1;
    });
    await page.goto(`/dashboard/estates/${estate.estateId}/compliance`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance Tracking' })).toBeVisible();
    await expect(page.getByText(`Estate of ${estate.deceasedName}`)).toBeVisible();
    await expect(page).toHaveTitle(/^Compliance Tracking · /);
    expect(estateReads).toBe(1);

    await page.getByRole('link', { name: 'Back to Estate', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/estates/${estate.estateId}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Estate of ${estate.deceasedName}` }),
    ).toBeVisible();
  });

  test('the estate page links every section, and each is reached with the keyboard', async ({ page }) => {
    test.slow(); // fourteen sections, each opened and left
    await signInAs(page, DEMO.lawyer);
    const estate = await anEstate(page);
    const estateUrl = `/dashboard/estates/${estate.estateId}`;
    await page.goto(estateUrl);
    const nav = page.getByRole('navigation', { name: 'Estate sections' });
    await expect(nav.getByRole('link')).toHaveText(SECTIONS.map(([label]) => label));

    for (const [index, [label, section, heading]] of SECTIONS.entries()) {
      await expect(
        page.getByRole('heading', { level: 1, name: `Estate of ${estate.deceasedName}` }),
      ).toBeVisible();
      // From the first link, Tab walks the list in order; Enter follows the focused link.
      await nav.getByRole('link').first().focus();
      for (let i = 0; i < index; i += 1) await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      if (section === 'notifyflow') {
        // The estate's NotifyFlow is the notification form with this estate filled in.
        await expect(page).toHaveURL(new RegExp(`/dashboard/notifyflow\\?estateId=${estate.estateId}$`));
      } else {
        await expect(page).toHaveURL(new RegExp(`${estateUrl}/${section}$`));
      }
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await page.goto(estateUrl);
    }
  });

  for (const width of [390, 1280]) {
    test(`the section layout and the section navigation have no axe violations at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, DEMO.lawyer);
      const estate = await anEstate(page);
      await page.goto(`/dashboard/estates/${estate.estateId}/risk-assessment`);
      await expect(page.getByRole('heading', { level: 1, name: 'Risk Assessment' })).toBeVisible();
      await expectNoA11yViolations(page, `estate section at ${width}px`);

      await page.goto(`/dashboard/estates/${estate.estateId}`);
      const nav = page.getByRole('navigation', { name: 'Estate sections' });
      await expect(nav).toBeVisible();
      await expectNoA11yViolations(page, `estate page with its section navigation at ${width}px`);
      // No link cut off for good (on a phone the row scrolls sideways on its own, issue 19), and the
      // page does not scroll sideways.
      for (const link of await nav.getByRole('link').all()) {
        await link.scrollIntoViewIfNeeded();
        const box = await link.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
      expect(overflow).toBeLessThanOrEqual(0);

      await page.goto('/dashboard/estates/00000000-0000-4000-8000-000000000000/stakeholders');
      await expectNotFound(page);
      await expectNoA11yViolations(page, `estate not found under a section at ${width}px`);
    });
  }
});
