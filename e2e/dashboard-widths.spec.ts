import { request, type Page } from '@playwright/test';
import { ESTATE_SECTIONS, paths } from '../apps/web/src/config/paths.js';
import { DEMO, expect, expectNoA11yViolations, signInAs, test, SAME_ORIGIN } from './fixtures.js';

/**
 * Every dashboard route at a phone's width (390 px) and a desktop's (1280 px), issue 19: the page
 * itself never scrolls sideways (a wide table scrolls inside its own box), axe finds nothing, and
 * on the phone every control is at least 44 × 44 px to tap.
 *
 * The routes come from the app's own list (`paths`), so a new screen is scanned without anyone
 * remembering to add it; a route with parameters needs a demo record to open, named below, and
 * the first test fails when one has none.
 */

/** The demo records a parameterised route opens, found through the API as the admin. */
type Demo = {
  estateId: string;
  digitalAssetId: string;
  documentId: string;
  referenceCode: string;
  invoiceId: string;
};

async function demoRecords(page: Page, baseURL: string): Promise<Demo> {
  const get = async <T>(url: string): Promise<T> => {
    const res = await page.request.get(url);
    expect(res.ok(), url).toBe(true);
    return (await res.json()) as T;
  };
  type Items<T> = { items: T[] };
  const estates = await get<Items<{ estateId: string; deceasedName: string }>>('/api/estates?pageSize=100');
  // David Chen's estate holds the demo's digital assets and notification.
  const estate = estates.items.find((e) => e.deceasedName === 'David Chen') ?? estates.items[0]!;
  const assets = await get<Items<{ id: string }>>('/api/digital-assets?pageSize=1');
  const notifications = await get<Items<{ referenceCode: string }>>('/api/admin/notifications?pageSize=1');
  const invoices = await get<Items<{ id: string }>>('/api/admin/invoices?pageSize=1');
  // The demo's uploads are the demo lawyer's (the admin's documents list holds only their own).
  const asLawyer = await request.newContext({ baseURL, extraHTTPHeaders: { ...SAME_ORIGIN } });
  const signedIn = await asLawyer.post('/api/auth/sign-in/email', { data: DEMO.lawyer });
  expect(signedIn.ok()).toBe(true);
  const documents = (await (await asLawyer.get('/api/documents?pageSize=1')).json()) as Items<{
    documentId: string;
  }>;
  await asLawyer.dispose();
  return {
    estateId: estate.estateId,
    digitalAssetId: assets.items[0]!.id,
    documentId: documents.items[0]!.documentId,
    referenceCode: notifications.items[0]!.referenceCode,
    invoiceId: invoices.items[0]!.id,
  };
}

/** Every dashboard URL, each route's parameters filled from the demo. */
function dashboardUrls(demo: Demo): string[] {
  const withParams: Record<string, string[]> = {
    [paths.dashboard.estate.path]: [paths.dashboard.estate.href({ id: demo.estateId })],
    [paths.dashboard.estateSection.path]: ESTATE_SECTIONS.map((section) =>
      paths.dashboard.estateSection.href({ id: demo.estateId, section }),
    ),
    [paths.dashboard.estateDigitalAssetNew.path]: [
      paths.dashboard.estateDigitalAssetNew.href({ id: demo.estateId }),
    ],
    [paths.dashboard.estateDigitalAssetEdit.path]: [
      paths.dashboard.estateDigitalAssetEdit.href({ id: demo.estateId, assetId: demo.digitalAssetId }),
    ],
    [paths.dashboard.documentVersionHistory.path]: [
      paths.dashboard.documentVersionHistory.href({ id: demo.documentId }),
    ],
    [paths.dashboard.notifyflowStatusByCode.path]: [
      paths.dashboard.notifyflowStatusByCode.href({ referenceCode: demo.referenceCode }),
    ],
    [paths.admin.invoice.path]: [paths.admin.invoice.href({ id: demo.invoiceId })],
  };
  const urls: string[] = [];
  for (const route of [...Object.values(paths.dashboard), ...Object.values(paths.admin)]) {
    if (!route.path.includes(':')) urls.push(route.path);
    else {
      const filled = withParams[route.path];
      expect(filled, `a demo record to open ${route.path}`).toBeDefined();
      urls.push(...filled!);
    }
  }
  return urls;
}

/**
 * The controls on screen smaller than 44 × 44 px. Links inside running text (display inline) are
 * exempt, as in WCAG 2.5.5; a checkbox or radio counts through its label, which is what is tapped.
 */
async function smallTargets(page: Page): Promise<string[]> {
  // A string: the e2e code is type-checked without the DOM library.
  return page.evaluate(`(() => {
    const small = [];
    const controls = 'a[href], button, input, select, textarea, summary, [role=button], [role=tab], [role=menuitem]';
    for (const el of document.querySelectorAll('[data-shell=dashboard] :is(' + controls + ')')) {
      if (el.closest('[aria-hidden=true], [inert]') || el.type === 'hidden') continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      let box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue; // not drawn, or visually hidden
      if (el.tagName === 'A' && style.display === 'inline') continue;
      let needsWidth = el.tagName !== 'A';
      if (el.type === 'checkbox' || el.type === 'radio') {
        const label = el.labels && el.labels[0];
        if (label) box = label.getBoundingClientRect();
        needsWidth = !label;
      }
      if (box.height < 43.5 || (needsWidth && box.width < 43.5)) {
        const name = (el.getAttribute('aria-label') || el.innerText || el.name || el.id || '').trim();
        small.push(el.tagName.toLowerCase() + ' "' + name.slice(0, 40) + '" ' + Math.round(box.width) + '×' + Math.round(box.height));
      }
    }
    return small;
  })()`);
}

async function checkPage(page: Page, url: string, width: number): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const [scrollWidth, viewport] = await page.evaluate<[number, number]>(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  );
  expect(scrollWidth, `${url} at ${width} px scrolls sideways`).toBeLessThanOrEqual(viewport);
  if (width < 768) expect(await smallTargets(page), `controls under 44 px on ${url}`).toEqual([]);
  await expectNoA11yViolations(page, `${url} at ${width} px`);
}

/** The demo's routes in four groups, so the two test workers share them. */
const GROUPS = 4;

for (const width of [390, 1280]) {
  test.describe(`every dashboard route at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (let group = 0; group < GROUPS; group += 1) {
      test(`as the admin, part ${group + 1} of ${GROUPS}`, async ({ page, baseURL }) => {
        test.slow(); // about fifteen pages, each scanned by axe
        await signInAs(page, DEMO.admin);
        const urls = dashboardUrls(await demoRecords(page, baseURL!));
        for (const [index, url] of urls.entries()) {
          if (index % GROUPS === group) await checkPage(page, url, width);
        }
      });
    }

    test('with the top bar menus open', async ({ page }) => {
      await signInAs(page, DEMO.admin);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /notifications/i }).click();
      await page.getByRole('menu').waitFor();
      await expectNoA11yViolations(page, `notifications menu at ${width} px`);
    });
  });
}

/** What each other role opens most: their own views of the same screens (fewer controls, other empty states). */
const ROLE_ROUTES = [
  '/dashboard',
  '/dashboard/estates',
  '/dashboard/tasks',
  '/dashboard/documents',
  '/dashboard/calendar',
];

test.describe('each role on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 900 } });
  for (const who of ['lawyer', 'executor', 'beneficiary'] as const) {
    test(`the ${who}'s screens and an estate`, async ({ page }) => {
      test.slow();
      await signInAs(page, DEMO[who]);
      const estates = await page.request.get('/api/estates?pageSize=1');
      const [estate] = ((await estates.json()) as { items: { estateId: string }[] }).items;
      for (const url of [...ROLE_ROUTES, paths.dashboard.estate.href({ id: estate!.estateId })]) {
        await checkPage(page, url, 390);
      }
    });
  }

  test('the NotifyFlow user’s screens', async ({ page }) => {
    await signInAs(page, DEMO.notifyflow);
    for (const url of ['/dashboard', '/dashboard/notifyflow', '/dashboard/notifyflow/status']) {
      await checkPage(page, url, 390);
    }
  });
});

test.describe('the sidebar on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('is a drawer behind the menu button, not a rail beside the content', async ({ page }) => {
    await signInAs(page, DEMO.lawyer);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // No rail: the content starts at the screen's left edge.
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    const main = await page.locator('main').boundingBox();
    expect(main!.x).toBe(0);
    expect(main!.width).toBe(390);

    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expectNoA11yViolations(page, 'the open drawer at 390 px');

    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Following a link goes there and closes the drawer.
    await menuButton.click();
    await drawer.getByRole('link', { name: 'Tasks', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/tasks$/);
    await expect(drawer).toBeHidden();

    // A tap on the backdrop (beside the panel) closes it too.
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(380, 450);
    await expect(drawer).toBeHidden();
  });

  test('at desktop width the rail is there and there is no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, DEMO.lawyer);
    await page.goto('/dashboard');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  });
});
