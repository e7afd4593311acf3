import type { AdminDashboard, Analytics } from '@estate/domain';
import { DEMO, expect, signInAs, statCard, test } from './fixtures.js';

/*
 * The Admin Dashboard and Analytics (issue 15): an admin reads the platform's figures (the numbers
 * the API counts from the rows), reads the usage-trends chart as a table, then opens Analytics and
 * chooses another period.
 */

test('an admin reads the admin dashboard, its chart as a table, and analytics for a year', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin);
  const figures = (await (await page.request.get('/api/admin/dashboard')).json()) as AdminDashboard;

  await page.goto('/dashboard/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  // Other tests add people and estates at the same time: each card shows a count between what the
  // API answered just before the page loaded and just after it drew.
  await expect(statCard(page, 'Total Users')).toContainText(/\d/);
  const after = (await (await page.request.get('/api/admin/dashboard')).json()) as AdminDashboard;
  for (const [label, key] of [
    ['Total Users', 'totalUsers'],
    ['Total Estates', 'totalEstates'],
    ['Active Estates', 'activeEstates'],
  ] as const) {
    const shown = Number((await statCard(page, label).innerText()).match(/[\d,]+/)![0].replace(/,/g, ''));
    expect(shown, label).toBeGreaterThanOrEqual(Math.min(figures.cards[key], after.cards[key]));
    expect(shown, label).toBeLessThanOrEqual(Math.max(figures.cards[key], after.cards[key]));
  }
  await expect(page.getByRole('link', { name: 'View all' })).toHaveAttribute(
    'href',
    '/dashboard/admin/billing',
  );

  // The chart is drawn, summarised for screen readers, and its numbers read as a table.
  const trends = page.getByRole('figure', { name: 'Usage Trends' });
  await expect(trends.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect(trends.getByRole('img')).toHaveAttribute('aria-label', /^Usage Trends\. .*Estates: highest/);
  await trends.getByRole('button', { name: 'Show as table' }).click();
  const table = trends.getByRole('table', { name: 'Usage Trends' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(13); // the header and twelve months
  const thisMonth = figures.usageTrends.at(-1)!;
  await expect(table.getByRole('row').last()).toHaveText(
    new RegExp(`^${thisMonth.label}\\s*${thisMonth.estates}\\s*${thisMonth.documents}\\s*\\$`),
  );

  // The dashboard's shortcut (the sidebar has an Analytics link too).
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Analytics/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText(/^Showing This month/)).toBeVisible();
  await page.getByLabel('Period').selectOption('year');
  await expect(page).toHaveURL(/period=year/);
  await expect(page.getByText(/^Showing This month and the 11 before/)).toBeVisible();
  const year = (await (await page.request.get('/api/analytics?period=year')).json()) as Analytics;
  const activity = page.getByRole('figure', { name: 'Monthly Activity' });
  await expect(activity.getByRole('table').getByRole('row')).toHaveCount(13);
  await expect(statCard(page, 'Active Estates')).toContainText(String(year.cards.activeEstates));
  await expect(statCard(page, 'Beneficiaries')).toContainText(String(year.cards.beneficiaries));
});
