import { ACCOUNT_DEACTIVATED } from '@estate/domain';
import { DEMO, expect, fillDialog, seeToast, signInAs, test, uniqueEmail, SAME_ORIGIN } from './fixtures.js';

/*
 * Users (issue 15): an admin adds a lawyer with a password (who can then sign in), makes them an
 * executor, deactivates them (their session ends and the sign-in form says why) and deletes them
 * after the question that names them.
 */

test('an admin adds a user with a password, changes their role, deactivates and deletes them', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByText('Manage user accounts and permissions')).toBeVisible();

  const name = `Hana Kōwhai ${Date.now().toString(36)}`;
  const email = uniqueEmail('hana');
  const password = 'pōhutukawa in december';
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByRole('textbox', { name: 'Email' }).fill(email);
  await fillDialog(page, 'Add User', { 'Full Name': name, Phone: '021 555 0188', Role: 'Lawyer' });
  await expect(add.getByLabel('Role', { exact: true })).toHaveValue('lawyer');
  await expect(add.getByLabel('Status', { exact: true })).toHaveValue('active');
  const passwordField = add.getByLabel('Password', { exact: true });
  await expect(passwordField).toHaveAttribute('placeholder', 'Enter password');
  await passwordField.fill(password);
  await expect(add.getByRole('checkbox', { name: 'Mobile' })).toBeChecked();
  await add.getByRole('checkbox', { name: 'Mobile' }).uncheck();
  await add.getByRole('button', { name: 'Save User' }).click();
  await seeToast(page, 'User added successfully');

  await page.getByLabel('Search users').fill(email);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Lawyer');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('021 555 0188');
  await expect(row).toContainText('Never');

  // They sign in with the password set for them, in their own browser.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  const signedIn = await them.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { ...SAME_ORIGIN },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const theirMe = (await (await them.request.get('/api/me')).json()) as { user: { role: string } };
  expect(theirMe.user.role).toBe('lawyer');
  await page.reload();
  await expect(row).not.toContainText('Never');

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = await fillDialog(page, 'Edit User', { Role: 'Executor' });
  await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(edit.getByLabel('Password', { exact: true })).toHaveAttribute(
    'placeholder',
    'Leave blank to keep current',
  );
  await expect(edit.getByRole('checkbox', { name: 'Mobile' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Update User' }).click();
  await seeToast(page, 'User updated successfully');
  await expect(row).toContainText('Executor');

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await (await fillDialog(page, 'Edit User', { Status: 'Inactive' }))
    .getByRole('button', { name: 'Update User' })
    .click();
  await seeToast(page, 'User updated successfully');
  await expect(row).toContainText('Inactive');
  // Their session ended at once; signing in again is refused with the reason.
  const me = await them.request.get('/api/me');
  expect(await me.json()).toBeNull();
  await them.goto('/login');
  await them.getByLabel('Email', { exact: true }).fill(email);
  await them.getByLabel('Password', { exact: true }).fill(password);
  await them.getByRole('button', { name: 'Sign in' }).click();
  await expect(them.getByText(ACCOUNT_DEACTIVATED)).toBeVisible();
  await theirs.close();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}` });
  await expect(confirm).toContainText(
    `Are you sure you want to delete the user "${name}"? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await seeToast(page, 'User deleted successfully');
  await expect(row).toHaveCount(0);
});
