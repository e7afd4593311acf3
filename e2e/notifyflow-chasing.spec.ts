import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoA11yViolations,
  outboxFor,
  signInAs,
  signUpAs,
  test,
  toast,
  SAME_ORIGIN,
} from './fixtures.js';

/*
 * Chasing (issue 18), end to end. The demo gives ANZ and Kiwibank notification addresses. The e2e
 * server has no mail server, so the notification emails wait in the outbox and no row is ever
 * dispatched by the worker: the admin records them as sent by hand (the product's own way for a
 * notification that went out some other way), which dates their dispatch. The server runs with
 * TEST_CLOCK=true, so the admin's "run the reminders" route may run as of a later time.
 */
const ANZ_EMAIL = 'anz-deceased-estates@demo.estate.nz';
const KIWIBANK_EMAIL = 'kiwibank-estates@demo.estate.nz';

async function asAdmin(baseURL: string): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { ...SAME_ORIGIN } });
  expect((await ctx.post('/api/auth/sign-in/email', { data: DEMO.admin })).ok()).toBe(true);
  return ctx;
}

test('an organisation silent past its reply time is reminded once; one that acknowledged is not', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'notifyflow', 'Aroha Chaser');
  const institutions = (await (await page.request.get('/api/institutions')).json()) as {
    items: { institutionId: string; name: string }[];
  };
  const idOf = (name: string) => institutions.items.find((i) => i.name === name)!.institutionId;
  const created = await page.request.post('/api/notifications', {
    headers: { ...SAME_ORIGIN },
    multipart: {
      payload: JSON.stringify({
        relationship: 'executor',
        deceasedName: 'Hōne Chased',
        dateOfDeath: '2026-10-01',
        notificationReason: ['account_closure'],
        probateStatus: 'not_required',
        contactMethod: 'email',
        recipientName: 'Aroha Chaser',
        recipientEmail: 'aroha.chaser@example.nz',
        selectedInstitutions: [{ institutionId: idOf('ANZ') }, { institutionId: idOf('Kiwibank') }],
        idempotencyKey: randomUUID(),
      }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { referenceCode: code } = (await created.json()) as { referenceCode: string };

  const admin = await asAdmin(baseURL!);
  try {
    // Both emails recorded as gone out by hand (no mail server here).
    const list = (await (await admin.get(`/api/admin/notifications?q=${code}`)).json()) as {
      items: { institutions: { id: string; name: string; version: number }[] }[];
    };
    const rows = list.items[0]!.institutions;
    for (const row of rows) {
      // Made against the row's version as listed (decision 060).
      const sent = await admin.patch(`/api/admin/institutions-notified/${row.id}`, {
        data: { status: 'sent', note: 'Emailed from the team mailbox (end-to-end test).' },
        headers: { 'If-Match': `"${row.version}"` },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    }

    // ANZ acknowledges through its response link.
    const mail = (await outboxFor(baseURL!, ANZ_EMAIL)).find(
      (m) => m.kind === 'institution-notification' && m.subject.includes(code),
    );
    const ack = await page.request.post(`/api/respond/${new URL(mail!.link!).pathname.split('/').pop()}`, {
      data: { action: 'acknowledge' },
      headers: { ...SAME_ORIGIN },
    });
    expect(ack.ok(), await ack.text()).toBe(true);

    // Nothing is due today; 30 days later Kiwibank is past its 5 business days.
    const today = await admin.post('/api/admin/notifyflow/reminders/run', { data: {} });
    expect(today.ok()).toBe(true);
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const run = await admin.post('/api/admin/notifyflow/reminders/run', { data: { asOf: later } });
    expect(run.ok(), await run.text()).toBe(true);
    expect(((await run.json()) as { reminded: number }).reminded).toBeGreaterThanOrEqual(1);
    // Running it again sends nothing more.
    await admin.post('/api/admin/notifyflow/reminders/run', { data: { asOf: later } });

    const reminders = (email: string) =>
      outboxFor(baseURL!, email).then((m) =>
        m.filter((x) => x.kind === 'institution-reminder' && x.subject.includes(code)),
      );
    expect(await reminders(KIWIBANK_EMAIL)).toHaveLength(1);
    expect(await reminders(ANZ_EMAIL)).toHaveLength(0);
  } finally {
    await admin.dispose();
  }

  // The family sees it on the status page, with what each bank needs to release funds.
  await page.goto(`/notify/status/${code}`);
  const statusRows = page.getByTestId('institution-status-row');
  await expect(statusRows).toHaveCount(2);
  const kiwibank = statusRows.filter({ hasText: 'Kiwibank' });
  const anz = statusRows.filter({ hasText: 'ANZ' });
  await expect(kiwibank).toContainText('Reminded on');
  await expect(anz).not.toContainText('Reminded on');
  await expect(kiwibank).toContainText(
    'Releases up to $40,000 without probate; asks for: A death certificate.',
  );
  await expect(page.getByRole('region', { name: 'What to prepare' })).toContainText('A death certificate');
  await expectNoA11yViolations(page, '/notify/status/{code} with a reminder');

  // The back office: "Reminded on …" in the notifications list.
  const office = await browser.newPage();
  try {
    await signInAs(office, DEMO.admin);
    await office.goto(`/dashboard/admin/notifications?q=${code}`);
    await expect(office.getByText(/Reminded on/).first()).toBeVisible();
  } finally {
    await office.close();
  }
});

test("an admin edits an organisation's reply time and small-estate rule in dollars", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/admin/institutions');
  await page.getByRole('button', { name: 'Edit Heartland Bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Heartland Bank' });
  await expect(dialog.getByLabel('Small-estate limit (NZD)')).toHaveValue('40000.00');
  await expect(dialog.getByLabel('A death certificate')).toBeChecked();
  await expectNoA11yViolations(page, 'institution dialog');

  await dialog.getByLabel('Small-estate limit (NZD)').fill('-5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The limit cannot be negative')).toBeVisible();
  await expectNoA11yViolations(page, 'institution dialog with an error');

  await dialog.getByLabel('Expected reply time (business days)').fill('7');
  await dialog.getByLabel('Small-estate limit (NZD)').fill('$15,000.50');
  await dialog.getByLabel('Their indemnity form, signed').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Heartland Bank updated')).toBeVisible();
  await expect(page.getByRole('row', { name: /Heartland Bank/ })).toContainText(
    'Releases up to $15,000.50 without probate; asks for: A death certificate; their indemnity form, signed.',
  );
  await expect(page.getByRole('row', { name: /Heartland Bank/ })).toContainText('7 business days');
});
