// What a browser downloads and waits for: the JS and CSS of a signed-in person's first load of
// /dashboard, how long My Estates takes to show its first row in a cold browser, and the JS the public
// home page loads. On Debian's Chromium, against the built product. Run after `npm run build`:
//   npm run bench:web                 (embedded PGlite; DATABASE_URL=… for PostgreSQL)
//   npm run bench:web -- --files      (also list every file the dashboard's first load fetched)
// Sizes are the brotli files the build wrote beside each asset in apps/web/dist (compressed here when
// the build left a file uncompressed), so they do not depend on whether the server compressed it.
/* global document -- the first-row check runs in the page */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';
import { DEMO_LAWYER, signIn, startApi } from './lib.mjs';

const DIST = path.resolve('apps/web/dist');
const RUNS = 5;

/** The browser: CHROME_PATH, else Debian's headless shell, else its full Chromium. */
function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p));
}

/** Brotli bytes of a built asset (`/assets/x.js`): its `.br` file, or compressed here. */
function brotliBytes(urlPath) {
  const file = path.join(DIST, urlPath);
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  if (!existsSync(file)) throw new Error(`${urlPath} was fetched but is not in ${DIST}`);
  return brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Cookies for the browser from the `a=1; b=2` header signIn answers. */
function cookiesFor(base, header) {
  return header.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
}

/**
 * Open `urlPath` in a fresh context, wait until `ready` is on screen and the network has been quiet,
 * and answer the built JS and CSS files it fetched (URL paths, in the order they were asked for).
 */
async function assetsOfFirstLoad(browser, base, urlPath, { cookie, ready }) {
  const context = await browser.newContext();
  try {
    if (cookie) await context.addCookies(cookiesFor(base, cookie));
    const page = await context.newPage();
    const fetched = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/assets\/.+\.(js|css)$/.test(pathname) && !fetched.includes(pathname)) fetched.push(pathname);
    });
    await page.goto(`${base}${urlPath}`, { waitUntil: 'networkidle' });
    await ready(page).waitFor({ state: 'visible' });
    // Whatever the screen loads once drawn (toasts, menus fetched on idle) counts too.
    await page.waitForLoadState('networkidle');
    return fetched;
  } finally {
    await context.close();
  }
}

/** Milliseconds from navigation start to the first row of My Estates being visible, cold. */
async function estatesFirstRow(browser, base, cookie) {
  const context = await browser.newContext();
  try {
    await context.addCookies(cookiesFor(base, cookie));
    const page = await context.newPage();
    // Timed in the page: performance.now() counts from navigation start; checked every frame.
    const shown = page.waitForFunction(
      () => {
        const row = document.querySelector('main tbody tr a[href^="/dashboard/estates/"]');
        return row && row.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    await page.goto(`${base}/dashboard/estates`, { waitUntil: 'commit' });
    return Math.round(await (await shown).jsonValue());
  } finally {
    await context.close();
  }
}

/**
 * Measure against a running product at `base` (built from this checkout's apps/web/dist).
 * @param {{ base: string, browser?: import('@playwright/test').Browser }} options
 */
export async function measureWebLoad({ base, browser: given }) {
  const browser = given ?? (await chromium.launch({ executablePath: chromePath() }));
  try {
    const cookie = await signIn(base, DEMO_LAWYER.email, DEMO_LAWYER.password);
    const dashboardFiles = await assetsOfFirstLoad(browser, base, '/dashboard', {
      cookie,
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Dashboard' }),
    });
    const homeFiles = await assetsOfFirstLoad(browser, base, '/', {
      ready: (page) => page.getByRole('heading', { level: 1 }),
    });
    // One unmeasured run warms the browser process and the server; then RUNS cold contexts.
    await estatesFirstRow(browser, base, cookie);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await estatesFirstRow(browser, base, cookie));
    const sum = (files) => kb(files.reduce((total, f) => total + brotliBytes(f), 0));
    const js = (files) => files.filter((f) => f.endsWith('.js'));
    const css = (files) => files.filter((f) => f.endsWith('.css'));
    return {
      dashboardBrotliKB: sum(dashboardFiles),
      dashboardJsKB: sum(js(dashboardFiles)),
      dashboardCssKB: sum(css(dashboardFiles)),
      dashboardFiles: dashboardFiles.length,
      estatesFirstRowMs: median(runs),
      estatesFirstRowRunsMs: runs,
      homeJsKB: sum(js(homeFiles)),
      /** Each file of the dashboard's first load with its brotli size, for `--files`. */
      dashboardFileSizes: dashboardFiles.map((f) => ({ file: f, kb: kb(brotliBytes(f)) })),
    };
  } finally {
    if (!given) await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const api = await startApi({
    databaseUrl: process.env.DATABASE_URL,
    name: 'bench-web',
    env: { WORKER: 'false' },
  });
  let result;
  try {
    result = await measureWebLoad({ base: api.base });
  } finally {
    await api.stop();
  }
  console.log('\n| measure | value | target |');
  console.log('|---|---|---|');
  console.log(
    `| first signed-in /dashboard load, JS+CSS brotli | ${result.dashboardBrotliKB} KB (JS ${result.dashboardJsKB}, CSS ${result.dashboardCssKB}; ${result.dashboardFiles} files) | ≤ 130 KB |`,
  );
  console.log(
    `| /dashboard/estates first row, cold (median of ${RUNS}) | ${result.estatesFirstRowMs} ms (${result.estatesFirstRowRunsMs.join(', ')}) | ≤ 600 ms |`,
  );
  console.log(`| public home page JS, brotli | ${result.homeJsKB} KB | ≤ 30 KB |`);
  if (process.argv.includes('--files')) {
    console.log('\n| file | KB brotli |');
    console.log('|---|---|');
    for (const { file, kb: size } of result.dashboardFileSizes) console.log(`| ${file} | ${size} |`);
  }
}
