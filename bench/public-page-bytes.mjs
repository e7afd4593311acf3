// What a public page downloads on its own, as a browser loads it: every script response (bytes on
// the wire, as the server compressed them, and decoded), and the page's inline CSS. Run after
// `npm run build`:
//   node bench/public-page-bytes.mjs            (or PUBLIC_PAGES=/,/faq for a subset)
import { chromium } from '@playwright/test';
import { startApi } from './lib.mjs';

const pages = (process.env.PUBLIC_PAGES ?? '/,/faq,/pricing,/contact-us').split(',');
const api = await startApi({ databaseUrl: null, name: 'bench-public-bytes', env: { WORKER: 'false' } });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  console.log(
    '| page | scripts | script KB on the wire | script KB decoded | inline CSS KB | HTML KB on the wire |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const url of pages) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    const response = await page.goto(`${api.base}${url}`);
    // The page's scripts start after its first paint: wait until they have set the page up.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    let wire = 0;
    let decoded = 0;
    for (const request of scripts) {
      wire += (await request.sizes()).responseBodySize;
      decoded += (await (await request.response()).body()).length;
    }
    const htmlWire = (await response.request().sizes()).responseBodySize;
    // A string: this file is linted without the browser's globals.
    const css = await page.evaluate(
      `[...document.querySelectorAll('style')].reduce((n, s) => n + s.textContent.length, 0)`,
    );
    const kb = (n) => (n / 1024).toFixed(1);
    console.log(
      `| ${url} | ${scripts.length} | ${kb(wire)} | ${kb(decoded)} | ${kb(css)} | ${kb(htmlWire)} |`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await api.stop();
}
