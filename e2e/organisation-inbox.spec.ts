import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, SAME_ORIGIN, signUpAs, test } from './fixtures.js';

/*
 * NotifyFlow as an open network (issue 44), end to end: a bank's person answers in the inbox at
 * /org. A fresh organisation of the directory (so its inbox holds only this test's notification), a
 * family's notification to it with a document, and a person put on its list by the platform's admin.
 */

async function signedIn(
  baseURL: string,
  who: { email: string; password: string },
): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { ...SAME_ORIGIN } });
  const res = await ctx.post('/api/auth/sign-in/email', {
    data: { email: who.email, password: who.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ctx;
}

async function scanAtBothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page, `${label} at 390 px`);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoA11yViolations(page, `${label} at 1280 px`);
}

test('an organisation’s person signs in to its inbox, acknowledges and answers with products, and makes an API key', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = randomUUID().slice(0, 8);
  const bankName = `Harbour Bank ${suffix}`;
  const deceased = `Mere Harbour ${suffix}`;

  const admin = await signedIn(baseURL!, DEMO.admin);
  let family: APIRequestContext | null = null;
  try {
    // The directory gains a bank; a family notifies it, with the death certificate.
    const made = await admin.post('/api/admin/institutions', {
      data: {
        name: bankName,
        category: 'Banking',
        notificationEmail: `estates-${suffix}@harbour.example.nz`,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { institutionId } = (await made.json()) as { institutionId: string };

    // The family signs up in a browser context of their own (signUpAs signs a page's context in).
    const familyContext = await browser.newContext({ baseURL: baseURL! });
    const requester = await signUpAs(await familyContext.newPage(), 'notifyflow', 'Aroha Harbour');
    await familyContext.close();
    family = await signedIn(baseURL!, requester);
    const notified = await family.post('/api/notifications', {
      multipart: {
        payload: JSON.stringify({
          relationship: 'executor',
          deceasedName: deceased,
          dateOfDeath: '2026-11-02',
          notificationReason: ['account_closure', 'claim_funds'],
          probateStatus: 'in_progress',
          contactMethod: 'email',
          recipientName: 'Aroha Harbour',
          recipientEmail: 'aroha.harbour@example.nz',
          selectedInstitutions: [{ institutionId, accountReference: 'Savings 4821' }],
          idempotencyKey: randomUUID(),
        }),
        documents: {
          name: 'death-certificate.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n% death certificate\n%%EOF\n'),
        },
      },
    });
    expect(notified.status(), await notified.text()).toBe(201);
    const { referenceCode } = (await notified.json()) as { referenceCode: string };

    // Signed in, but on no organisation's list: a kind explanation, not an error page.
    const person = await signUpAs(page, 'notifyflow', 'Hemi Officer');
    await page.goto('/org');
    await expect(
      page.getByRole('heading', { level: 1, name: 'NotifyFlow inbox for organisations' }),
    ).toBeVisible();
    await expect(
      page.getByText('Ask NZ Estate Platform to add your email to your organisation.'),
    ).toBeVisible();
    await expectNoA11yViolations(page, '/org, not a member');

    // Put on the bank's list as its administrator; signed out, /org asks to sign in and comes back.
    const added = await admin.post(`/api/admin/institutions/${institutionId}/members`, {
      data: { email: person.email, role: 'admin' },
    });
    expect(added.status(), await added.text()).toBe(201);
    await page.context().clearCookies();
    await page.goto('/org');
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/org$/);

    // The inbox: the bank's name, the notification newest first.
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(bankName);
    const table = page.getByRole('table', { name: /Notifications addressed to your organisation/ });
    const row = table.getByRole('row').filter({ hasText: deceased });
    await expect(row).toContainText(referenceCode);
    await expect(row).toContainText('Savings 4821');
    await expect(row).toContainText('2 Nov 2026');
    await expect(row).toContainText('New');
    await expect(row).toContainText('No answer yet');
    await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
    await scanAtBothWidths(page, '/org');
    // The filter by status: nothing of this bank is completed yet.
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/\?status=completed$/);
    await expect(page.getByText('No notifications are completed.')).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();

    // The notification: details, its document, Acknowledge.
    await table.getByRole('link', { name: deceased }).click();
    await expect(page.getByRole('heading', { level: 1, name: deceased })).toBeVisible();
    await expect(page.getByRole('link', { name: 'death-certificate.pdf' })).toHaveAttribute(
      'href',
      /\/api\/org\/v1\/notifications\/[^/]+\/documents\/[^/]+$/,
    );
    const download = await page.request.get(
      (await page.getByRole('link', { name: 'death-certificate.pdf' }).getAttribute('href'))!,
    );
    expect(download.status()).toBe(200);
    await expect(page.getByText('Aroha Harbour (executor)')).toBeVisible();
    await scanAtBothWidths(page, '/org/notifications/{id}');
    await page.getByRole('button', { name: 'Acknowledge receipt' }).click();
    await expect(page.getByText('Receipt acknowledged.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Acknowledge receipt' })).toHaveCount(0);

    // Accounts held: two products. A missing balance is said beside its field first.
    await page.getByRole('radio', { name: 'Accounts held', exact: true }).check();
    const first = page.getByRole('group', { name: 'Product 1' });
    await first.getByLabel('Type').selectOption({ label: 'Savings account' });
    await first.getByLabel('Reference (masked, optional)').fill('****4821');
    await first.getByLabel('Balance (NZD)').fill('12,480.33');
    await expect(first.getByLabel('Balance as at')).toHaveValue('2026-11-02');
    await first.getByLabel('Can be released without a grant of probate or administration').check();
    await first.getByLabel('Released without a grant up to (NZD, optional)').fill('40,000');
    await page.getByRole('button', { name: 'Add another product' }).click();
    const second = page.getByRole('group', { name: 'Product 2' });
    await expect(second.getByLabel('Type')).toBeFocused();
    await second.getByLabel('Type').selectOption({ label: 'Credit card' });
    // A credit card is a debt unless the officer says otherwise.
    await expect(second.getByLabel('This is a debt (money owed to your organisation)')).toBeChecked();
    await second.getByLabel('Reference (masked, optional)').fill('****0077');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please correct the problems marked below.' }),
    ).toBeVisible();
    const balance = second.getByLabel('Balance (NZD)');
    await expect(balance).toBeFocused();
    await expect(balance).toHaveAttribute('aria-invalid', 'true');
    await expect(balance).toHaveAccessibleDescription(/Enter the balance, such as 12,480.33\./);
    await scanAtBothWidths(page, 'the answer form with a problem');
    await balance.fill('351.20');
    await page
      .getByLabel('Message to the family (optional)')
      .fill('Funds are held until a grant or our s65 form.');
    await page.getByRole('button', { name: 'Send answer' }).click();

    // The answer as sent, and the new status; the inbox says it too.
    const sent = page.getByRole('region', { name: 'Answer sent' });
    await expect(sent).toBeVisible();
    await expect(sent).toContainText('In progress');
    await expect(sent).toContainText('$12,480.33');
    await expect(sent).toContainText('$351.20 owing');
    await expect(sent).toContainText('Yes, up to $40,000.00');
    await expect(sent).toContainText('Funds are held until a grant or our s65 form.');
    await expect(page.getByRole('region', { name: 'Your answers' })).toContainText('****0077');
    await scanAtBothWidths(page, 'a notification just answered');
    await page.getByRole('link', { name: 'Inbox', exact: true }).click();
    await expect(table.getByRole('row').filter({ hasText: deceased })).toContainText('Accounts held');

    // The family's status page reads the answer in words.
    const status = await family.get(`/api/notifications/status/${referenceCode}`);
    expect(await status.text()).toContain('Savings account ****4821, $12,480.33');

    // API keys: create one and see its secret once.
    await page.getByRole('link', { name: 'API keys', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await expect(page.getByText('No API keys yet.')).toBeVisible();
    await scanAtBothWidths(page, '/org/api-keys');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Create an API key' });
    await createDialog.getByRole('button', { name: 'Create key' }).click();
    await expect(createDialog.getByLabel('Name')).toHaveAccessibleDescription(/Give the key a name\./);
    await createDialog.getByLabel('Name').fill('Estates team: case system');
    await expect(createDialog.getByRole('checkbox', { name: /notifications:read/ })).toBeChecked();
    await expect(createDialog.getByRole('checkbox', { name: /notifications:answer/ })).toBeChecked();
    await createDialog.getByRole('button', { name: 'Create key' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(secretDialog).toContainText('you will not see it again');
    const secretField = secretDialog.getByLabel('Secret of “Estates team: case system”');
    await expect(secretField).toHaveAttribute('readonly', '');
    const secret = await secretField.inputValue();
    expect(secret.length).toBeGreaterThan(20);
    await scanAtBothWidths(page, 'a new API key’s secret');

    // The secret works as a Bearer key, for this bank's notifications only.
    const asKey = await playwrightRequest.newContext({
      baseURL: baseURL!,
      extraHTTPHeaders: { authorization: `Bearer ${secret}` },
    });
    try {
      const listed = await asKey.get('/api/org/v1/notifications');
      expect(listed.status()).toBe(200);
      const items = ((await listed.json()) as { items: { deceasedName: string }[] }).items;
      expect(items.map((i) => i.deceasedName)).toEqual([deceased]);

      await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
      await expect(secretDialog).toHaveCount(0);
      const keyRow = page.getByRole('row').filter({ hasText: 'Estates team: case system' });
      await expect(keyRow).toContainText('notifications:answer');
      await expect(keyRow).toContainText('Active');
      // Shown once: nowhere on the page now.
      await expect(page.getByText(secret)).toHaveCount(0);
      await page.reload();
      await expect(keyRow).toBeVisible();
      expect(await page.content()).not.toContain(secret);

      // Revoke, after a confirmation: the key is refused from then on.
      await keyRow.getByRole('button', { name: /Revoke/ }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Revoke “Estates team: case system”?' });
      await expect(confirm).toContainText('is refused from its next request');
      await expectNoA11yViolations(page, 'revoking an API key');
      await confirm.getByRole('button', { name: 'Revoke key' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(keyRow).toContainText('Revoked');
      expect((await asKey.get('/api/org/v1/notifications')).status()).toBe(401);
    } finally {
      await asKey.dispose();
    }
  } finally {
    await admin.dispose();
    await family?.dispose();
  }
});

test('a member who is not an administrator is told API keys are for administrators', async ({
  page,
  baseURL,
}) => {
  const admin = await signedIn(baseURL!, DEMO.admin);
  try {
    const made = await admin.post('/api/admin/institutions', {
      data: { name: `Kōwhai Insurance ${randomUUID().slice(0, 8)}`, category: 'Insurance' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { institutionId } = (await made.json()) as { institutionId: string };
    const person = await signUpAs(page, 'executor', 'Rangi Member');
    const added = await admin.post(`/api/admin/institutions/${institutionId}/members`, {
      data: { email: person.email, role: 'member' },
    });
    expect(added.status(), await added.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
  await page.goto('/org');
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  // No API keys link for a member; the page itself explains.
  await expect(page.getByRole('link', { name: 'API keys', exact: true })).toHaveCount(0);
  await page.goto('/org/api-keys');
  await expect(
    page.getByText('Only your organisation’s administrators can manage its API keys.'),
  ).toBeVisible();
  await expectNoA11yViolations(page, '/org/api-keys as a member');
  // An unknown notification reads as not found, inside the inbox's shell.
  await page.goto(`/org/notifications/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification not found' })).toBeVisible();
});

test('the inbox lists newest first and loads older notifications by cursor', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const suffix = randomUUID().slice(0, 8);
  const admin = await signedIn(baseURL!, DEMO.admin);
  let family: APIRequestContext | null = null;
  try {
    const made = await admin.post('/api/admin/institutions', {
      data: { name: `Tōtara Power ${suffix}`, category: 'Utilities' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { institutionId } = (await made.json()) as { institutionId: string };
    const familyContext = await browser.newContext({ baseURL: baseURL! });
    const requester = await signUpAs(await familyContext.newPage(), 'notifyflow', 'Wiremu Power');
    await familyContext.close();
    family = await signedIn(baseURL!, requester);
    // One more than a page (25), one after another so "newest first" is well defined.
    for (let i = 1; i <= 26; i += 1) {
      const res = await family.post('/api/notifications', {
        multipart: {
          payload: JSON.stringify({
            relationship: 'executor',
            deceasedName: `Power Customer ${String(i).padStart(2, '0')} ${suffix}`,
            dateOfDeath: '2026-10-01',
            notificationReason: ['account_closure'],
            probateStatus: 'not_required',
            contactMethod: 'email',
            recipientName: 'Wiremu Power',
            recipientEmail: 'wiremu.power@example.nz',
            selectedInstitutions: [{ institutionId }],
            idempotencyKey: randomUUID(),
          }),
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    const person = await signUpAs(page, 'executor', 'Ana Power');
    const added = await admin.post(`/api/admin/institutions/${institutionId}/members`, {
      data: { email: person.email, role: 'member' },
    });
    expect(added.status(), await added.text()).toBe(201);
  } finally {
    await admin.dispose();
    await family?.dispose();
  }

  await page.goto('/org');
  const links = page.getByRole('table').getByRole('link');
  await expect(links).toHaveCount(25);
  await expect(links.first()).toHaveText(`Power Customer 26 ${suffix}`);
  await expect(page.getByText('Showing 25 notifications.')).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(links).toHaveCount(26);
  await expect(links.last()).toHaveText(`Power Customer 01 ${suffix}`);
  await expect(page.getByText('Showing 26 notifications, all there are.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
