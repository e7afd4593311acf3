import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoA11yViolations,
  outboxFor,
  verificationLink,
  signInAs,
  signUpAs,
  test,
  toast,
  uniqueEmail,
} from './fixtures.js';

/*
 * NotifyFlow end to end (issue 3). The journey relies on the demo data giving ANZ and Kiwibank
 * notification emails (anz-deceased-estates@demo.estate.nz, kiwibank-estates@demo.estate.nz), so
 * their notifications go through the outbox with a response link rather than into the letters queue.
 */
const ANZ_EMAIL = 'anz-deceased-estates@demo.estate.nz';

const FORM_MESSAGES = [
  'Please select your relationship to the deceased',
  'Deceased name is required',
  'Date of death is required',
  'Please select at least one reason',
  'Please select probate status',
  'Recipient name is required',
  'Email is required for email contact method',
  'Please select at least one institution to notify',
];

const pdf = () => ({
  name: 'death-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

/** Fills every field of the Death Notification Form, choosing ANZ and Kiwibank and one CC. */
async function fillWholeForm(page: Page, requesterEmail: string) {
  await page.getByLabel('Your relationship to the deceased').selectOption('executor');
  await page.getByLabel('Full name of the deceased').fill('Wiremu Test Deceased');
  await page.getByLabel('Date of death').fill('2026-10-15');
  await page.getByLabel('Account closure').check();
  await page.getByLabel('Claim funds').check();
  await page.getByLabel('Probate status').selectOption('in_progress');
  await page.getByLabel('An Inland Revenue (IRD) refund may be due').check();
  await page.getByLabel('Supporting documents (optional)').setInputFiles(pdf());
  await expect(page.getByRole('button', { name: 'Remove death-certificate.pdf' })).toBeVisible();
  await page.getByLabel('Your name').fill('Aroha Requester');
  await page.getByLabel('Email', { exact: true }).check();
  await page.getByLabel('Email address').fill(requesterEmail);
  await page.getByRole('button', { name: 'Add recipient' }).click();
  await page.getByLabel('CC 1 name').fill('Tama Co-executor');
  await page.getByLabel('CC 1 email').fill(uniqueEmail('tama'));
  const anz = page.getByRole('button', { name: 'ANZ', exact: true });
  await anz.click();
  await expect(anz).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Account reference for ANZ (optional)').fill('01-0123-0456789-00');
  await page.getByRole('button', { name: 'Kiwibank', exact: true }).click();
  await page.getByLabel('Other institution (optional)').fill('Local bowling club');
  await page
    .getByLabel('Additional information (optional)')
    .fill('Please send any letters to the address on file.');
}

/**
 * Submits the form. The tests notify the same person again and again: from the second time, the
 * form says the organisations were already told (issue 44), and the test sends to them anyway.
 */
async function submitAndReadCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit Notification' }).click();
  const submitted = page.getByRole('heading', { name: 'Notification Submitted' });
  const toldBefore = page.getByRole('status').filter({ hasText: 'already been told about this death' });
  await expect(submitted.or(toldBefore)).toBeVisible({ timeout: 20_000 });
  if (await toldBefore.isVisible())
    await toldBefore.getByRole('button', { name: 'Send to them anyway' }).click();
  await expect(submitted).toBeVisible({
    timeout: 20_000,
  });
  const code = (await page.getByTestId('reference-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^NF-[A-Z0-9]{6}$/);
  return code;
}

/** The response link mailed to an institution for this notification (checked through the API). */
async function responseLinkFor(page: Page, baseURL: string, to: string, referenceCode: string) {
  const found = { link: '' };
  await expect
    .poll(
      async () => {
        const mails = await outboxFor(baseURL, to);
        for (const mail of mails.filter((m) => m.kind === 'institution-notification' && m.link)) {
          const token = new URL(mail.link!).pathname.split('/').pop() ?? '';
          const res = await page.request.get(`/api/respond/${token}`);
          if (res.ok() && ((await res.json()) as { referenceCode: string }).referenceCode === referenceCode) {
            found.link = mail.link!;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found.link;
}

test.describe('NotifyFlow', () => {
  test('sign up, notify two institutions with a file and a CC, answer as ANZ, and watch the status change live', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const requesterEmail = uniqueEmail('requester');
    await page.goto('/notify/signup');
    await page.getByLabel('Full name').fill('Aroha Requester');
    await page.getByLabel('Email address').fill(requesterEmail);
    await page.getByLabel('Password').fill('a long and unusual passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('Check your email');
    await page.goto(await verificationLink(baseURL!, requesterEmail));
    await expect(page).toHaveURL(/\/notify$/);
    await expect(page.getByRole('heading', { name: 'Death Notification Form' })).toBeVisible();

    await fillWholeForm(page, requesterEmail);
    // The draft survives a reload (files excepted).
    await page.reload();
    await expect(page.getByLabel('Full name of the deceased')).toHaveValue('Wiremu Test Deceased');
    await expect(page.getByLabel('Account reference for ANZ (optional)')).toHaveValue('01-0123-0456789-00');
    await expect(page.getByLabel('CC 1 name')).toHaveValue('Tama Co-executor');
    await page.getByLabel('Supporting documents (optional)').setInputFiles(pdf());

    const code = await submitAndReadCode(page);
    await expect(page.getByText('Please save this reference code.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

    // The requester's confirmation mentions the code.
    await expect
      .poll(async () =>
        (await outboxFor(baseURL!, requesterEmail)).some(
          (m) => (m.link ?? '').includes(code) || m.subject.includes(code),
        ),
      )
      .toBe(true);

    await page.getByRole('link', { name: 'Check the status now' }).click();
    await expect(page).toHaveURL(`/notify/status/${code}`);
    // The textbox: until the status page replaces the confirmation, "Your reference code" labels
    // the code shown there too.
    await expect(page.getByRole('textbox', { name: 'Reference code' })).toHaveValue(code);
    const rows = page.getByTestId('institution-status-row');
    // ANZ, Kiwibank, and the "Other institution" typed on the form (a letter the team addresses).
    await expect(rows).toHaveCount(3);
    const anzRow = rows.filter({ hasText: 'ANZ' });
    await expect(anzRow).toContainText('Response received: No');
    await expect(page.getByText('Account closure, Claim funds')).toBeVisible();

    // ANZ answers through its link, in a browser with no account.
    const link = await responseLinkFor(page, baseURL!, ANZ_EMAIL, code);
    const institution = await browser.newContext();
    try {
      const answer = await institution.newPage();
      await answer.goto(new URL(link).pathname);
      await expect(answer.getByRole('heading', { name: 'Respond to a death notification' })).toBeVisible();
      await expect(answer.getByText('Wiremu Test Deceased')).toBeVisible();
      await expect(answer.getByText('01-0123-0456789-00')).toBeVisible();
      await expectNoA11yViolations(answer, '/respond/{token}');
      await answer.getByLabel('Mark as completed').check();
      await answer.getByRole('button', { name: 'Send response' }).click();
      await expect(answer.getByRole('heading', { name: 'Thank you' })).toBeVisible();
      await expect(answer.getByText('Completed', { exact: true })).toBeVisible();

      // The link is single-purpose: opening it again says it has been answered.
      await answer.goto(new URL(link).pathname);
      await expect(answer.getByText('This notification has already been answered. Thank you.')).toBeVisible();
      await expect(answer.getByRole('button', { name: 'Send response' })).toHaveCount(0);
    } finally {
      await institution.close();
    }

    // The open status page changed without a reload.
    await expect(anzRow.getByText('Completed', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(anzRow).toContainText('Response received: Yes');
    await expect(rows.filter({ hasText: 'Kiwibank' })).toContainText('Response received: No');
  });

  test('an empty submit shows every message inline, and fixing a field clears its message', async ({
    page,
  }) => {
    await signUpAs(page, 'notifyflow', 'Empty Submitter');
    await page.goto('/notify');
    await expect(page.getByRole('button', { name: 'ANZ', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Notification' }).click();
    for (const message of FORM_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Your relationship to the deceased')).toBeFocused();
    await expect(page.getByLabel('Full name of the deceased')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Letter').check();
    await page.getByRole('button', { name: 'Submit Notification' }).click();
    await expect(page.getByText('Address is required for letter contact method')).toBeVisible();
    await page.getByLabel('Phone').check();
    await page.getByRole('button', { name: 'Submit Notification' }).click();
    await expect(page.getByText('Phone is required for phone contact method')).toBeVisible();

    await page.getByRole('button', { name: 'Add recipient' }).click();
    await page.getByRole('button', { name: 'Submit Notification' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Email is required', { exact: true })).toBeVisible();

    await page.getByLabel('Full name of the deceased').fill('Someone');
    await expect(page.getByText('Deceased name is required')).toHaveCount(0);
    await expectNoA11yViolations(page, '/notify with errors');
  });

  test('a failed submit shows the red banner and keeps every value', async ({ page }) => {
    await signUpAs(page, 'notifyflow', 'Banner Person');
    await page.goto('/notify');
    await fillWholeForm(page, uniqueEmail('banner'));
    await page.route('**/api/notifications', (route) =>
      route.fulfill({
        status: 413,
        json: { code: 'PAYLOAD_TOO_LARGE', message: 'The upload is too large. Please attach smaller files.' },
      }),
    );
    await page.getByRole('button', { name: 'Submit Notification' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The upload is too large. Please attach smaller files.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Full name of the deceased')).toHaveValue('Wiremu Test Deceased');
    await expect(page.getByRole('button', { name: 'Remove death-certificate.pdf' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Notification' })).toBeEnabled();
  });

  test('the status lookup: nothing on an empty code, not found clears the result', async ({ page }) => {
    await page.goto('/notify/status');
    await page.getByRole('button', { name: 'Check Status' }).click();
    await expect(page).toHaveURL(/\/notify\/status$/);
    await expect(page.getByLabel('Reference code')).toHaveAttribute('placeholder', 'NF-ABC123');
    await page.getByLabel('Reference code').fill('nf-zzzzzz');
    await page.getByRole('button', { name: 'Check Status' }).click();
    await expect(page).toHaveURL('/notify/status/NF-ZZZZZZ');
    await expect(page.getByText('Notification not found. Please check your reference code.')).toBeVisible();
    await expect(page.getByTestId('institution-status-row')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Refresh Status' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  test('an invalid response link is explained, not an error page', async ({ page }) => {
    await page.goto('/respond/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Respond to a death notification' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send response' })).toHaveCount(0);
  });

  test('an admin changes an institution row with a note, and the status page shows it', async ({ page }) => {
    const requester = await signUpAs(page, 'notifyflow', 'Admin Case');
    await page.goto('/notify');
    await fillWholeForm(page, requester.email);
    const code = await submitAndReadCode(page);

    await page.context().clearCookies();
    await signInAs(page, DEMO.admin);
    await page.goto('/dashboard/admin/notifications');
    await page.getByLabel('Search notifications').fill(code);
    await page.getByRole('button', { name: 'Search' }).click();
    // The search narrows the list to this one notification; act inside its card only.
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = page.getByRole('article', { name: code });
    await card.getByLabel('Status for Kiwibank').selectOption('failed');
    await card.getByLabel('Note for Kiwibank').fill('Bounced: mailbox full');
    await card.getByRole('button', { name: 'Update Kiwibank' }).click();
    await expect(toast(page, 'Kiwibank: status set to Failed')).toBeVisible();

    await page.goto(`/notify/status/${code}`);
    await expect(
      // Issue 18: failed reads as an action for the family, in the warning colour.
      page.getByTestId('institution-status-row').filter({ hasText: 'Kiwibank' }).getByText('Action needed'),
    ).toBeVisible();
  });

  test('an admin edits an institution’s contact details', async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/dashboard/admin/institutions');
    await page.getByRole('button', { name: 'Add institution' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add institution' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    const name = `Test Credit Union ${Date.now().toString(36)}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Category').selectOption('Banking');
    await dialog.getByLabel('Notification email').fill('estates@test-credit-union.example.nz');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `${name} added`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name })).toBeVisible();
    await page.getByRole('button', { name: `Retire ${name}` }).click();
    await expect(toast(page, `${name} retired`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Restore ${name}` })).toBeVisible();
  });
});

for (const width of [1280, 375]) {
  test.describe(`NotifyFlow pages have no axe violations at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('public and NotifyFlow pages', async ({ page }) => {
      for (const url of ['/notify/status', '/notify/status/NF-ZZZZZZ', '/respond/not-a-real-token']) {
        await page.goto(url);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectNoA11yViolations(page, `${url} at ${width}px`);
      }
      await signUpAs(page, 'notifyflow');
      await page.goto('/notify');
      await page.getByRole('button', { name: 'ANZ', exact: true }).waitFor();
      await expectNoA11yViolations(page, `/notify at ${width}px`);
    });

    test('dashboard and admin NotifyFlow pages', async ({ page }) => {
      test.slow(); // four full pages, each scanned by axe
      await signInAs(page, DEMO.admin);
      const pages: [string, string][] = [
        ['/dashboard/notifyflow', 'Death Notification Form'],
        ['/dashboard/notifyflow/status', 'Check Notification Status'],
        ['/dashboard/admin/institutions', 'Institutions'],
        ['/dashboard/admin/notifications', 'NotifyFlow Notifications'],
      ];
      for (const [url, heading] of pages) {
        await page.goto(url);
        await page.getByRole('heading', { name: heading }).first().waitFor();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        await expectNoA11yViolations(page, `${url} at ${width}px`);
      }
    });
  });
}

test('from an estate: the deceased name and date of death come from the estate and cannot be changed', async ({
  page,
}) => {
  await signInAs(page, DEMO.lawyer);
  const list = await page.request.get('/api/estates?q=Wilson');
  const { items } = (await list.json()) as {
    items: { estateId: string; deceasedName: string; dateOfDeath: string }[];
  };
  const estate = items[0]!;
  await page.goto(`/dashboard/notifyflow?estateId=${estate.estateId}`);
  const name = page.getByLabel('Full name of the deceased');
  await expect(name).toHaveValue(estate.deceasedName);
  await expect(name).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Date of death')).toHaveValue(estate.dateOfDeath);
  await expect(page.getByLabel('Date of death')).toHaveAttribute('readonly', '');
  await expect(page.getByText('From the estate record.').first()).toBeVisible();

  // someone who may not see the estate is told so, and gets no form
  await page.context().clearCookies();
  await signInAs(page, DEMO.executor);
  const other = await page.request.get('/api/estates');
  expect(other.status()).toBe(200);
  await page.goto(`/dashboard/notifyflow?estateId=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('alert')).toContainText('Estate not found');
  await expect(page.getByLabel('Full name of the deceased')).toHaveCount(0);
});
