import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, expectNoA11yViolations, outboxFor, signUpAs, test, SAME_ORIGIN } from './fixtures.js';

/*
 * Issue 18: NotifyFlow closes the loop. The demo data gives ANZ a notification email, so its
 * notification goes out with a response link. The bank asks for more, the family sees it on the
 * open status page without reloading, replies with a document, and the bank completes.
 */
const ANZ_EMAIL = 'anz-deceased-estates@demo.estate.nz';

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

/** Submits a notification to ANZ through the API as the signed-in page (the form has its own tests). */
async function notifyAnz(page: Page, email: string): Promise<string> {
  const directory = (await (await page.request.get('/api/institutions')).json()) as {
    items: { institutionId: string; name: string }[];
  };
  const anz = directory.items.find((i) => i.name === 'ANZ')!;
  const payload = {
    relationship: 'executor',
    deceasedName: 'Hemi Loop Deceased',
    dateOfDeath: '2026-10-15',
    notificationReason: ['account_closure'],
    probateStatus: 'in_progress',
    contactMethod: 'email',
    recipientName: 'Mere Loop',
    recipientEmail: email,
    selectedInstitutions: [{ institutionId: anz.institutionId, accountReference: '01-0123-0456789-00' }],
    idempotencyKey: randomUUID(),
  };
  const doc = pdf('death-certificate.pdf');
  const res = await page.request.post('/api/notifications', {
    headers: { ...SAME_ORIGIN },
    multipart: {
      payload: JSON.stringify(payload),
      documents: doc,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { referenceCode: string }).referenceCode;
}

/** The response link mailed to ANZ for this notification (checked through the API). */
async function responseLinkFor(page: Page, baseURL: string, referenceCode: string): Promise<string> {
  const found = { path: '' };
  await expect
    .poll(
      async () => {
        const mails = await outboxFor(baseURL, ANZ_EMAIL);
        for (const mail of mails.filter((m) => m.kind === 'institution-notification' && m.link)) {
          const path = new URL(mail.link!).pathname;
          const res = await page.request.get(`/api${path}`);
          if (res.ok() && ((await res.json()) as { referenceCode: string }).referenceCode === referenceCode) {
            found.path = path;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found.path;
}

test('the bank asks for more, the family sees it live and replies with a document, and the bank completes', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const family = await signUpAs(page, 'notifyflow', 'Mere Loop');
  const code = await notifyAnz(page, family.email);

  await page.goto(`/notify/status/${code}`);
  const row = page.getByTestId('institution-status-row').filter({ hasText: 'ANZ' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('By email');

  const link = await responseLinkFor(page, baseURL!, code);
  const bankContext = await browser.newContext();
  try {
    const bank = await bankContext.newPage();
    await bank.goto(link);
    await expect(bank.getByRole('heading', { name: 'Respond to a death notification' })).toBeVisible();
    // The documents with their secure links, and the family's chosen contact.
    await expect(bank.getByRole('link', { name: 'death-certificate.pdf' })).toHaveAttribute(
      'href',
      /\/api\/respond\/.+\/documents\//,
    );
    await expect(bank.getByText('Mere Loop (executor)')).toBeVisible();
    await expect(bank.getByText(family.email)).toBeVisible();
    await expectNoA11yViolations(bank, '/respond/{token} with documents and contact');
    await bank.getByLabel('We need more information').check();
    await bank.getByLabel('What do you need from the family?').fill('Please send the grant of probate.');
    await bank.getByRole('button', { name: 'Send response' }).click();
    await expect(bank.getByRole('heading', { name: 'Thank you' })).toBeVisible();

    // The family's open page shows it as an action for them, with the message, without a reload.
    await expect(row.getByText('Action needed', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText('Please send the grant of probate.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notification summary' })).toBeVisible();
    await expectNoA11yViolations(page, '/notify/status/{code} with an action needed');

    // Issue 42 item 16: sending the reply with its file asks nothing the server refuses (the staged
    // file is the reply's, never DELETEd after the server took it).
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400 && new URL(res.url()).pathname.startsWith('/api/'))
        refused.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
    });
    const reply = page.getByRole('form', { name: 'Reply to ANZ' });
    await reply.getByLabel('Your reply to ANZ').fill('The grant of probate is attached.');
    await reply.getByLabel('Documents for ANZ (optional)').setInputFiles(pdf('grant-of-probate.pdf'));
    await expect(reply.getByRole('button', { name: 'Remove grant-of-probate.pdf' })).toBeVisible();
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Your reply was sent to ANZ.')).toBeVisible();
    await expect(row.getByText('Reply sent', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(row.getByRole('link', { name: 'grant-of-probate.pdf' })).toBeVisible();

    // The bank's page shows the reply and its document, and it may answer again.
    await bank.goto(link);
    const messages = bank.getByRole('list', { name: 'Messages with the family' });
    await expect(messages).toContainText('The grant of probate is attached.');
    const doc = messages.getByRole('link', { name: 'grant-of-probate.pdf' });
    await expect(doc).toBeVisible();
    const download = await bank.request.get((await doc.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    await expectNoA11yViolations(bank, '/respond/{token} after the family replied');
    expect(refused).toEqual([]);
    await bank.getByLabel('Mark as completed').check();
    await bank.getByRole('button', { name: 'Send response' }).click();
    await expect(bank.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  } finally {
    await bankContext.close();
  }

  // The family sees it completed, the organisation's and the notification's own, without a reload.
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 15_000 });
  const summary = page.getByRole('region', { name: 'Notification summary' });
  await expect(summary.getByText('Completed', { exact: true })).toBeVisible({ timeout: 15_000 });
});
