import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, seeToast, signInAs, test } from './fixtures.js';

/*
 * Issue 18 (H3): the form says how each chosen organisation will be told; the estate page shows its
 * notifications with live statuses; an admin addresses the "Other institution" letter and posts it.
 * Relies on the demo data: ANZ and Kiwibank have notification emails (BNZ does not), and David Chen's
 * estate (the demo lawyer's) has a notification with ANZ completed, Kiwibank asking for more, BNZ's
 * letter to post and the Riccarton Bowling Club's letter to address.
 */

async function davidChenEstateId(page: Page): Promise<string> {
  const res = await page.request.get('/api/estates?q=David%20Chen');
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { items: { estateId: string; deceasedName: string }[] };
  const estate = body.items.find((e) => e.deceasedName === 'David Chen');
  expect(estate, 'the demo estate of David Chen').toBeTruthy();
  return estate!.estateId;
}

test.describe('NotifyFlow and the estate', () => {
  test('the estate page shows its notifications; the form says which organisations get an email and which a letter', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, DEMO.lawyer);
    const estateId = await davidChenEstateId(page);
    await page.goto(`/dashboard/estates/${estateId}`);

    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    await expect(panel).toBeVisible();
    // The demo notification: Kiwibank asked for more, so the notification needs the family's action.
    const demo = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^NF-/ }) })
      .first();
    await expect(demo).toContainText('Action needed');
    await expect(demo.getByRole('listitem').filter({ hasText: 'ANZ' })).toContainText('Completed');
    await expect(demo.getByRole('listitem').filter({ hasText: 'Kiwibank' })).toContainText('Action needed');
    await expect(demo.getByRole('listitem').filter({ hasText: 'Riccarton Bowling Club' })).toContainText(
      'Queued',
    );
    await expectNoA11yViolations(page, 'estate page with notifications');

    await panel.getByRole('link', { name: 'Notify organisations' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/notifyflow\\?estateId=${estateId}`));
    await expect(page.getByLabel('Full name of the deceased')).toHaveValue('David Chen');

    const anz = page.getByRole('button', { name: 'ANZ', exact: true });
    await anz.click();
    await expect(anz).toHaveAttribute('aria-pressed', 'true');
    await expect(anz).toHaveAccessibleDescription('By email');
    const bnz = page.getByRole('button', { name: 'BNZ', exact: true });
    await bnz.click();
    await expect(bnz).toHaveAccessibleDescription('By post');
    const summary = page.getByTestId('delivery-summary');
    await expect(summary).toHaveText('ANZ will get an email; BNZ a letter our team posts.');
    await page.getByLabel('Other institution (optional)').fill('Christchurch Tramping Club');
    await expect(summary).toHaveText(
      'ANZ will get an email; BNZ a letter our team posts; Christchurch Tramping Club a letter our team addresses and posts.',
    );
    // Unchoosing says so at once.
    await bnz.click();
    await expect(summary).toHaveText(
      'ANZ will get an email; Christchurch Tramping Club a letter our team addresses and posts.',
    );
    await expectNoA11yViolations(page, 'form with delivery hints');

    await page.getByLabel('Your relationship to the deceased').selectOption('lawyer');
    await page.getByLabel('Account closure').check();
    await page.getByLabel('Probate status').selectOption('not_required');
    await page.getByLabel('Your name').fill('Liam Lawyer');
    await page.getByLabel('Email', { exact: true }).check();
    await page.getByLabel('Email address').fill(DEMO.lawyer.email);
    await page.getByRole('button', { name: 'Submit Notification' }).click();
    // Issue 44: ANZ was told about David Chen in the demo notification: the form says so before
    // sending, with that notification's code (it is this lawyer's own). ANZ is the only organisation
    // of the directory chosen, so it cannot be left out: the lawyer sends to it again, linked.
    const toldBefore = page.getByRole('status').filter({ hasText: 'already been told about this death' });
    await expect(toldBefore).toBeVisible({ timeout: 20_000 });
    await expect(toldBefore.getByRole('listitem')).toHaveCount(1);
    await expect(toldBefore.getByRole('listitem')).toContainText('ANZ: told');
    await expect(toldBefore.getByRole('link', { name: /^NF-/ })).toBeVisible();
    await expectNoA11yViolations(page, 'form with an organisation already told');
    await expect(toldBefore.getByRole('button', { name: 'Leave them out and send' })).toHaveCount(0);
    await toldBefore.getByRole('button', { name: 'Send to them anyway' }).click();
    await expect(page.getByRole('heading', { name: 'Notification Submitted' })).toBeVisible({
      timeout: 20_000,
    });
    const code = (await page.getByTestId('reference-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^NF-[A-Z0-9]{6}$/);

    await page.goto(`/dashboard/estates/${estateId}`);
    const mine = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: code }) });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('listitem').filter({ hasText: 'Christchurch Tramping Club' })).toContainText(
      'Queued',
    );
    await mine.getByRole('link', { name: code }).click();
    await expect(page).toHaveURL(`/dashboard/notifyflow/status/${code}`);
  });

  test('an admin addresses the other institution’s letter, then marks it posted; its history is readable', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, DEMO.admin);
    await page.goto('/dashboard/admin/notifications');
    const letter = page
      .getByRole('listitem')
      .filter({ hasText: 'Riccarton Bowling Club' })
      .filter({
        has: page.getByText('Needs an address'),
      });
    await expect(letter).toBeVisible();
    // No print or post until it has an address.
    await expect(letter.getByRole('button', { name: /Mark posted/ })).toHaveCount(0);
    await expect(letter.getByRole('link', { name: /Download PDF/ })).toHaveCount(0);
    await expectNoA11yViolations(page, 'letters queue with a letter to address');

    const address = letter.getByLabel('Postal address for Riccarton Bowling Club');
    await letter.getByRole('button', { name: 'Save address' }).click();
    await expect(letter.getByText('Please enter the postal address.')).toBeVisible();
    await address.fill('PO Box 8123\nRiccarton\nChristchurch 8440');
    await address.press('Tab');
    await page.keyboard.press('Enter');
    await seeToast(page, 'Address saved for the letter to Riccarton Bowling Club');

    const addressed = page
      .getByRole('listitem')
      .filter({ hasText: 'Riccarton Bowling Club' })
      .filter({ hasText: 'PO Box 8123' });
    await expect(addressed).toContainText('To post');
    await expect(addressed.getByRole('link', { name: /Download PDF/ })).toBeVisible();
    await addressed.getByRole('button', { name: /Mark posted/ }).click();
    await seeToast(page, 'Letter to Riccarton Bowling Club marked as posted');
    await expect(addressed).toContainText('Posted');

    // The back office history of Kiwibank's row on the demo notification, in words.
    await page.getByLabel('Search notifications').fill('David Chen');
    await page.getByRole('button', { name: 'Search' }).click();
    // Only once the search has answered: a history opened in the list before it is re-drawn closed.
    await expect(page.getByRole('article').filter({ hasNotText: 'David Chen' })).toHaveCount(0);
    const demo = page
      .getByRole('article')
      .filter({ hasText: 'David Chen' })
      .filter({ has: page.getByText('History of Kiwibank') });
    const history = demo.getByText('History of Kiwibank').first();
    await history.click();
    await expect(page.getByText('Organisation answered: asked for more information').first()).toBeVisible();
    await expect(page.getByText(/Message: Thank you\. To release the KiwiSaver/).first()).toBeVisible();
    await expect(page.getByText('Email sent').first()).toBeVisible();
    await expectNoA11yViolations(page, 'admin notifications with history');

    // Response times per organisation on the institutions page.
    await page.goto('/dashboard/admin/institutions');
    const anzRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'ANZ', exact: true }) });
    await expect(anzRow).toContainText(/Acknowledge: median \d+(\.\d)? days? \(\d+ notifications?\)/);
    await expectNoA11yViolations(page, 'admin institutions with response times');
  });
});
