import { createEstate, DEMO, expect, signInAs, test, toast } from './fixtures.js';

/*
 * Forms on the one form mechanism (issue 12: react-hook-form with the domain schemas): the grant
 * date on the estate page, and the schema's messages on the sign-in and reset password fields.
 */

test('the grant date is saved, dates the s47 distribution, and is cleared again', async ({ page }) => {
  await signInAs(page, DEMO.lawyer);
  const deceasedName = `Rangi Parata ${Date.now().toString(36)}`;
  const estateId = await createEstate(page, deceasedName);
  await page.goto(`/dashboard/estates/${estateId}`);

  const grant = page.getByRole('region', { name: 'Grant' });
  const save = grant.getByRole('button', { name: 'Save grant date' });
  await expect(save).toBeDisabled(); // nothing changed yet
  await grant.getByLabel('Grant date').fill('2026-10-01');
  await save.click();
  await expect(toast(page, 'Grant date saved; s47 and claim dates updated')).toBeVisible();
  await expect(grant.getByText(/Distributions may be made from .*2027 \(s47\)/)).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Grant' }).getByLabel('Grant date')).toHaveValue(
    '2026-10-01',
  );
  await grant.getByLabel('Grant date').fill('');
  await save.click();
  await expect(toast(page, 'Grant date cleared')).toBeVisible();
  await expect(grant.getByText(/Distributions may be made from/)).toHaveCount(0);
});

test('sign-in and reset password show the schema’s messages on their fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  // A demo account fills both fields and the messages go.
  await page.getByRole('button', { name: new RegExp(DEMO.lawyer.email) }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.lawyer.email);
  await expect(page.getByText('Password is required.')).toHaveCount(0);

  await page.goto('/reset-password?token=abc');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('something else');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});
