import { createEstate, expect, SAME_ORIGIN, signUpAs, test } from './fixtures.js';

/*
 * The documents library's Next and Previous ask for the rows after the last document shown, or
 * before the first (keyset paging, issue 43, decision 083), and the screen still counts pages.
 */
const PDF = Buffer.from('%PDF-1.4\n% paged\n%%EOF\n');

test('Next and Previous in the documents library move by cursor and count pages', async ({ page }) => {
  await signUpAs(page, 'lawyer', 'Paora Pager');
  const estateId = await createEstate(page, 'Ripeka Paging');
  // 27 documents: one more page than the library's 25 shows, and the second holds the oldest two.
  for (let i = 1; i <= 27; i++) {
    const res = await page.request.post('/api/documents', {
      headers: { ...SAME_ORIGIN },
      multipart: {
        payload: JSON.stringify({ estateId }),
        file: { name: `paged-${String(i).padStart(2, '0')}.pdf`, mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto('/dashboard/documents');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toContainText('Page 1 of 2 · 27 documents');
  await expect(page.getByRole('row').filter({ hasText: 'paged-27.pdf' })).toBeVisible();

  const after = page.waitForRequest((r) => new URL(r.url()).searchParams.has('after'));
  await pager.getByRole('button', { name: 'Next' }).click();
  await after;
  await expect(pager).toContainText('Page 2 of 2 · 27 documents');
  await expect(page.getByRole('row').filter({ hasText: 'paged-01.pdf' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'paged-02.pdf' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'paged-27.pdf' })).toHaveCount(0);

  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1 of 2 · 27 documents');
  await expect(page.getByRole('row').filter({ hasText: 'paged-27.pdf' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'paged-01.pdf' })).toHaveCount(0);
});
