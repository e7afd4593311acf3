import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { baseURL as ownOrigin } from '../playwright.config.js';

export const DEMO = {
  admin: { email: 'admin@demo.estate.nz', password: 'demo-admin-kauri', name: 'Aroha Admin' },
  lawyer: { email: 'lawyer@demo.estate.nz', password: 'demo-lawyer-rimu', name: 'Liam Lawyer' },
  executor: { email: 'executor@demo.estate.nz', password: 'demo-executor-totara', name: 'Emma Executor' },
  beneficiary: {
    email: 'beneficiary@demo.estate.nz',
    password: 'demo-beneficiary-matai',
    name: 'Ben Beneficiary',
  },
  notifyflow: { email: 'notify@demo.estate.nz', password: 'demo-notify-miro', name: 'Nina Notify' },
} as const;

/**
 * The `Origin` header a browser sends with every write (POST, PUT, PATCH, DELETE) and Playwright's
 * API requests do not: a write signed in by the session cookie without it is refused with 403
 * (decision 069). Every `page.request` write sends it (`headers: { ...SAME_ORIGIN }`), and every
 * API-only context (`request.newContext`) gets it as `extraHTTPHeaders`. Not given to browser
 * contexts: a page's own requests name their origin themselves.
 */
export const SAME_ORIGIN = { origin: ownOrigin } as const;

/** A page that fails the test when the app logs a console error (network 4xx noise aside). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        // Chromium logs every 401/403/404 answer as a console error; the app expects those.
        if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.nz`;
}

/** Signs the page's browser context in through the API (same cookies as the page). */
export async function signInAs(page: Page, who: { email: string; password: string }): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: who.email, password: who.password, rememberMe: true },
    headers: { ...SAME_ORIGIN },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Creates an account through the API and confirms it through the emailed link, as its owner would,
 * leaving the page's context signed in as it.
 */
export async function signUpAs(page: Page, role: string, name = 'Test Person') {
  const email = uniqueEmail(role);
  const password = 'a long and unusual passphrase';
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password, role, callbackURL: '/auth/callback' },
    headers: { ...SAME_ORIGIN },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const link = await verificationLink(new URL(res.url()).origin, email);
  const opened = await page.request.get(link);
  expect(opened.ok(), await opened.text()).toBe(true);
  return { email, password, name };
}

/** The path of the newest "confirm your email" link sent to `email` (waits for it). */
export async function verificationLink(baseURL: string, email: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const found = (await outboxFor(baseURL, email)).find((m) => m.kind === 'verify-email');
      link = found?.link ?? null;
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Reads the outbox as the demo admin (the admin page comes later; the API is there now). */
export async function outboxFor(
  baseURL: string,
  to: string,
): Promise<{ kind: string; link: string | null; subject: string }[]> {
  const ctx: APIRequestContext = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { ...SAME_ORIGIN },
  });
  try {
    const signIn = await ctx.post('/api/auth/sign-in/email', { data: DEMO.admin });
    expect(signIn.ok()).toBe(true);
    const res = await ctx.get('/api/admin/outbox?limit=500');
    const body = (await res.json()) as {
      items: { to: string; kind: string; link: string | null; subject: string }[];
    };
    return body.items.filter((i) => i.to === to);
  } finally {
    await ctx.dispose();
  }
}

/**
 * Waits until the page is as a visitor finally sees it: a prerendered page's script done (its
 * header's account box filled in, its form buttons enabled) and no transition half-way (a button fading from its disabled colour would
 * measure as low contrast). Endless animations (a spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  if (await page.locator('#page-scripts').count()) {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }
  // A string: the e2e code is type-checked without the DOM library.
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => undefined)),
  )`);
}

/** axe-core's own build, put into pages by `expectNoA11yViolations`. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const pagesWithAxe = new WeakSet<Page>();

/**
 * Scans the page with axe-core (WCAG 2.1 A and AA, and best practice) and fails listing each
 * violation. Same rules as `@axe-core/playwright`, run more cheaply: it sent axe's 550 KB source
 * over the DevTools protocol for every scan and finished each in a new blank page, about 2 s a scan
 * on a CI machine, most of it protocol traffic. Here the source goes to a page once, as a script
 * every later document of that page runs as it loads, and a scan is one `axe.run`.
 */
export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  await settled(page);
  if (!pagesWithAxe.has(page)) {
    pagesWithAxe.add(page);
    await page.addInitScript({ content: AXE_SOURCE });
  }
  for (const frame of page.frames()) {
    if (!(await frame.evaluate('typeof window.axe?.run === "function"'))) await frame.evaluate(AXE_SOURCE);
  }
  // A string: the e2e code is type-checked without the DOM library.
  type Violation = { id: string; impact: string | null; help: string; targets: string[] };
  const violations = await page.evaluate<Violation[]>(`axe
    .run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} }, resultTypes: ['violations'] })
    .then((r) => r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    })))`);
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/**
 * Expects the toast saying `text`, then closes it (its close button, as a person would), so the
 * next toast with the same words is the next action's, not this one still on screen.
 */
export async function seeToast(page: Page, text: string): Promise<void> {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Close toast' }).click();
  await expect(shown).toHaveCount(0);
}

/**
 * A fresh estate of the signed-in person's (a page's, or a signed-in API context's), through the API
 * the new-estate wizard calls (so tests that are not about the wizard start quickly and leave the
 * other tests' estates alone); its id.
 */
export async function createEstate(
  as: Page | APIRequestContext,
  deceasedName: string,
  notes?: string,
): Promise<string> {
  const request = 'request' in as ? as.request : as;
  const created = await request.post('/api/estates', {
    headers: { ...SAME_ORIGIN },
    multipart: {
      payload: JSON.stringify({
        deceasedName,
        dateOfDeath: '2026-09-02',
        lastKnownAddress: '3 Rimu Road, Rotorua 3010',
        willStatus: 'Valid Will Exists',
        estimatedValue: '350000',
        ...(notes === undefined ? {} : { notes }),
      }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { estateId: string }).estateId;
}

/** The summary card labelled `label` (its number is in it): `expect(statCard(page, 'Overdue')).toContainText('1')`. */
export function statCard(page: Page, label: string) {
  return page
    .locator('p')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=../..');
}

/** Fills the open dialog's fields (label → value; a select takes its option's label); answers the dialog. */
export async function fillDialog(page: Page, dialogName: string, fields: Record<string, string>) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (const [label, value] of Object.entries(fields)) {
    const field = dialog.getByLabel(label, { exact: true });
    if ((await field.evaluate((el: { tagName: string }) => el.tagName)) === 'SELECT')
      await field.selectOption({ label: value });
    else await field.fill(value);
  }
  return dialog;
}

/** Today in New Zealand plus `offsetDays`, as YYYY-MM-DD. */
export function nzDate(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

/** Opens a section of an estate from the estate page's "Estate sections" navigation (and waits for its heading). */
export async function openSection(page: Page, estateId: string, link: string, heading?: string) {
  await page.goto(`/dashboard/estates/${estateId}`);
  await page
    .getByRole('navigation', { name: 'Estate sections' })
    .getByRole('link', { name: link, exact: true })
    .click();
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * The version a record is at now, as its strong ETag (decision 060): what a change (PUT, PATCH,
 * DELETE) sends back as If-Match, as the app's screens do.
 */
export async function ifMatchOf(as: Page | APIRequestContext, url: string): Promise<{ 'if-match': string }> {
  const request = 'request' in as ? as.request : as;
  const res = await request.get(url);
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
  const etag = res.headers()['etag'];
  expect(etag, `${url} answers an ETag`).toMatch(/^"\d+"$/);
  return { 'if-match': etag! };
}
