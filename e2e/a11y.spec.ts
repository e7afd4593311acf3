import { PUBLIC_PAGE_PATHS } from '@estate/domain';
import { DEMO, expectNoA11yViolations, signInAs, test } from './fixtures.js';

const PUBLIC = [...PUBLIC_PAGE_PATHS, '/help/articles/statutory-clocks', '/notify/status', '/no-such-page'];
const AUTH = ['/login', '/signup', '/notify/signup', '/forgot-password', '/reset-password?token=abc'];
const DASHBOARD = [
  '/dashboard',
  '/dashboard/estates',
  '/dashboard/tasks',
  '/dashboard/calendar',
  '/dashboard/notifications',
  '/dashboard/messages',
  '/dashboard/settings',
  '/dashboard/profile',
  '/dashboard/admin/dashboard',
  '/dashboard/analytics',
  '/dashboard/reports',
  '/dashboard/estate-inventory',
  '/dashboard/controlled-items',
  '/dashboard/tax-management',
  '/dashboard/audit-log',
  '/dashboard/admin/law-firms',
  '/dashboard/admin/users',
  '/dashboard/admin/billing',
  '/dashboard/help',
  '/dashboard/glossary',
  '/dashboard/dashboard-faq',
  '/dashboard/executors',
  '/dashboard/beneficiaries',
];
/** Sections of the first demo estate (the admin sees it with its demo records). */
const ESTATE_SECTIONS = ['financials', 'distribution', 'claims'];

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

    test('dashboard pages have no violations, with menus open too', async ({ page }) => {
      test.slow(); // every dashboard page, each scanned by axe
      await signInAs(page, DEMO.admin);
      const estates = await page.request.get('/api/estates');
      const [first] = ((await estates.json()) as { items: { estateId: string }[] }).items;
      const sections = ESTATE_SECTIONS.map((s) => `/dashboard/estates/${first!.estateId}/${s}`);
      // A demo invoice on its page (the tax invoice with its actions).
      const invoices = await page.request.get('/api/admin/invoices?pageSize=1');
      const [invoice] = ((await invoices.json()) as { items: { id: string }[] }).items;
      const invoicePage = `/dashboard/admin/billing/invoices/${invoice!.id}`;
      for (const url of [...DASHBOARD, ...sections, invoicePage]) {
        await page.goto(url);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectNoA11yViolations(page, `${url} at ${width}px`);
      }
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /notifications/i }).click();
      await page.getByRole('menu').waitFor();
      await expectNoA11yViolations(page, `notifications menu at ${width}px`);
    });
  });
}
