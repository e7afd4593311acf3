import { DEMO, expect, expectNoA11yViolations, seeToast, signInAs, signUpAs, test } from './fixtures.js';

/*
 * Privacy Act 2020 requests (decision 048): a person downloads their information and asks for a
 * correction in Settings; an admin sees it on Privacy Requests with the 20-working-day clock and
 * closes it with an answer; the person reads the answer. Both screens pass axe at 390 and 1280 px.
 */
test('a person asks for a correction, an admin closes it, and the person reads the answer', async ({
  page,
  browser,
}) => {
  const name = `Rangi Privacy ${Date.now().toString(36)}`;
  await signUpAs(page, 'beneficiary', name);
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Your information' });
  await expect(section).toBeVisible();

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my information' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-information-\d{4}-\d{2}-\d{2}\.zip$/);
  const requests = section.getByRole('list', { name: 'Your privacy requests' });
  await expect(requests.getByText('Access to my information')).toBeVisible();
  await expect(requests.getByText('Closed: Information provided')).toBeVisible();

  await section.getByRole('button', { name: 'Ask for a correction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for a correction' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('What is wrong is required.')).toBeVisible();
  await expect(dialog.getByText('What it should say is required.')).toBeVisible();
  await dialog.getByLabel('What is wrong').fill('My phone number is an old one.');
  await dialog.getByLabel('What it should say').fill('021 555 0199');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await seeToast(page, 'Your correction request has been sent');
  const correction = requests.getByRole('listitem').filter({ hasText: 'Correction' });
  await expect(correction.getByText('Open, 20 working days left')).toBeVisible();
  await expect(correction.getByText(/Due by \d{1,2} [A-Z][a-z]{2} \d{4}/)).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page, `Settings, Your information at ${width} px`);
  }

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, DEMO.admin);
  await adminPage.goto('/dashboard/admin/privacy-requests');
  await expect(adminPage.getByRole('heading', { name: 'Privacy Requests', level: 1 })).toBeVisible();
  const row = adminPage.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('20 working days left')).toBeVisible();
  await expect(row.getByText('021 555 0199')).toBeVisible();
  for (const width of [390, 1280]) {
    await adminPage.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(adminPage, `Privacy Requests at ${width} px`);
  }
  await row.getByRole('button', { name: `Close the request from ${name}` }).click();
  const close = adminPage.getByRole('dialog', { name: 'Close privacy request' });
  await expect(close.getByLabel('Outcome')).toHaveValue('corrected');
  await expectNoA11yViolations(adminPage, 'the close dialog');
  await close
    .getByLabel('Answer to the requester')
    .fill('We have changed your phone number to 021 555 0199.');
  await close.getByRole('button', { name: 'Close request' }).click();
  await seeToast(adminPage, 'The request is closed and the requester has been told');
  await expect(adminPage.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await adminPage.getByLabel('Show').selectOption('closed');
  await expect(
    adminPage.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Closed: Corrected' }),
  ).toBeVisible();
  await adminContext.close();

  // The person reads the answer.
  await page.reload();
  const answered = page
    .getByRole('list', { name: 'Your privacy requests' })
    .getByRole('listitem')
    .filter({ hasText: 'Correction' });
  await expect(answered.getByText('Closed: Corrected')).toBeVisible();
  await expect(answered.getByText('We have changed your phone number to 021 555 0199.')).toBeVisible();
});
