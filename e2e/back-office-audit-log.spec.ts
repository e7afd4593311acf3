import { readFile } from 'node:fs/promises';
import { DEMO, expect, signInAs, test, SAME_ORIGIN } from './fixtures.js';

/*
 * Audit Log (issue 15): a refused sign-in is in the trail; an admin finds it under Security by the
 * email tried, and exports the events as filtered (the CSV has the header row and that event).
 */

test('an admin filters the audit log to Security, searches it and exports it as CSV', async ({ page }) => {
  const tried = `audit-e2e-${Date.now().toString(36)}@example.nz`;
  const refused = await page.request.post('/api/auth/sign-in/email', {
    data: { email: tried, password: 'not the password' },
    headers: { ...SAME_ORIGIN },
  });
  expect(refused.ok()).toBe(false);

  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  for (const card of ['Total Events', 'Document Events', 'Security Events', 'Access Events'])
    await expect(page.getByText(card, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Security' });
  await expect(page).toHaveURL(/category=security/);
  await page.getByLabel('Search the audit log').fill(tried);
  await expect(page).toHaveURL(/q=audit-e2e/);
  const rows = page.getByRole('region', { name: 'Audit events' }).getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the one event
  const event = rows.nth(1);
  await expect(event).toContainText('Sign-in failed');
  await expect(event).toContainText('Security');
  await expect(event).toContainText(tried);
  await expect(event).toContainText('Failure');
  await expect(event).toContainText('System');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Log' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe(
    'Event ID,Timestamp (NZ),User,Role,Action,Category,Details,IP address,Status,Chain position,Previous hash,Hash (SHA-256)',
  );
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`Sign-in failed for ${tried}`);
  expect(csv[1]).toContain('Security');
  // Each exported event carries its seal (decision 071): the last column is its SHA-256 hash.
  expect(csv[1]).toMatch(/,[0-9a-f]{64}$/);
});

test('an admin verifies the audit trail now and sees it intact, with when and by whom', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/audit-log');
  const panel = page.getByRole('region', { name: 'Tamper check' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Verify now' }).click();
  await expect(panel.getByRole('status')).toContainText(/Intact: all [\d,]+ events match their hashes/);
  await expect(panel).toContainText(/Last verified .+ by /);
  await expect(panel.getByText(/Newest event of chain/)).toBeVisible();
  // The check is itself in the trail.
  await page.getByLabel('Search the audit log').fill('verified');
  await expect(
    page
      .getByRole('region', { name: 'Audit events' })
      .getByRole('row')
      .filter({ hasText: 'tamper check: intact' }),
  ).not.toHaveCount(0);
});
