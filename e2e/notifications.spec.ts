import { NZ_INSTITUTIONS } from '@estate/domain';
import { request as playwrightRequest, type Page } from '@playwright/test';
import {
  createEstate,
  DEMO,
  expect,
  outboxFor,
  seeToast,
  signUpAs,
  test,
  ifMatchOf,
  SAME_ORIGIN,
} from './fixtures.js';

/*
 * Notifications (issue 16): real events make them (a lawyer names a new executor; ANZ asks the
 * executor's NotifyFlow notification for more information), the page lists them with the New
 * badge, opening one follows its link and marks it read, the Warnings tab shows only warnings, and
 * Mark all read clears the bell's badge.
 */

const ANZ_EMAIL = 'anz-deceased-estates@demo.estate.nz';

test('a person sees their notifications, opens one, filters to Warnings and marks all read', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const executor = await signUpAs(page, 'executor', 'Mere Notified');

  // The demo lawyer opens an estate and names the new executor: they are told.
  const lawyer = await playwrightRequest.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { ...SAME_ORIGIN },
  });
  expect((await lawyer.post('/api/auth/sign-in/email', { data: DEMO.lawyer })).ok()).toBe(true);
  const deceasedName = `Rawiri Notice ${Date.now().toString(36)}`;
  const estateId = await createEstate(lawyer, deceasedName);
  const named = await lawyer.patch(`/api/estates/${estateId}`, {
    data: { executorEmail: executor.email },
    headers: await ifMatchOf(lawyer, `/api/estates/${estateId}`),
  });
  expect(named.ok(), await named.text()).toBe(true);
  await lawyer.dispose();

  // The executor tells ANZ through NotifyFlow; ANZ answers that it needs more information.
  const submitted = await page.request.post('/api/notifications', {
    headers: { ...SAME_ORIGIN },
    multipart: {
      payload: JSON.stringify({
        relationship: 'executor',
        deceasedName,
        dateOfDeath: '2026-09-02',
        notificationReason: ['account_closure'],
        probateStatus: 'in_progress',
        irdRefund: false,
        lifeInsurance: false,
        contactMethod: 'email',
        recipientName: 'Mere Notified',
        recipientEmail: executor.email,
        additionalRecipients: [],
        selectedInstitutions: [
          { institutionId: NZ_INSTITUTIONS.find((i) => i.name === 'ANZ')!.institutionId },
        ],
        institutionName: '',
        contactDetails: 'Please call after 5 pm.',
        idempotencyKey: crypto.randomUUID(),
      }),
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { referenceCode } = (await submitted.json()) as { referenceCode: string };
  const token = await responseTokenFor(page, baseURL!, referenceCode);
  const answered = await page.request.post(`/api/respond/${token}`, {
    data: { action: 'need_info', message: 'Please send a certified copy of the death certificate.' },
    headers: { ...SAME_ORIGIN },
  });
  expect(answered.ok(), await answered.text()).toBe(true);

  await page.goto('/dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const assigned = page
    .getByRole('listitem')
    .filter({ hasText: `You are executor of the estate of ${deceasedName}` });
  const warning = page.getByRole('listitem').filter({ hasText: 'ANZ needs more information from you' });
  await expect(assigned).toContainText('New');
  await expect(warning).toContainText('Please send a certified copy of the death certificate.');
  await expect(page.getByTestId('notifications-badge')).toHaveText('2');

  // Opening one follows its link and marks it read.
  await assigned.getByRole('link', { name: `You are executor of the estate of ${deceasedName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/estates/${estateId}$`));
  await expect(page.getByTestId('notifications-badge')).toHaveText('1');
  await page.goBack();

  await page.getByRole('tab', { name: /^Warnings/ }).click();
  await expect(page).toHaveURL(/filter=warning/);
  await expect(warning).toBeVisible();
  await expect(assigned).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await seeToast(page, 'All notifications marked read');
  await expect(warning).not.toContainText('New');
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Success' }).click();
  await expect(page.getByText('No notifications')).toBeVisible();
});

/** The token of the response link ANZ was emailed for this notification (read from the outbox). */
async function responseTokenFor(page: Page, baseURL: string, referenceCode: string) {
  let token = '';
  await expect
    .poll(
      async () => {
        for (const mail of (await outboxFor(baseURL, ANZ_EMAIL)).filter((m) => m.link)) {
          const candidate = new URL(mail.link!).pathname.split('/').pop() ?? '';
          const res = await page.request.get(`/api/respond/${candidate}`);
          if (res.ok() && ((await res.json()) as { referenceCode: string }).referenceCode === referenceCode) {
            token = candidate;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return token;
}
