import { PUBLIC_PAGE_PATHS } from '@estate/domain';
import { expectNoA11yViolations, test } from './fixtures.js';

const PUBLIC = [...PUBLIC_PAGE_PATHS, '/help/articles/statutory-clocks', '/notify/status', '/no-such-page'];
const AUTH = ['/login', '/signup', '/notify/signup', '/forgot-password', '/reset-password?token=abc'];

// The dashboard's routes are scanned at 390 px and 1280 px by dashboard-widths.spec.ts.
for (const width of [1280, 375]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('public and sign-in pages have no violations', async ({ page }) => {
      test.slow(); // twenty full pages, each scanned by axe
      for (const url of [...PUBLIC, ...AUTH]) {
        await page.goto(url);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectNoA11yViolations(page, `${url} at ${width}px`);
      }
    });
  });
}
