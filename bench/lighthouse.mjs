// Lighthouse on every public page (mobile preset, the default form factor), on Debian's Chromium,
// against the built product with a fresh embedded database. Run after `npm run build`:
//   npm run bench:lighthouse
// Lighthouse is fetched by npx (pinned below) rather than installed: it is large and needed only
// here. Set LIGHTHOUSE_CLI to a local lighthouse-cli path to skip npx, CHROME_PATH for another
// browser, LIGHTHOUSE_PAGES=/,/faq to measure only those pages. Reports go to a temporary folder,
// removed at the end, or to LIGHTHOUSE_REPORTS when set; the table is printed as Markdown.
// LIGHTHOUSE_BUSY=N keeps N cores busy with a background process while it runs (issue 43: the
// pages on a machine kept busy), so the table shows what a loaded machine gives. Beside the pages,
// the same run measures their floor three times (first, in the middle, last): a bare HTML page of
// one heading and paragraph from node:http, no app, no CSS, no script. What the browser itself costs
// on this machine under the same load shows there, as the pages' ceiling.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUBLIC_PAGE_PATHS } from '../packages/domain/dist/index.js';
import { runDirectly, startApi } from './lib.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
// Every public page, from the list the prerender and the sitemap use (the build makes the dist).
export const LIGHTHOUSE_PAGES = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(',')
  : [...PUBLIC_PAGE_PATHS];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The floor page: valid, accessible and described, and nothing else. */
const BARE_PAGE = `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="The floor of a page on this machine."><title>Bare page</title></head><body><main><h1>Bare page</h1><p>One paragraph, served by node:http.</p></main></body></html>`;
export const BARE_PAGE_ROW = 'reference: bare HTML page (node:http, no app)';

/**
 * Lighthouse on each page against a fresh embedded-database server; one row per page.
 * @param {{ pages?: string[] }} [options]
 */
export async function measureLighthouse({ pages = LIGHTHOUSE_PAGES } = {}) {
  const kept = process.env.LIGHTHOUSE_REPORTS ? path.resolve(process.env.LIGHTHOUSE_REPORTS) : null;
  const outDir = kept ?? mkdtempSync(path.join(tmpdir(), 'bench-lh-reports-'));
  mkdirSync(outDir, { recursive: true });
  const api = await startApi({ databaseUrl: null, name: 'bench-lh', env: { WORKER: 'false' } });
  const { base } = api;
  // In its own process: Lighthouse runs synchronously (spawnSync), which would stall a server here.
  const barePort = 3990 + Math.floor(Math.random() * 9);
  const bare = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); s.end(${JSON.stringify(BARE_PAGE)}); }).listen(${barePort}, '127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(bareUrl).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 20));
  // The floor first, in the middle and last, among the pages.
  const middle = Math.floor(pages.length / 2);
  const measured = [
    BARE_PAGE_ROW,
    ...pages.slice(0, middle),
    BARE_PAGE_ROW,
    ...pages.slice(middle),
    BARE_PAGE_ROW,
  ];

  const cli = process.env.LIGHTHOUSE_CLI
    ? [process.execPath, [process.env.LIGHTHOUSE_CLI]]
    : ['npx', ['--yes', LIGHTHOUSE]];

  const rows = [];
  // The background load: each process spins one core until it is killed.
  const busy = Array.from({ length: Number(process.env.LIGHTHOUSE_BUSY ?? 0) }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  try {
    for (const [i, page] of measured.entries()) {
      const url = page === BARE_PAGE_ROW ? bareUrl : `${base}${page}`;
      const name = page === BARE_PAGE_ROW ? `bare-${i}` : page === '/' ? 'home' : page.slice(1);
      const report = path.join(outDir, `${name}.json`);
      // Warm the server up, then measure; a run Lighthouse itself reports as broken is retried once.
      await fetch(url).then((r) => r.text());
      let lhr = null;
      for (let attempt = 0; attempt < 2 && !lhr; attempt += 1) {
        const run = spawnSync(
          cli[0],
          [
            ...cli[1],
            url,
            '--output=json',
            `--output-path=${report}`,
            '--only-categories=performance,accessibility,best-practices,seo',
            `--chrome-path=${chromePath}`,
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
            '--quiet',
          ],
          { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
        );
        if (run.status !== 0) continue;
        const parsed = JSON.parse(readFileSync(report, 'utf8'));
        if (!parsed.runtimeError) lhr = parsed;
      }
      if (!lhr) {
        rows.push({ page, error: 'lighthouse failed twice' });
        continue;
      }
      const score = (id) => lhr.categories[id]?.score ?? null;
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift')?.toFixed(3)),
        transferKb: Math.round(audit('total-byte-weight') / 1024),
        // Lighthouse's measure of the CPU it ran on (higher is faster); low when the machine is busy.
        cpuIndex: Math.round(lhr.environment.benchmarkIndex),
        failed,
      });
    }
  } finally {
    for (const child of busy) child.kill('SIGKILL');
    bare.kill('SIGKILL');
    await api.stop();
    if (!kept) rmSync(outDir, { recursive: true, force: true });
  }
  return rows;
}

/** The rows as a Markdown table, with the binary audits that failed. */
export function lighthouseTable(rows) {
  const fmt = (v) => (v === null || v === undefined ? '—' : String(v));
  const lines = [];
  lines.push(
    '\n| page | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | transfer KB | CPU index |',
  );
  lines.push('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    if (r.error) lines.push(`| ${r.page} | ${r.error} | | | | | | | | |`);
    else
      lines.push(
        `| ${r.page} | ${fmt(r.performance)} | ${fmt(r.accessibility)} | ${fmt(r.bestPractices)} | ${fmt(r.seo)} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.transferKb} | ${r.cpuIndex} |`,
      );
  }
  const failures = rows.filter((r) => r.failed?.length).map((r) => `${r.page}: ${r.failed.join(', ')}`);
  if (failures.length) lines.push(`\nFailed binary audits:\n${failures.join('\n')}`);
  return lines.join('\n');
}

if (runDirectly(import.meta.url)) console.log(lighthouseTable(await measureLighthouse()));
