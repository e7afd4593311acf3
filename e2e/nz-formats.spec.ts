import { DEMO, expect, signInAs, test, SAME_ORIGIN } from './fixtures.js';

/*
 * Issue 19: money and times as New Zealand reads them wherever the browser is: prices with
 * thousands separators, enquiry times in Pacific/Auckland, and the privacy policy dated by its own
 * last change.
 */

test.describe('in a browser set to New York time', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the enquiries page shows when each arrived in New Zealand time', async ({ page }) => {
    const email = `tz-${Date.now().toString(36)}@example.nz`;
    const sent = await page.request.post('/api/public/enquiries', {
      data: { name: 'Anahera Time', email, subject: 'Time zones', message: 'When did this arrive?' },
      headers: { ...SAME_ORIGIN },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    await signInAs(page, DEMO.admin);
    await page.goto('/dashboard/admin/enquiries');
    const item = page.getByRole('listitem').filter({ hasText: email });
    const received = item.locator('time').first();
    await expect(received).toBeVisible();
    const at = (await received.getAttribute('datetime'))!;
    const [inNz, inBrowser] = await page.evaluate(
      (iso) =>
        [
          new Intl.DateTimeFormat('en-NZ', {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: 'Pacific/Auckland',
          }).format(new Date(iso)),
          new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
        ] as const,
      at,
    );
    expect(inNz).not.toBe(inBrowser); // the browser really is elsewhere
    await expect(received).toHaveText(inNz);
  });
});

test('annual prices have thousands separators', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Annual', exact: true }).click();
  const plans = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(plans.filter({ hasText: 'Professional' }).first()).toContainText('$1,490');
  await expect(page.getByText('$1490')).toHaveCount(0);
});

test('the privacy policy is dated by its last change, not by the build', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText('Last updated:')).toContainText('22 November 2026');
  await expect(page.getByText('Last updated:').locator('time')).toHaveAttribute('datetime', '2026-11-22');
});
