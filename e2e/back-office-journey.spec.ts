import { readFile } from 'node:fs/promises';
import { extractText } from '../apps/api/test/pdf-text.js';
import {
  DEMO,
  createEstate,
  expect,
  expectNoA11yViolations,
  fillDialog,
  seeToast,
  signInAs,
  test,
  uniqueEmail,
  SAME_ORIGIN,
} from './fixtures.js';

/*
 * The back office end to end (issue 15): an admin creates a law firm and adds a lawyer to it, opens a
 * billing account for the firm (the spec's validation on the way) and an invoice from it, downloads
 * the draft (no number; its PDF says "Draft — not a tax invoice"), sends it, which issues it first
 * (the PDF tax invoice read back: "Tax invoice" and the GST; the email with the PDF is in
 * the outbox) and marks it paid; a second lawyer of the firm sees the first lawyer's estate; the
 * admin exports the audit log, which holds what was done.
 */
test('back office: a firm, its lawyers and a tax invoice from account to paid, and the audit log', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const firm = `Pōhutukawa Law ${tag}`;
  const billingEmail = uniqueEmail('accounts');
  await signInAs(page, DEMO.admin);

  // The firm, from the Law Firms screen.
  await page.goto('/dashboard/admin/law-firms');
  await page.getByRole('button', { name: 'Add Law Firm' }).click();
  const addFirm = await fillDialog(page, 'Add Law Firm', {
    'Firm Name': firm,
    'Primary Contact': 'Mere Pōhutukawa',
    Email: billingEmail,
    Address: '12 Marine Parade\nNapier 4110',
  });
  await addFirm.getByRole('button', { name: 'Save Law Firm' }).click();
  await seeToast(page, 'Law firm added successfully');

  // A lawyer added to it from the Users screen; a colleague of the same firm through the API.
  const first = { name: `Tama Lawyer ${tag}`, email: uniqueEmail('tama'), password: 'kōwhai in spring' };
  await page.goto('/dashboard/admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add User' });
  await addUser.getByRole('textbox', { name: 'Email' }).fill(first.email);
  await fillDialog(page, 'Add User', { 'Full Name': first.name, Role: 'Lawyer' });
  await addUser.getByLabel('Firm', { exact: true }).selectOption({ label: firm });
  await addUser.getByLabel('Password', { exact: true }).fill(first.password);
  await addUser.getByRole('button', { name: 'Save User' }).click();
  await seeToast(page, 'User added successfully');
  const firmId = (
    (await (await page.request.get(`/api/admin/law-firms?q=${encodeURIComponent(firm)}`)).json()) as {
      items: { id: string }[];
    }
  ).items[0]!.id;
  const second = { email: uniqueEmail('aroha'), password: 'rātā in summer' };
  const colleague = await page.request.post('/api/admin/users', {
    headers: { ...SAME_ORIGIN },
    data: {
      name: `Aroha Lawyer ${tag}`,
      email: second.email,
      role: 'lawyer',
      active: true,
      firmId,
      password: second.password,
    },
  });
  expect(colleague.status(), await colleague.text()).toBe(201);

  // The first lawyer opens an estate; the colleague sees it in My Estates (a firm's matters are shared).
  const firstContext = await browser.newContext();
  const firstPage = await firstContext.newPage();
  await signInAs(firstPage, first);
  const deceased = `Hine Journey-${tag}`;
  await createEstate(firstPage, deceased);
  await firstContext.close();
  const secondContext = await browser.newContext();
  const secondPage = await secondContext.newPage();
  await signInAs(secondPage, second);
  await secondPage.goto('/dashboard/estates');
  await expect(secondPage.getByText(`Estate of ${deceased}`).first()).toBeVisible();
  await secondContext.close();

  // A billing account for the firm: the spec's two messages, then Standard, active.
  await page.goto('/dashboard/admin/billing');
  await expect(page.getByRole('figure', { name: 'Revenue' })).toBeVisible();
  await page.getByRole('button', { name: 'New Account' }).click();
  const firmOption = `${firm} (${billingEmail})`;
  const account = await fillDialog(page, 'New Account', { 'Law Firm': firmOption, Status: 'Trial' });
  // Changing the type clears the entity chosen (spec §5).
  await account.getByLabel('Account Type').selectOption({ label: 'Individual' });
  await expect(account.getByLabel('Person')).toHaveValue('');
  await account.getByLabel('Account Type').selectOption({ label: 'Law Firm' });
  await expect(account.getByLabel('Law Firm')).toHaveValue('');
  await account.getByRole('button', { name: 'Save Account' }).click();
  await expect(account.getByText('Please select an entity')).toBeVisible();
  await expect(account.getByText('Trial end date is required for trial accounts')).toBeVisible();
  await fillDialog(page, 'New Account', { 'Law Firm': firmOption, Status: 'Active', Plan: 'Standard' });
  await account.getByRole('button', { name: 'Save Account' }).click();
  await seeToast(page, 'Billing account added');

  // Its first invoice: $49.99 + GST $7.50 = $57.49 (one estate is inside the plan).
  await page.getByLabel('Search billing accounts').fill(firm);
  const row = page.getByRole('row', { name: new RegExp(firm) });
  await expect(row).toContainText('$49.99');
  await row.getByRole('button', { name: `Create invoice for ${firm}` }).click();
  const create = page.getByRole('dialog', { name: 'Create Invoice' });
  await expect(create.getByRole('row', { name: /Total incl. GST/ })).toContainText('$57.49');
  await create.getByRole('button', { name: 'Create Invoice' }).click();
  await seeToast(page, 'Invoice created successfully!');
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await page.getByLabel('Search invoices').fill(firm);
  const listed = page.getByRole('row', { name: new RegExp(firm) });
  await expect(listed).toContainText('Draft');
  // A draft has no number until it is issued (decision 072).
  await expect(listed).toContainText('No number until issued');
  const view = listed.getByRole('link', { name: `View draft invoice for ${firm}` });
  // The admin screens' own short link resolves to the invoice page.
  const href = (await view.getAttribute('href'))!;
  await page.goto(href.replace('/dashboard/admin/', '/admin/'));
  await expect(page).toHaveURL(href);

  // The draft says what it is, on screen and in its PDF: no number, nowhere "Tax invoice".
  const draft = page.getByRole('article', { name: 'Draft — not a tax invoice' });
  await expect(draft.getByText('Status: Draft')).toBeVisible();
  await expect(draft.getByText('No number until issued')).toBeVisible();
  const downloadingDraft = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const draftPdf = await downloadingDraft;
  expect(draftPdf.suggestedFilename()).toMatch(/^draft-invoice-[0-9a-f]{8}\.pdf$/);
  const draftText = await extractText(await readFile(await draftPdf.path()));
  expect(draftText.lines[0]).toBe('Draft — not a tax invoice');
  expect(draftText.lines.join('\n')).not.toContain('Tax invoice');

  // Send issues it first (the question says so), then emails the PDF tax invoice.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Issue and send invoice' })
    .getByRole('button', { name: 'Issue and send' })
    .click();
  await expect(page.getByText(new RegExp(`^Invoice INV-\\d{6} sent to ${billingEmail}$`))).toBeVisible();
  const invoice = page.getByRole('article', { name: 'Tax invoice' });
  await expect(invoice.getByText('Status: Sent')).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!
    .replace('Invoice ', '')
    .trim();
  expect(number).toMatch(/^INV-\d{6}$/);

  // The tax invoice: download the PDF and read it back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`tax-invoice-${number}.pdf`);
  const { lines } = await extractText(await readFile(await download.path()));
  expect(lines[0]).toBe('Tax invoice');
  expect(lines).toContain(firm);
  expect(lines[lines.indexOf('GST 15%') + 1]).toBe('$7.50');
  expect(lines[lines.indexOf('Total including GST') + 1]).toBe('$57.49');

  const outbox = (await (await page.request.get('/api/admin/outbox?limit=500')).json()) as {
    items: { to: string; subject: string; attachments: string[] }[];
  };
  expect(outbox.items.filter((e) => e.to === billingEmail)).toEqual([
    expect.objectContaining({
      subject: `Tax invoice ${number} from NZ Estate Platform Limited`,
      attachments: [`tax-invoice-${number}.pdf`],
    }),
  ]);

  // Mark Paid.
  await page.getByRole('button', { name: 'Mark Paid' }).click();
  await seeToast(page, 'Invoice marked as paid successfully');
  await expect(invoice.getByText('Status: Paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);

  // A tax invoice is corrected by a credit note (decision 081): here in part, with a reason.
  await page.getByRole('button', { name: 'Credit note' }).click();
  const crediting = page.getByRole('dialog', { name: 'Credit note' });
  await crediting.getByLabel('Reason').fill('The November fee was billed at the wrong plan');
  await crediting.getByLabel('Amount to credit (including GST)').fill('11.50');
  await expectNoA11yViolations(page, 'the credit note dialog');
  await crediting.getByRole('button', { name: 'Issue credit note' }).click();
  await seeToast(page, 'Credit note issued');
  const notes = page.getByRole('region', { name: 'Credit notes' });
  await expect(notes.getByRole('row', { name: /CN-\d{6}/ })).toContainText('$11.50');
  await expect(page.getByText('$11.50 credited; $45.99 of the invoice stands.')).toBeVisible();
  const creditPdf = page.waitForEvent('download');
  await notes.getByRole('button', { name: /Download credit note CN-\d{6}/ }).click();
  expect((await creditPdf).suggestedFilename()).toMatch(/^credit-note-CN-\d{6}\.pdf$/);
  await expectNoA11yViolations(page, 'the invoice with its credit note');

  // The audit log holds it all; Export Log downloads the filtered events.
  await page.goto('/dashboard/audit-log');
  await page.getByLabel('Search the audit log').fill(number);
  await expect(page).toHaveURL(/q=INV-/);
  const events = page.getByRole('region', { name: 'Audit events' }).getByRole('row');
  await expect(events.filter({ hasText: 'Invoice sent' })).toHaveCount(1);
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Log' }).click();
  const csv = (await readFile(await (await exporting).path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd();
  const rows = csv.split('\r\n');
  expect(rows[0]).toBe(
    'Event ID,Timestamp (NZ),User,Role,Action,Category,Details,IP address,Status,Chain position,Previous hash,Hash (SHA-256)',
  );
  // Found by its number from the moment it has one: the draft's creation, before it was issued, is
  // the invoice's too but carries no number (decision 072).
  for (const action of ['Invoice issued', 'Invoice downloaded', 'Invoice sent', 'Invoice paid'])
    expect(
      rows.some((r) => r.includes(action)),
      action,
    ).toBe(true);
});
