import { createEstate, expect, SAME_ORIGIN, signUpAs, test } from './fixtures.js';

/*
 * A record list's Next and Previous ask for the rows after the last record shown, or before the
 * first (keyset paging, issue 43, decision 087), in the order chosen; the cursor lives in the URL,
 * so a reload keeps the page, and a new order starts again from page 1.
 */
test('Next and Previous in a record list move by cursor, survive a reload and reset with the order', async ({
  page,
}) => {
  await signUpAs(page, 'lawyer', 'Kiri Keyset');
  const estateId = await createEstate(page, 'Aroha Paging');
  // 52 assets: three pages of the list's 25, the third holding the two of least value.
  for (let i = 1; i <= 52; i++) {
    const res = await page.request.post(`/api/estates/${estateId}/assets`, {
      headers: { ...SAME_ORIGIN },
      data: { name: `Paged asset ${String(i).padStart(2, '0')}`, type: 'property', value: String(i * 100) },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto(`/dashboard/assets?estate=${estateId}&sort=value&order=desc`);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(pager).toContainText('Page 1 of 3 · 52 assets');
  await expect(row('Paged asset 52')).toBeVisible();

  for (const next of [2, 3]) {
    const after = page.waitForRequest((r) => new URL(r.url()).searchParams.has('after'));
    await pager.getByRole('button', { name: 'Next' }).click();
    await after;
    await expect(pager).toContainText(`Page ${next} of 3 · 52 assets`);
  }
  await expect(row('Paged asset 01')).toBeVisible();
  await expect(row('Paged asset 02')).toBeVisible();
  await expect(row('Paged asset 03')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('after')).toBeTruthy();

  // A reload reads the same page from the cursor in the URL.
  await page.reload();
  await expect(pager).toContainText('Page 3 of 3 · 52 assets');
  await expect(row('Paged asset 01')).toBeVisible();

  const before = page.waitForRequest((r) => new URL(r.url()).searchParams.has('before'));
  await pager.getByRole('button', { name: 'Previous' }).click();
  await before;
  await expect(pager).toContainText('Page 2 of 3 · 52 assets');
  await expect(row('Paged asset 27')).toBeVisible();
  await expect(row('Paged asset 03')).toBeVisible();
  await expect(row('Paged asset 02')).toHaveCount(0);
  await expect(row('Paged asset 28')).toHaveCount(0);

  // Another order starts from page 1, without the old order's cursor.
  // The Value column's header turns the order from highest first to lowest first.
  await page.getByRole('columnheader', { name: 'Value' }).getByRole('button').click();
  await expect(pager).toContainText('Page 1 of 3 · 52 assets');
  await expect(row('Paged asset 01')).toBeVisible();
  const url = new URL(page.url());
  expect(
    url.searchParams.has('after') || url.searchParams.has('before') || url.searchParams.has('page'),
  ).toBe(false);
});
