import { readFile } from 'node:fs/promises';
import { extractText } from '../apps/api/test/pdf-text.js';
import { DEMO, expect, signInAs, test, uniqueEmail } from './fixtures.js';

/*
 * The invoice page (issue 15): an admin opens a new invoice by the admin screens' own link, downloads
 * the PDF tax invoice (read back: "Tax invoice" and the GST), sends it (the email with the PDF is in
 * the outbox) and marks it paid.
 */
test('invoice: download the PDF tax invoice, send it by email, mark it paid', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  // A firm of its own on Premium with no estates: one line, $149.99 + GST $22.50 = $172.49.
  const billingEmail = uniqueEmail('accounts');
  const firm = await page.request.post('/api/admin/law-firms', {
    data: {
      name: `Tūī Law ${Date.now().toString(36)}`,
      address: '1 Tui Street\nNapier 4110',
      status: 'active',
      billingStatus: 'current',
    },
  });
  expect(firm.status(), await firm.text()).toBe(201);
  const account = await page.request.post('/api/admin/billing-accounts', {
    data: {
      type: 'law_firm',
      entityId: ((await firm.json()) as { id: string }).id,
      plan: 'premium',
      status: 'active',
      billingEmail,
    },
  });
  expect(account.status(), await account.text()).toBe(201);
  const accountId = ((await account.json()) as { id: string }).id;
  const created = await page.request.post(`/api/admin/billing-accounts/${accountId}/invoices`, { data: {} });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, number } = (await created.json()) as { id: string; number: string };

  await page.goto(`/admin/billing/invoices/${id}`);
  await expect(page).toHaveURL(`/dashboard/admin/billing/invoices/${id}`);
  const invoice = page.getByRole('article', { name: 'Tax invoice' });
  await expect(invoice.getByText('Status: Draft')).toBeVisible();
  await expect(invoice.getByText('Premium plan: monthly subscription')).toBeVisible();
  await expect(invoice.getByRole('definition').filter({ hasText: '$172.49' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`tax-invoice-${number}.pdf`);
  const { lines } = await extractText(await readFile((await download.path())!));
  expect(lines[0]).toBe('Tax invoice');
  expect(lines[lines.indexOf('GST 15%') + 1]).toBe('$22.50');
  expect(lines[lines.indexOf('Total including GST') + 1]).toBe('$172.49');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Send invoice' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Invoice ${number} sent to ${billingEmail}`)).toBeVisible();
  await expect(invoice.getByText('Status: Sent')).toBeVisible();
  const outbox = await page.request.get('/api/admin/outbox?limit=500');
  const emails = (
    (await outbox.json()) as { items: { to: string; subject: string; attachments: string[] }[] }
  ).items;
  expect(emails.filter((e) => e.to === billingEmail)).toEqual([
    expect.objectContaining({
      subject: `Tax invoice ${number} from NZ Estate Platform Limited`,
      attachments: [`tax-invoice-${number}.pdf`],
    }),
  ]);

  await page.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(page.getByText('Invoice marked as paid successfully')).toBeVisible();
  await expect(invoice.getByText('Status: Paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
});
