// Every row of issue 20's speed table in one command, each API row beside a bare Fastify server
// measured in the same run, then the table with the ratios and the targets. Run after `npm run build`:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
// Without DATABASE_URL the API rows run on the embedded PGlite and the 10,000-estate row is skipped.
// On PostgreSQL a second reference is bare Fastify reading one row per request from the database
// (bare-fastify.mjs), the ceiling of any route that reads it; the API rows give their share of both.
// BENCH_RUNS (default 3) repeats the API rows, each run with its own bare reference, and reports
// the medians. BENCH_ONLY=api,own-sql,scale,platform,web,lighthouse runs only those groups. Nothing is left
// behind: every server's data folder and database are removed when it stops.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { measureBareFastify } from './bare-fastify.mjs';
import { measureEstatesAtScale } from './estates.mjs';
import { DEMO_LAWYER, median, signIn, startApi } from './lib.mjs';
import { BARE_PAGE_ROW, lighthouseTable, measureLighthouse } from './lighthouse.mjs';
import { measureAgainstOwnSql } from './own-sql.mjs';
import { measurePlatform } from './platform.mjs';
import { measureWebLoad } from './web-load.mjs';
import {
  DEMO_NOTIFY,
  measureStatusLookups,
  measureSubmissions,
  sampleCode,
  submissionBody,
  submissionForm,
  summary,
} from './notifyflow.mjs';

const databaseUrl = process.env.DATABASE_URL ?? null;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const wanted = (group) => !only || only.has(group);

/** @type {{ measure: string, figure: string, bare?: string, ratio?: string, target: string, met: boolean | null }[]} */
const table = [];
const details = [];
const pct = (part, whole) => `${Math.round((100 * part) / whole)}%`;

if (wanted('api')) {
  const perRun = [];
  const api = await startApi({ databaseUrl, name: 'bench-all' });
  try {
    const notifyCookie = await signIn(api.base, DEMO_NOTIFY.email, DEMO_NOTIFY.password);
    const lawyerCookie = await signIn(api.base, DEMO_LAWYER.email, DEMO_LAWYER.password);
    const code = await sampleCode(api.base, notifyCookie);
    // The bare upload reference posts the submission's bytes (its payload is not read).
    const upload = submissionBody(
      submissionForm(
        [1, 2, 3, 4, 5].map(() => randomUUID()),
        randomUUID(),
      ),
    );
    for (let run = 1; run <= runs; run++) {
      const bare = await measureBareFastify();
      const bareDb = databaseUrl ? await measureBareFastify({ databaseUrl }) : null;
      const bareUpload = await measureBareFastify({ upload });
      const lookup = await measureStatusLookups(api.base, code);
      const estates = summary(
        await autocannon({
          url: `${api.base}/api/estates?pageSize=12`,
          connections: 10,
          duration: 10,
          headers: { cookie: lawyerCookie },
        }),
      );
      const submissions = await measureSubmissions(api.base, notifyCookie);
      perRun.push({
        run,
        bareRps: bare.rps,
        bareDbRps: bareDb?.rps ?? null,
        bareUploadRps: bareUpload.rps,
        lookup,
        estates,
        submissions,
      });
      details.push(
        { run, what: 'bare Fastify', rps: bare.rps, p99Ms: bare.p99Ms },
        ...(bareDb ? [{ run, what: 'bare Fastify + 1 query', rps: bareDb.rps, p99Ms: bareDb.p99Ms }] : []),
        { run, what: 'bare Fastify, 1 MB upload to disk', rps: bareUpload.rps, p99Ms: bareUpload.p99Ms },
        { run, what: 'status lookup', ...lookup },
        { run, what: 'My Estates (pageSize=12)', ...estates },
        { run, what: 'submission (5 organisations, 1 MB PDF)', ...submissions },
      );
    }
  } finally {
    await api.stop();
  }
  const m = (pick) => median(perRun.map(pick));
  const bareRps = m((r) => r.bareRps);
  const lookupRps = m((r) => r.lookup.rps);
  const estatesRps = m((r) => r.estates.rps);
  const lookupP99 = m((r) => r.lookup.p99Ms);
  const estatesP99 = m((r) => r.estates.p99Ms);
  // What a route that reads the database at all can reach here (PostgreSQL only): beside it, how
  // much of each API row's cost is the API's own.
  const bareDbRps = databaseUrl ? m((r) => r.bareDbRps) : null;
  const bareUploadRps = m((r) => r.bareUploadRps);
  const ofDb = (rps) => (bareDbRps ? `; ${pct(rps, bareDbRps)} of one query's` : '');
  const errors = perRun.reduce((n, r) => n + r.lookup.errors + r.estates.errors + r.submissions.errors, 0);
  if (bareDbRps)
    table.push({
      measure: 'reference: bare Fastify + one PostgreSQL query per request',
      figure: `${bareDbRps} req/s`,
      bare: `${bareRps} req/s`,
      ratio: pct(bareDbRps, bareRps),
      target: 'none (the ceiling of any route that reads the database)',
      met: null,
    });
  table.push(
    {
      measure: 'status lookup `GET /api/notifications/status/{code}`',
      figure: `${lookupRps} req/s, p99 ${lookupP99} ms${ofDb(lookupRps)}`,
      bare: `${bareRps} req/s`,
      ratio: pct(lookupRps, bareRps),
      target: '≥ 40% of bare, p99 ≤ 20 ms',
      met: lookupRps >= 0.4 * bareRps && lookupP99 <= 20,
    },
    {
      measure: 'signed-in My Estates `GET /api/estates?pageSize=12`',
      figure: `${estatesRps} req/s, p99 ${estatesP99} ms${ofDb(estatesRps)}`,
      bare: `${bareRps} req/s`,
      ratio: pct(estatesRps, bareRps),
      target: '≥ 25% of bare, p99 ≤ 30 ms',
      met: estatesRps >= 0.25 * bareRps && estatesP99 <= 30,
    },
    {
      measure: 'reference: bare Fastify taking the same 1 MB multipart post to disk (4 connections)',
      figure: `${bareUploadRps}/s`,
      target: 'none (the ceiling of any upload route)',
      met: null,
    },
    {
      measure: 'notification submission (5 organisations, 1 MB PDF)',
      figure: `${m((r) => r.submissions.rps)}/s, p99 ${m((r) => r.submissions.p99Ms)} ms; ${pct(
        m((r) => r.submissions.rps),
        bareUploadRps,
      )} of the bare upload's`,
      // Issue 43: against the same upload taken to disk by bare Fastify, in the same run.
      target: "≥ 60% of the bare upload's",
      met: m((r) => r.submissions.rps) >= 0.6 * bareUploadRps,
    },
  );
  if (errors)
    table.push({ measure: 'API rows: failed requests', figure: String(errors), target: '0', met: false });
}

// Issue 43's gates: each route beside its own SQL replayed without the app (decision 082).
if (wanted('own-sql') && databaseUrl) {
  const rows = await measureAgainstOwnSql();
  const targets = [
    { share: 0.8, p99: 20 },
    { share: 0.6, p99: 20 },
  ];
  for (const [i, r] of rows.entries()) {
    const target = targets[i] ?? { share: 0.6, p99: 20 };
    details.push(
      { what: `${r.what} (app)`, ...r.app },
      { what: `${r.what} (its SQL)`, ...r.sql },
      { what: `${r.what} (its SQL, then the app's own headers and body)`, ...r.same },
    );
    table.push({
      measure: `${r.what}, against its own SQL (${r.statements} statements)`,
      figure: `${r.app.rps} req/s, p99 ${r.app.p99Ms} ms`,
      bare: `${r.sql.rps} req/s, p99 ${r.sql.p99Ms} ms`,
      ratio: pct(r.app.rps, r.sql.rps),
      target: `≥ ${Math.round(100 * target.share)}% of its SQL, p99 ≤ ${target.p99} ms`,
      met: r.share >= target.share && r.app.p99Ms <= target.p99,
    });
  }
}

if (wanted('scale') && databaseUrl) {
  const rows = await measureEstatesAtScale({ databaseUrl });
  details.push(
    ...rows.map((r) => ({
      what: r.what,
      p50Ms: r.p50Ms,
      p95Ms: r.p95Ms,
      sqlP95Ms: r.sqlP95Ms,
      ratio: r.ratio,
      rpsAt4: r.rpsAt4,
    })),
  );
  const worst = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  const over = rows.filter((r) => r.ratio > 1.5);
  const scanning = rows.filter((r) => r.seqScans.length);
  table.push({
    measure: 'lists at 10,000 estates / 100,000 tasks / 100,000 documents (p95 beside its own SQL, each row)',
    figure: `worst ${worst.p95Ms} ms = ${worst.ratio}× its SQL (${worst.what}); ${over.length} of ${rows.length} rows over 1.5×; ${scanning.length} read a large table whole`,
    target: 'each p95 ≤ 1.5× its own SQL; no sequential scan of a large table',
    met: over.length === 0 && scanning.length === 0,
  });
}

if (wanted('platform')) {
  const rows = await measurePlatform({ databaseUrl, runs, measureThroughput: false });
  details.push(...rows);
  const pg = rows.find((r) => r.database === 'PostgreSQL');
  const lite = rows.find((r) => r.database === 'PGlite');
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  table.push(
    {
      // Issue 43's row, with the fresh start's floor measured in the same run: PGlite opened from the
      // same template by a bare process (bench/bare-pglite.mjs).
      measure: 'start to healthy: a new embedded database / existing data on PGlite / on PostgreSQL',
      figure: `${s(lite.freshStartMs)} (PGlite alone from the template: ${s(lite.bareFreshStartMs)}) / ${s(lite.existingStartMs)} / ${pg ? s(pg.existingStartMs) : 'not measured'}`,
      target: '≤ 3 s / ≤ 2 s / ≤ 1 s',
      met: lite.freshStartMs <= 3000 && lite.existingStartMs <= 2000 && (!pg || pg.existingStartMs <= 1000),
    },
    {
      measure: 'idle memory (RSS 3 s after a start on existing data)',
      figure: `${pg ? `PostgreSQL ${pg.existingIdleRssMb} MB, ` : ''}PGlite ${lite.existingIdleRssMb} MB`,
      target: '≤ 150 MB, PGlite ≤ 400 MB',
      met: (!pg || pg.existingIdleRssMb <= 150) && lite.existingIdleRssMb <= 400,
    },
  );
}

if (wanted('web')) {
  {
    const api = await startApi({ databaseUrl: null, name: 'bench-web', env: { WORKER: 'false' } });
    try {
      const w = await measureWebLoad({ base: api.base });
      details.push({ what: 'web load', ...w });
      table.push(
        {
          measure: 'public page JavaScript (home, brotli)',
          figure: `${w.homeJsKB} KB`,
          target: '≤ 30 KB',
          met: w.homeJsKB <= 30,
        },
        {
          measure: 'first signed-in dashboard load (JS+CSS, brotli); My Estates first row, cold',
          figure: `${w.dashboardBrotliKB} KB; ${w.estatesFirstRowMs} ms`,
          target: '≤ 130 KB; ≤ 600 ms',
          met: w.dashboardBrotliKB <= 130 && w.estatesFirstRowMs <= 600,
        },
      );
    } finally {
      await api.stop();
    }
  }
}

if (wanted('lighthouse')) {
  const all = await measureLighthouse();
  console.log(lighthouseTable(all));
  // The pages, and their floor measured among them under the same load (bench/lighthouse.mjs).
  const rows = all.filter((r) => r.page !== BARE_PAGE_ROW);
  const floor = all.filter((r) => r.page === BARE_PAGE_ROW && !r.error);
  const measured = rows.filter((r) => !r.error);
  const worstPerf = Math.min(...measured.map((r) => r.performance ?? 0));
  const worstTbt = Math.max(...measured.map((r) => r.tbtMs));
  table.push({
    measure: `Lighthouse mobile, ${rows.length} public pages`,
    figure: `worst performance ${worstPerf}, worst TBT ${worstTbt} ms${rows.length > measured.length ? `; ${rows.length - measured.length} failed to run` : ''}`,
    bare: floor.length
      ? `a bare HTML page: performance ${Math.min(...floor.map((r) => r.performance ?? 0))}, TBT up to ${Math.max(...floor.map((r) => r.tbtMs))} ms`
      : '',
    target: '1.0 on every page, TBT ≤ 50 ms',
    met: worstPerf >= 1 && worstTbt <= 50 && rows.length === measured.length,
  });
}

if (details.length) console.table(details);
console.log(
  `\nIssue 20's table (${databaseUrl ? 'PostgreSQL' : 'PGlite'}; API rows: median of ${runs} runs)\n`,
);
console.log("| measure | figure | reference (bare Fastify, or the route's own SQL) | ratio | target | met |");
console.log('|---|---|---|---|---|---|');
for (const r of table) {
  const met = r.met === null ? '—' : r.met ? 'yes' : 'no';
  console.log(`| ${r.measure} | ${r.figure} | ${r.bare ?? ''} | ${r.ratio ?? ''} | ${r.target} | ${met} |`);
}
