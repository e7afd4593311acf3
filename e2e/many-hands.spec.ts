import type { Browser, Page } from '@playwright/test';
import {
  DEMO,
  createEstate,
  expect,
  expectNoA11yViolations,
  signInAs,
  test,
  toast,
  SAME_ORIGIN,
} from './fixtures.js';

/*
 * Many hands on one estate (issue 39, decisions 059 and 060), with two people of one firm signed in
 * side by side: Liam (the demo lawyer) and Mere, the firm's second lawyer.
 */

const MERE = { email: 'lawyer2@demo.estate.nz', password: 'demo-lawyer-harakeke' };

async function signedIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, who);
  return page;
}

/**
 * Liam (on `page`) with a new estate and one asset on it ("As found", $450,000), and Mere signed in
 * beside him in a browser of her own.
 */
async function liamsAssetAndMere(page: Page, browser: Browser, estateName: string, assetName: string) {
  await signInAs(page, DEMO.lawyer);
  const run = Date.now().toString(36);
  const estateId = await createEstate(page, `${estateName} ${run}`);
  const asset = await page.request.post(`/api/estates/${estateId}/assets`, {
    data: { name: `${assetName} ${run}`, type: 'property', value: '450000', notes: 'As found' },
    headers: { ...SAME_ORIGIN },
  });
  expect(asset.status(), await asset.text()).toBe(201);
  const mere = await signedIn(browser, MERE);
  return { run, estateId, assetId: ((await asset.json()) as { id: string }).id, mere };
}

test('a stale save shows who changed what; "Keep mine" saves over it and loses neither text', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, two browsers
  const { run, estateId, assetId, mere } = await liamsAssetAndMere(
    page,
    browser,
    'Hemi Manyhands',
    'Kauri bach',
  );

  // Both open the asset's edit form.
  const tab = `/dashboard/estates/${estateId}?tab=assets`;
  await page.goto(tab);
  await mere.goto(tab);
  for (const p of [page, mere]) await p.getByRole('button', { name: `Edit Kauri bach ${run}` }).click();
  const liamsForm = page.getByRole('dialog', { name: 'Edit Asset' });
  const meresForm = mere.getByRole('dialog', { name: 'Edit Asset' });
  await expect(meresForm.getByLabel('Notes')).toHaveValue('As found');

  // Liam saves first.
  await liamsForm.getByLabel('Notes').fill('edited by Liam');
  await liamsForm.getByRole('button', { name: 'Update Asset' }).click();
  await expect(toast(page, 'Asset updated')).toBeVisible();

  // Mere's open form says so at once (the change came live), before she saves.
  await expect(meresForm.getByText('Someone else changed this asset after you opened it.')).toBeVisible();

  // Mere saves the copy she opened: refused, and told who changed what, theirs beside hers.
  await meresForm.getByLabel('Notes').fill('edited by Mere');
  await meresForm.getByRole('button', { name: 'Update Asset' }).click();
  const conflict = mere.getByRole('dialog', { name: 'Someone else changed this' });
  await expect(conflict).toContainText('Liam Lawyer changed this');
  const notesRow = conflict.getByRole('row', { name: /Notes/ });
  await expect(notesRow).toContainText('edited by Liam');
  await expect(notesRow).toContainText('edited by Mere');
  await expectNoA11yViolations(mere, 'the conflict dialog');
  // Her form is still open behind it, with her text.
  await expect(meresForm.getByLabel('Notes')).toHaveValue('edited by Mere');

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(toast(mere, 'Asset updated')).toBeVisible();
  await expect(conflict).toHaveCount(0);

  // Mere's text is saved; the audit log names both saves, Liam's first.
  const saved = await page.request.get(`/api/estates/${estateId}/assets/${assetId}`);
  expect(((await saved.json()) as { notes: string }).notes).toBe('edited by Mere');
  const events = await page.request.get(
    `/api/audit-events?order=asc&q=${encodeURIComponent(`Kauri bach ${run}`)}`,
  );
  expect(events.ok(), await events.text()).toBe(true);
  const updates = (
    (await events.json()) as { items: { action: string; user: { name: string } | null }[] }
  ).items
    .filter((e) => e.action === 'asset.updated')
    .map((e) => e.user?.name);
  expect(updates).toEqual(['Liam Lawyer', 'Mere Lawyer']);
  await mere.context().close();
});

test("the firm's second lawyer sees the firm's tasks, dashboard and documents", async ({ browser }) => {
  const mere = await signedIn(browser, MERE);
  await mere.goto('/dashboard/tasks');
  await expect(mere.getByText("Tasks of your firm's estates and the others you work on.")).toBeVisible();
  await expect(mere.getByText('No tasks found')).toHaveCount(0);
  await expect(mere.getByRole('row').nth(1)).toBeVisible();

  await mere.goto('/dashboard/documents');
  await expect(mere.getByRole('row').nth(1)).toBeVisible();
  await expect(mere.getByText(/No documents/)).toHaveCount(0);
  await mere.context().close();
});

test("a record Liam adds appears on Mere's open list without a reload", async ({ page, browser }) => {
  await signInAs(page, DEMO.lawyer);
  const run = Date.now().toString(36);
  const estateId = await createEstate(page, `Aroha Live ${run}`);
  const mere = await signedIn(browser, MERE);
  await mere.goto(`/dashboard/estates/${estateId}?tab=assets`);
  await expect(mere.getByRole('button', { name: 'Add Asset' })).toBeVisible();
  // Her page has loaded its list; anything new must come live.
  await mere.waitForLoadState('networkidle');
  const added = await page.request.post(`/api/estates/${estateId}/assets`, {
    data: { name: `Live bach ${run}`, type: 'property', value: '1000' },
    headers: { ...SAME_ORIGIN },
  });
  expect(added.status(), await added.text()).toBe(201);
  await expect(mere.getByRole('row', { name: new RegExp(`Live bach ${run}`) })).toBeVisible({
    timeout: 2_000,
  });

  // Liam opens the estate too: Mere's page says he is here.
  await page.goto(`/dashboard/estates/${estateId}`);
  await expect(mere.getByRole('status').filter({ hasText: 'Also here now:' })).toContainText('Liam Lawyer');
  await expect(page.getByRole('status').filter({ hasText: 'Also here now:' })).toContainText('Mere Lawyer');
  await mere.context().close();
});

test('a stale save: "Save my choices" keeps their value and her notes; "Take theirs" shows theirs to edit again', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, two browsers
  const { run, estateId, assetId, mere } = await liamsAssetAndMere(
    page,
    browser,
    'Aroha Choices',
    'Rimu house',
  );
  const current = async () =>
    (await (await page.request.get(`/api/estates/${estateId}/assets/${assetId}`)).json()) as {
      notes: string;
      valueCents: number;
    };
  const tab = `/dashboard/estates/${estateId}?tab=assets`;
  await page.goto(tab);
  await mere.goto(tab);
  const edit = `Edit Rimu house ${run}`;
  const liamsForm = page.getByRole('dialog', { name: 'Edit Asset' });
  const meresForm = mere.getByRole('dialog', { name: 'Edit Asset' });

  // Both open it; Liam changes its value and notes, Mere both too, differently.
  for (const p of [page, mere]) await p.getByRole('button', { name: edit }).click();
  await expect(meresForm.getByLabel('Notes')).toHaveValue('As found');
  await liamsForm.getByLabel('Value ($)').fill('500000');
  await liamsForm.getByLabel('Notes').fill('valued by Liam');
  await liamsForm.getByRole('button', { name: 'Update Asset' }).click();
  await expect(toast(page, 'Asset updated')).toBeVisible();
  await meresForm.getByLabel('Value ($)').fill('460000');
  await meresForm.getByLabel('Notes').fill('noted by Mere');
  await meresForm.getByRole('button', { name: 'Update Asset' }).click();

  // Field by field: his value, her notes.
  const conflict = mere.getByRole('dialog', { name: 'Someone else changed this' });
  await conflict
    .getByRole('row', { name: /Value/ })
    .getByRole('radio', { name: /Take theirs/ })
    .check();
  await conflict
    .getByRole('row', { name: /Notes/ })
    .getByRole('radio', { name: /Keep yours/ })
    .check();
  await conflict.getByRole('button', { name: 'Save my choices' }).click();
  await expect(toast(mere, 'Asset updated')).toBeVisible();
  await expect(conflict).toHaveCount(0);
  expect(await current()).toMatchObject({ notes: 'noted by Mere', valueCents: 50_000_000 });

  // Again: Mere opens it, Liam changes it, Mere's save is stale and she takes theirs: the form shows
  // Liam's notes to edit again, and nothing of hers is saved.
  await mere.getByRole('button', { name: edit }).click();
  await expect(meresForm.getByLabel('Notes')).toHaveValue('noted by Mere');
  await page.reload();
  await page.getByRole('button', { name: edit }).click();
  await liamsForm.getByLabel('Notes').fill('Liam again');
  await liamsForm.getByRole('button', { name: 'Update Asset' }).click();
  await expect(toast(page, 'Asset updated')).toBeVisible();
  await meresForm.getByLabel('Notes').fill('Mere again');
  await meresForm.getByRole('button', { name: 'Update Asset' }).click();
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(meresForm.getByLabel('Notes')).toHaveValue('Liam again');
  expect((await current()).notes).toBe('Liam again');
  await mere.context().close();
});

test("Settings: Mere saves the firm over Liam's change and chooses field by field, keeping his rate and her GST number", async ({
  page,
  browser,
}) => {
  test.slow(); // two people, two browsers
  await signInAs(page, DEMO.lawyer);
  const mere = await signedIn(browser, MERE);
  const firmNow = async () =>
    (await (await page.request.get('/api/me/firm')).json()) as {
      gstNumber: string | null;
      defaultBillingRateCents: number;
      name: string;
      businessHoursStart: string;
      businessHoursEnd: string;
      version: number;
    };
  const before = await firmNow();
  const rate = 'Default billing rate per hour (NZD, excl. GST)';
  try {
    // Both open Settings; Liam saves a new rate first.
    await page.goto('/dashboard/settings');
    await mere.goto('/dashboard/settings');
    // Both forms show the firm as it was before either saves (each reads it after its page loads).
    const rateBefore = (before.defaultBillingRateCents / 100).toFixed(2);
    for (const p of [page, mere]) await expect(p.getByLabel(rate)).toHaveValue(rateBefore);
    await page.getByLabel(rate).fill('333');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();

    // Mere changes the GST number on the copy she opened: refused, and shown field by field.
    await mere.getByLabel('GST number').fill('49-091-850');
    await mere.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = mere.getByRole('dialog', { name: 'Someone else changed this' });
    await expect(conflict).toContainText('Liam Lawyer changed this');
    const rateRow = conflict.getByRole('row', { name: /billing rate/ });
    await expect(rateRow).toContainText('333');
    // She did not touch the rate: theirs is offered first. Her GST number is not in question.
    await expect(rateRow.getByRole('radio', { name: /Take theirs/ })).toBeChecked();
    await expect(conflict.getByRole('row', { name: /GST number/ })).toHaveCount(0);
    await conflict.getByRole('button', { name: 'Save my choices' }).click();
    await expect(toast(mere, 'Settings saved')).toBeVisible();
    await expect(conflict).toHaveCount(0);
    expect(await firmNow()).toMatchObject({ defaultBillingRateCents: 33_300, gstNumber: '49-091-850' });
    await expect(mere.getByLabel(rate)).toHaveValue('333.00');
  } finally {
    // The demo firm as it was, for the other tests.
    const now = await firmNow();
    const restored = await page.request.patch('/api/me/firm', {
      headers: { ...SAME_ORIGIN, 'If-Match': `"${now.version}"` },
      data: {
        name: before.name,
        businessHoursStart: before.businessHoursStart,
        businessHoursEnd: before.businessHoursEnd,
        defaultBillingRate: (before.defaultBillingRateCents / 100).toFixed(2),
        gstNumber: before.gstNumber ?? '',
      },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    await mere.context().close();
  }
});
