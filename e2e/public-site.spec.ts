import { PUBLIC_PAGE_PATHS, PUBLIC_SITE_TEXTS } from '@estate/domain';
import { DEMO, expect, expectNoA11yViolations, outboxFor, signInAs, test } from './fixtures.js';

/** The `<h1>` of each public page, as the prerendered HTML must carry it. */
const HEADINGS: Record<(typeof PUBLIC_PAGE_PATHS)[number], string> = {
  '/': 'Estate administration, made clear',
  '/how-it-works': 'How It Works',
  '/for-executors': 'For Executors',
  '/for-lawyers': 'For Lawyers',
  '/for-beneficiaries': 'For Beneficiaries',
  '/pricing': 'Pricing',
  '/book-a-demo': 'Book a Demo',
  '/faq': 'Frequently Asked Questions',
  '/notify-flow': 'NotifyFlow',
  '/notify-flow/response-times': 'How fast organisations answer',
  '/contact-us': 'Contact Us',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/about': 'About Us',
};
const TEAM_EMAIL = 'hello@estate-platform.nz';

test.describe('prerendered public pages', () => {
  test('the HTML of every public page carries its heading, title, description and canonical URL', async ({
    request,
    baseURL,
  }) => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PAGE_PATHS) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['x-robots-tag'], path).toBeUndefined();
      const html = await res.text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${HEADINGS[path]}</h1>`));
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      expect(html, path).toContain(`<meta property="og:url" content="${baseURL}${path}"`);
      expect(html, path).toContain('<meta property="og:title"');
      expect(html, path).not.toContain('%PUBLIC_URL%');
    }
    expect(titles.size, 'every page has its own title').toBe(PUBLIC_PAGE_PATHS.length);
  });

  test('pages read with scripts off, and run without errors and without the app with them on', async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    for (const path of PUBLIC_PAGE_PATHS) {
      await plain.goto(path);
      await expect(plain.getByRole('heading', { level: 1, name: HEADINGS[path] }), path).toBeVisible();
      await expect(
        plain.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
      ).toBeVisible();
    }
    // The FAQ's answers cannot open without scripts, so they all show.
    await plain.goto('/faq');
    await expect(
      plain.getByText('Executors, lawyers, legal assistants and trustees who look after'),
    ).toBeVisible();
    await noScript.close();
    // With scripts: errors would be console errors (the fixture fails the test on them). A public
    // page loads its own small script, never the app's (React, its router, its query cache).
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of PUBLIC_PAGE_PATHS) {
      scripts.length = 0;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS[path] })).toBeVisible();
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      expect(
        scripts.some((s) => /^\/assets\/public-[\w-]+\.js$/.test(s)),
        path,
      ).toBe(true);
      expect(
        scripts.filter((s) => /^\/assets\/(index|react|router|query)-/.test(s)),
        `${path} loads no part of the app`,
      ).toEqual([]);
    }
  });

  test("a tap made before the page's script arrives is not lost", async ({ page }) => {
    // Hold the page's script back, as a slow phone connection would.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/public-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'Who is it for?' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Who is it for?' })).toBeVisible();
    // Once its script is here, the page handles taps itself: each counts once.
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Pricing' })).toBeVisible();
  });

  test('the dashboard and sign-in pages are noindex; robots.txt and sitemap.xml exist', async ({
    request,
    baseURL,
  }) => {
    for (const path of ['/dashboard', '/login', '/dashboard/estates']) {
      const res = await request.get(path);
      expect(res.headers()['x-robots-tag'], path).toBe('noindex');
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of PUBLIC_PAGE_PATHS) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  });

  test('hashed assets are cached for a year and pages are compressed', async ({ request }) => {
    const res = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toMatch(/br|gzip/);
    const html = await res.text();
    // The page lists its scripts; its one inline loader adds them once the page is drawn, and the
    // CSP allows that loader by its hash (and no other inline script).
    const scripts = /<script type="application\/json" id="page-scripts">([^<]+)<\/script>/.exec(html)?.[1];
    const asset = (JSON.parse(scripts ?? '[]') as string[])[0];
    expect(asset).toMatch(/^\/assets\/public-[\w-]+\.js$/);
    expect(res.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'(;|$)/);
    expect(html.match(/<script>/g)).toHaveLength(1);
    // The page inlines the rules its own HTML uses, not the app's whole stylesheet (about 50 KB).
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    expect(styles.length).toBeGreaterThan(5_000);
    expect(styles.length).toBeLessThan(30_000);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const js = await request.get(asset!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(js.headers()['cache-control']).toContain('immutable');
    // Sent as built (brotli at its strongest setting), and decoding to the script itself.
    expect(js.headers()['content-encoding']).toBe('br');
    expect(await js.text()).toMatch(/import|export/);

    const gzipPage = await request.get('/faq', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipPage.headers()['content-encoding']).toBe('gzip');
    expect(gzipPage.headers()['vary']).toMatch(/accept-encoding/i);
    expect(await gzipPage.text()).toContain('<h1');
    const plain = await request.get('/faq', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toContain('<h1');
  });
});

test.describe('public page content', () => {
  test('pricing shows the three plans, monthly and annual', async ({ page }) => {
    await page.goto('/pricing');
    const plans = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(plans.filter({ hasText: 'Executor' }).first()).toContainText('$49');
    await expect(plans.filter({ hasText: 'Professional' }).first()).toContainText('Most popular');
    await expect(plans.filter({ hasText: 'Enterprise' }).first()).toContainText('Custom');
    await expect(page.getByText('14-day free trial, and no card is required').first()).toBeVisible();
    await expect(page.getByText(/all major cards, or by bank transfer for annual plans/)).toBeVisible();
    await page.getByRole('button', { name: 'Annual', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Annual', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(plans.filter({ hasText: 'Executor' }).first()).toContainText('$490');
    await expect(plans.filter({ hasText: 'Professional' }).first()).toContainText('$1,490');
    await expect(page.getByText('save about 17%')).toBeVisible();
  });

  test('the FAQ opens one item at a time, across groups, and closes again', async ({ page }) => {
    await page.goto('/faq');
    for (const group of ['General', 'For executors', 'Technical']) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    const first = page.getByRole('button', { name: 'Who is it for?' });
    const second = page.getByRole('button', { name: 'Is my information secure?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstAnswer = page.getByRole('region', { name: 'Who is it for?' });
    await expect(firstAnswer).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);
    await second.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('legal pages have their sections and a real last-updated date', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(14); // contents + 13
    await expect(page.getByText('Privacy Act 2020').first()).toBeVisible();
    await expect(page.getByText(/7 years after the estate is completed/)).toBeVisible();
    await expect(page.getByText(/not intended for anyone under 18/)).toBeVisible();
    await expect(page.locator('time[datetime="2026-11-22"]')).toHaveText('22 November 2026');
    await page.goto('/terms-of-service');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(15); // contents + 14
    await expect(page.getByText(/at least 30 days’ notice/)).toBeVisible();
    await expect(page.getByText(/informally within 30 days/)).toBeVisible();
  });

  test('NotifyFlow page: three steps, six features, ten organisation types, testimonial, calls to action', async ({
    page,
  }) => {
    await page.goto('/notify-flow');
    const main = page.getByRole('main');
    await expect(main.locator('#how-it-works ol > li')).toHaveCount(3);
    await expect(main.locator('#features ul > li')).toHaveCount(6);
    await expect(main.locator('#organisations ul > li')).toHaveCount(10);
    await expect(main.locator('figure blockquote')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/notify');
    await expect(main.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact-us');
    await expect(main.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-a-demo');
    await main.getByRole('link', { name: 'Learn more' }).click();
    await expect(page).toHaveURL(/#how-it-works$/);
  });
});

test.describe('contact and demo forms', () => {
  test('contact: field errors, then it sends; the team gets an email and admins see it', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/contact-us');
    await expect(page.getByText('Monday to Friday, 9:00 AM to 5:00 PM').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /view on a map/i })).toBeVisible();
    await expect(page.getByLabel('Phone number (optional)')).toHaveAttribute('placeholder', '021 123 4567');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await expect(page.getByText('Full name is required.')).toBeVisible();
    await expect(page.getByText('Subject is required.')).toBeVisible();
    await expect(page.getByText('Message is required.')).toBeVisible();
    await page.getByLabel('Full name').fill('Mere Tuhiwai');
    await page.getByLabel('Email address').fill('mere-at-example');
    await page.getByLabel('Subject').fill('Probate question');
    await page.getByLabel('Message', { exact: true }).fill('Where do I start with my father’s estate?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    const email = `mere-${Date.now()}@example.nz`;
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(PUBLIC_SITE_TEXTS.enquirySent)).toBeVisible();

    const mail = await outboxFor(baseURL!, TEAM_EMAIL);
    expect(mail.some((m) => m.kind === 'public-site.enquiry' && m.subject.includes('Probate question'))).toBe(
      true,
    );

    await signInAs(page, DEMO.admin);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Enquiries' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/enquiries$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: email });
    await expect(item).toContainText('Probate question');
    await item.getByRole('button', { name: /mark handled/i }).click();
    await expect(item).toContainText(`Handled by ${DEMO.admin.name}`);
  });

  test('contact: a failed send keeps everything typed', async ({ page, consoleErrors }) => {
    await page.goto('/contact-us');
    await page.route('**/api/public/enquiries', (route) => route.abort());
    await page.getByLabel('Full name').fill('Hemi Walker');
    await page.getByLabel('Email address').fill('hemi@example.nz');
    await page.getByLabel('Subject').fill('Question');
    await page.getByLabel('Message', { exact: true }).fill('A long message I do not want to type again.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText(PUBLIC_SITE_TEXTS.sendFailed);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'A long message I do not want to type again.',
    );
    await expect(page.getByLabel('Full name')).toHaveValue('Hemi Walker');
    consoleErrors.length = 0; // the aborted request is logged on purpose here
  });

  test('book a demo: sends, shows the thank-you, and reaches the team and the admin list', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/book-a-demo');
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    const role = page.getByLabel('Your role (optional)');
    await expect(role.locator('option')).toHaveText([
      'Select your role',
      'Executor',
      'Lawyer',
      'Legal Assistant',
      'Trustee',
      'Other',
    ]);
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText('Full name is required.')).toBeVisible();
    const email = `firm-${Date.now()}@example.nz`;
    await page.getByLabel('Full name').fill('James Wilson');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Company or firm (optional)').fill('Wilson & Co Lawyers');
    await role.selectOption('Lawyer');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText(PUBLIC_SITE_TEXTS.demoRequested)).toBeVisible();
    await expect(page.getByText(/30 to 45 minutes/)).toBeVisible();

    const mail = await outboxFor(baseURL!, TEAM_EMAIL);
    expect(mail.some((m) => m.kind === 'public-site.demo-request' && m.subject.includes('Wilson & Co'))).toBe(
      true,
    );
    await signInAs(page, DEMO.admin);
    await page.goto('/dashboard/admin/enquiries');
    await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Demo request');
  });
});

test.describe('accessibility of the interactive states', () => {
  for (const width of [375, 1280]) {
    test(`an open FAQ item, pricing, and forms showing errors have no axe violations at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/faq');
      await page.getByRole('button', { name: 'Who is it for?' }).click();
      await expectNoA11yViolations(page, `/faq with an item open at ${width}px`);
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Annual', exact: true }).click();
      await expectNoA11yViolations(page, `/pricing annual at ${width}px`);
      await page.goto('/contact-us');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Full name is required.')).toBeVisible();
      await expectNoA11yViolations(page, `/contact-us with errors at ${width}px`);
      await page.goto('/book-a-demo');
      await page.getByRole('button', { name: 'Request Demo' }).click();
      await expect(page.getByText('Full name is required.')).toBeVisible();
      await expectNoA11yViolations(page, `/book-a-demo with errors at ${width}px`);
    });
  }
});
