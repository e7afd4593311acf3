import {
  createEstate,
  DEMO,
  expect,
  outboxFor,
  seeToast,
  signInAs,
  test,
  uniqueEmail,
  verificationLink,
} from './fixtures.js';

/*
 * Invitations (issue 16, decision 028): a lawyer invites an executor by email from the Executors
 * screen; the new person opens the emailed link, creates their account from it, confirms their
 * address (which brings them back to the invitation), accepts and sees the estate in My Estates; the
 * lawyer sees the invitation accepted.
 */

test('a lawyer invites a co-executor, who signs up from the link, accepts and sees the estate', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signInAs(page, DEMO.lawyer);
  const deceased = `Tāne Invite ${Date.now().toString(36)}`;
  await createEstate(page, deceased);
  const email = uniqueEmail('co-executor');

  await page.goto('/dashboard/executors');
  await expect(page.getByRole('heading', { level: 1, name: 'Executors' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Executor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Executor' });
  await dialog.getByLabel('Estate', { exact: true }).selectOption({ label: `Estate of ${deceased}` });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Name', { exact: true }).fill('Rawiri Co-Executor');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await seeToast(page, 'Invitation sent');
  const invitations = page.getByRole('region', { name: 'Executor invitations' });
  const row = invitations.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(deceased);

  // The invitee, in their own browser, opens the link from the email.
  const mail = (await outboxFor(baseURL!, email)).find((m) => m.kind === 'estate-invitation');
  expect(mail?.subject).toContain(deceased);
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(new URL(mail!.link!).pathname);
  await expect(them.getByText(`invited you to join the estate of ${deceased}`)).toBeVisible();
  await them.getByRole('link', { name: 'Create an account' }).click();
  await expect(them.getByLabel('Email address')).toHaveValue(email);
  await expect(them.getByLabel('Full name')).toHaveValue('Rawiri Co-Executor');
  await expect(them.getByLabel('Account type')).toHaveValue('executor');
  await them.getByLabel('Password').fill('a long and unusual passphrase');
  await them.getByRole('button', { name: 'Create account' }).click();
  await expect(them.getByText('Check your email')).toBeVisible();

  // Confirming the address signs them in and brings them back to the invitation.
  await them.goto(await verificationLink(baseURL!, email));
  await them.getByRole('button', { name: 'Accept invitation' }).click();
  await seeToast(them, `You have joined the estate of ${deceased}`);
  await them.goto('/dashboard/estates');
  await expect(them.getByText(deceased).first()).toBeVisible();
  await theirs.close();

  await page.reload();
  await expect(row).toContainText('Accepted');
  await page.getByLabel('Search executors').fill('Rawiri');
  await expect(
    page
      .getByRole('region', { name: 'Executors', exact: true })
      .getByRole('row', { name: /Rawiri Co-Executor/ }),
  ).toContainText(deceased);
});
