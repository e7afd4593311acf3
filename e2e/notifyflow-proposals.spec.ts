import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { DEMO, SAME_ORIGIN, expect, expectNoA11yViolations, signInAs, signUpAs, test } from './fixtures.js';

/*
 * Issue 44: an organisation's answer becomes the estate's records. A person of ANZ (added by the
 * back office) answers that the deceased held two products; the executor sees "2 proposals from
 * ANZ" on the estate, accepts the savings account and rejects the card; the estate's assets show the
 * accepted one with the answer as its evidence.
 */

/** David Chen's estate, the demo lawyer's (the demo executor is on it). */
async function davidChenEstateId(page: Page): Promise<string> {
  const res = await page.request.get('/api/estates?pageSize=50');
  const body = (await res.json()) as { items: { estateId: string; deceasedName: string }[] };
  return body.items.find((e) => e.deceasedName === 'David Chen')!.estateId;
}

test('an organisation answers with two products; the executor accepts one and rejects the other', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A person of ANZ: an account of their own, put on ANZ's list by the back office.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const person = await signUpAs(member, 'notifyflow', 'Ana ANZ Estates');
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { ...SAME_ORIGIN } });
  expect((await admin.post('/api/auth/sign-in/email', { data: DEMO.admin })).ok()).toBe(true);
  const directory = (await (await admin.get('/api/institutions')).json()) as {
    items: { institutionId: string; name: string }[];
  };
  const anz = directory.items.find((i) => i.name === 'ANZ')!.institutionId;
  const added = await admin.post(`/api/admin/institutions/${anz}/members`, {
    data: { email: person.email, role: 'admin' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await admin.dispose();

  // The lawyer tells ANZ about David Chen for his estate (ANZ was told in the demo: sent again, linked).
  await signInAs(page, DEMO.lawyer);
  const estateId = await davidChenEstateId(page);
  const filed = await page.request.post('/api/notifications', {
    headers: { ...SAME_ORIGIN },
    multipart: {
      payload: JSON.stringify({
        relationship: 'lawyer',
        deceasedName: 'David Chen',
        dateOfDeath: (
          (await (await page.request.get(`/api/estates/${estateId}`)).json()) as { dateOfDeath: string }
        ).dateOfDeath,
        notificationReason: ['account_closure'],
        probateStatus: 'not_required',
        contactMethod: 'email',
        recipientName: 'Liam Lawyer',
        recipientEmail: DEMO.lawyer.email,
        selectedInstitutions: [{ institutionId: anz }],
        sendDespiteDuplicates: [anz],
        estateId,
        idempotencyKey: randomUUID(),
      }),
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const code = ((await filed.json()) as { referenceCode: string }).referenceCode;

  // ANZ's person answers from their session: two products, a savings account and a card owing.
  const inbox = (await (await member.request.get('/api/org/v1/notifications?limit=10')).json()) as {
    items: { id: string; referenceCode: string }[];
  };
  const row = inbox.items.find((i) => i.referenceCode === code)!;
  const answered = await member.request.post(`/api/org/v1/notifications/${row.id}/answer`, {
    headers: { ...SAME_ORIGIN, 'idempotency-key': randomUUID() },
    data: {
      kind: 'accounts_held',
      products: [
        {
          type: 'savings',
          reference: '****4821',
          balanceCents: 1248033,
          asAt: '2026-10-30',
          releasableWithoutGrant: true,
          releaseLimitCents: 4000000,
        },
        { type: 'credit_card', reference: '****0077', balanceCents: -35120, asAt: '2026-10-30' },
      ],
    },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  await memberContext.close();

  // The executor sees the proposals on the estate's overview, and decides each.
  await page.context().clearCookies();
  await signInAs(page, DEMO.executor);
  await page.goto(`/dashboard/estates/${estateId}`);
  const panel = page.getByRole('region', { name: 'Proposals from organisations' });
  await expect(panel.getByRole('heading', { name: '2 proposals from ANZ' })).toBeVisible();
  await expect(panel).toContainText('Savings account ****4821: $12,480.33 at 30 October 2026');
  await expect(panel).toContainText('Credit card ****0077: owing $351.20 at 30 October 2026');
  await expectNoA11yViolations(page, 'estate overview with proposals');

  await panel.getByRole('button', { name: /^Accept Savings account/ }).click();
  await expect(panel.getByRole('heading', { name: '1 proposal from ANZ' })).toBeVisible();
  await panel.getByRole('button', { name: /^Reject Credit card/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reject this proposal?' });
  // It opens on the choice that changes nothing.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(panel.getByRole('heading', { name: 'From ANZ' })).toBeVisible();
  await expect(panel.getByText('Rejected')).toBeVisible();

  // The estate's assets: the savings account, with the organisation's answer as its evidence.
  await panel.getByRole('link', { name: 'See it in Assets & Debts' }).click();
  const asset = page.getByRole('row').filter({ hasText: 'ANZ Savings account ****4821' });
  await expect(asset).toBeVisible();
  await expect(asset).toContainText(`in answer to NotifyFlow notification ${code}`);
  await expect(asset).toContainText('$12,480.33');
  await expect(page.getByRole('row').filter({ hasText: '****0077' })).toHaveCount(0);
});

test('the back office puts a person on an organisation’s list, and takes them off', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/admin/institutions');
  await page.getByRole('button', { name: 'People of Kiwibank' }).click();
  const dialog = page.getByRole('dialog', { name: 'People of Kiwibank' });
  await expect(dialog).toContainText('Nobody answers for this organisation in NotifyFlow yet.');
  const email = `estates-${randomUUID().slice(0, 8)}@kiwibank.example.nz`;
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByRole('button', { name: 'Add person' }).click();
  const people = dialog.getByRole('list', { name: 'People' });
  await expect(people.getByRole('listitem').filter({ hasText: email })).toContainText('Administrator');
  await expect(people.getByRole('listitem').filter({ hasText: email })).toContainText('No account yet');
  await expectNoA11yViolations(page, 'an organisation’s people');
  // An email on another organisation's list is refused, naming the field.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'People of ANZ' }).click();
  const anz = page.getByRole('dialog', { name: 'People of ANZ' });
  await anz.getByLabel('Email').fill(email);
  await anz.getByRole('button', { name: 'Add person' }).click();
  await expect(anz.getByText('This email already belongs to another organisation')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'People of Kiwibank' }).click();
  await dialog.getByRole('button', { name: `Remove ${email}` }).click();
  await expect(dialog).toContainText('Nobody answers for this organisation in NotifyFlow yet.');
});
