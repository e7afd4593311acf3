import { DEMO, expect, seeToast, signInAs, test } from './fixtures.js';

/*
 * Messages (issue 16): the demo lawyer starts a conversation with the demo executor on an estate
 * they share; the executor, whose messages page is already open in another browser, sees it arrive
 * live with its unread count and the top-bar badge, and answers with Enter; the lawyer sees the
 * answer without reloading, then uploads a file from the message box and sends it, and the
 * executor can open it.
 */

test('a lawyer and an executor exchange messages live', async ({ page, browser }) => {
  test.slow();
  const subject = `Probate timing ${Date.now().toString(36)}`;
  const executorContext = await browser.newContext();
  const executorPage = await executorContext.newPage();
  try {
    await signInAs(executorPage, DEMO.executor);
    await executorPage.goto('/dashboard/messages');
    await expect(executorPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(executorPage.getByText('No message selected')).toBeVisible();

    await signInAs(page, DEMO.lawyer);
    await page.goto('/dashboard/messages');
    await page.getByRole('button', { name: 'New Conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Conversation' });
    await dialog.getByLabel('Estate').selectOption({ label: 'Estate of Margaret Anne Wilson' });
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel(`${DEMO.executor.name} (executor)`).check();
    await dialog.getByLabel('Message').fill('Hi Emma, can you sign the probate affidavit this week?');
    await dialog.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(page).toHaveURL(/\?thread=/);
    const lawyerLog = page.getByRole('list', { name: `Messages in ${subject}` });
    await expect(lawyerLog.getByText('can you sign the probate affidavit')).toBeVisible();

    // The executor's open page shows it at once, unread, and the badge counts it.
    const arrived = executorPage.getByRole('link', { name: new RegExp(subject) });
    await expect(arrived).toBeVisible();
    await expect(arrived).toContainText('1 unread');
    await expect(executorPage.getByRole('button', { name: /^Messages, \d+ unread$/ })).toBeVisible();

    await arrived.click();
    const executorLog = executorPage.getByRole('list', { name: `Messages in ${subject}` });
    await expect(executorLog.getByText('can you sign the probate affidavit')).toBeVisible();
    await expect(arrived).not.toContainText('unread');
    const box = executorPage.getByLabel('Message', { exact: true });
    await box.fill('Yes, I can come in on Thursday.');
    await box.press('Enter');
    await expect(executorLog.getByText('I can come in on Thursday')).toBeVisible();
    await expect(box).toHaveValue('');

    // The lawyer sees the answer without reloading.
    await expect(lawyerLog.getByText('I can come in on Thursday')).toBeVisible();
    await expect(lawyerLog.getByText(DEMO.executor.name)).toBeVisible();

    // A file uploaded from the message box goes into the estate's documents and is attached.
    const fileName = `affidavit-${Date.now().toString(36)}.pdf`;
    await page.getByRole('button', { name: 'Attach' }).click();
    await page.getByLabel('Upload a new file').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% affidavit\n%%EOF\n'),
    });
    await seeToast(page, `${fileName} uploaded and attached`);
    await expect(page.getByRole('checkbox', { name: fileName })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Attach (1)' })).toBeVisible();
    await page.getByLabel('Message', { exact: true }).fill('The affidavit to sign is attached.');
    await page.getByRole('button', { name: 'Send' }).click();
    const attachment = executorLog.getByRole('link', { name: new RegExp(fileName) });
    await expect(attachment).toHaveAttribute('href', /^\/api\/documents\/[0-9a-f-]{36}\/file$/);
    const file = await executorPage.request.get((await attachment.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect((await file.body()).toString()).toContain('% affidavit');
  } finally {
    await executorContext.close();
  }
});
