import type { Page } from '@playwright/test';
import { addMonths } from '@estate/domain';
import {
  createEstate,
  DEMO,
  expect,
  fillDialog,
  nzDate,
  openSection,
  SAME_ORIGIN,
  signInAs,
  signUpAs,
  test,
} from './fixtures.js';

/*
 * Issue 42 item 16: a refusal the product expects is an answer, not an error. The pages ask only
 * for what the person may see, and a form says what the API would refuse before sending it, so the
 * browser logs no failed request (Chromium writes every 4xx as a console error). Each journey
 * records every API answer of 400 or more and every console error, and expects none.
 */

/** Every API answer of 400 or more, and every console error, from now on. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400 && new URL(res.url()).pathname.startsWith('/api/'))
      failures.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') failures.push(`console: ${msg.text()}`);
  });
  return failures;
}

test('a NotifyFlow user opening dashboard pages is sent to NotifyFlow without a refused request', async ({
  page,
}) => {
  await signInAs(page, DEMO.notifyflow);
  const failures = watchFailures(page);
  for (const path of ['/dashboard', '/dashboard/estates', '/dashboard/tasks', '/dashboard/calendar']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/notify/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(failures).toEqual([]);
});

test('a beneficiary on Executors is told it is for lawyers and admins, without a refused request', async ({
  page,
}) => {
  await signInAs(page, DEMO.beneficiary);
  const failures = watchFailures(page);
  await page.goto('/dashboard/executors');
  await expect(page.getByText('The executors list is for lawyers and admins.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(failures).toEqual([]);
});

test('paying a distribution before the s47 date without a reason is refused by the form, not by a 400', async ({
  page,
}) => {
  await signUpAs(page, 'lawyer', 'Ngaio Early');
  const estateId = await createEstate(page, `Hine Early ${Date.now().toString(36)}`);
  // Granted a month ago: distributions are held until six months after the grant.
  const grant = await page.request.patch(`/api/estates/${estateId}`, {
    data: { grantDate: addMonths(nzDate(), -1) },
    headers: { ...SAME_ORIGIN, 'if-match': '*' },
  });
  expect(grant.status(), await grant.text()).toBe(200);
  const heir = await page.request.post(`/api/estates/${estateId}/beneficiaries`, {
    data: { fullName: 'Sarah Early', relationship: 'daughter', sharePercent: '100' },
    headers: { ...SAME_ORIGIN },
  });
  const { id: beneficiaryId } = (await heir.json()) as { id: string };
  const planned = await page.request.post(`/api/estates/${estateId}/distributions`, {
    data: { beneficiaryId, type: 'interim', amount: '500', status: 'planned' },
    headers: { ...SAME_ORIGIN },
  });
  expect(planned.status(), await planned.text()).toBe(201);

  await openSection(page, estateId, 'Distribution', 'Estate Distribution');
  const failures = watchFailures(page);
  await page.getByRole('button', { name: 'Edit Interim to Sarah Early' }).click();
  const dialog = await fillDialog(page, 'Edit Distribution', { Status: 'Paid' });
  await expect(dialog.getByText('This distribution is not yet safe to pay:')).toBeVisible();
  await dialog.getByRole('button', { name: 'Update Distribution' }).click();
  await expect(dialog.getByText('To pay it now, give an override reason.')).toBeVisible();
  expect(failures).toEqual([]);
});
