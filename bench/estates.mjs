// Estates at scale: 10,000 estates, 100,000 tasks, 100,000 documents, 50,000 audit events and the
// records kit's 50,000 assets, 20,000 liabilities, 30,000 beneficiaries and 10,000 valuations for one
// lawyer, generated in SQL, then the latency of My Estates (search and a deep page), the documents
// library, the dashboard home and the record lists. Each row is measured beside its own SQL (issue
// 43): the statements one request ran, captured off the wire and replayed by bare Fastify
// (bench/same-sql.mjs), timed the same way in the same run; and each SELECT is explained with its
// parameters to find sequential scans of the large tables. BENCH_ESTATES=100000 runs it ten times
// larger (1,000,000 tasks and documents; generating it takes about 6 minutes here, so
// BENCH_KEEP_DATABASE=name keeps the database under that name and a later run with the same name
// measures it again without generating). BENCH_REQUESTS (default 200) sets how many requests each
// p95 is of; BENCH_ROWS=<regular expression> measures only the rows whose name it matches.
// PostgreSQL only:
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:estates
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_LAWYER, finishSeeding, latency, runDirectly, signIn, startApi } from './lib.mjs';
import { captureEnv, captureRouteSql, valuesOf, withSameSqlServer } from './same-sql.mjs';

/** A table with more rows than this is large: a sequential scan of it is a finding. */
const LARGE_TABLE_ROWS = 5000;

/**
 * Generates the data, then measures each list beside its own SQL. `npm run bench` calls it; run
 * directly it prints the table.
 * @param {{ databaseUrl: string, autocannonSeconds?: number, estates?: number, keepDatabase?: string, requests?: number, rowsMatching?: string }} options
 * @returns {Promise<{ what: string, p50Ms: number, p95Ms: number, p99Ms: number, rpsAt4: number, errors: number, statements: number, sqlP95Ms: number, ratio: number, seqScans: string[] }[]>}
 */
export async function measureEstatesAtScale({
  databaseUrl,
  autocannonSeconds = 5,
  estates = 10_000,
  keepDatabase,
  requests = 200,
  rowsMatching,
}) {
  const capture = captureEnv();
  const kept = keepDatabase ? await keptDatabase(databaseUrl, keepDatabase) : null;
  // No outbox worker or periodic jobs: nothing but the request runs statements while they are captured.
  const api = await startApi({
    databaseUrl,
    name: 'bench-estates',
    env: { ...capture.env, WORKER: 'false' },
    nodeArgs: capture.nodeArgs,
    ...(kept ? { data: kept.data } : {}),
  });
  const { base } = api;
  const explainer = new pg.Client({ connectionString: api.databaseUrl });
  try {
    await explainer.connect();
    const someEstate = (await hasScaleData(explainer, estates))
      ? await someEstateOf(explainer)
      : await seedEstatesAtScale(api.databaseUrl, estates);
    const large = await largeTables(explainer);

    const cookie = await signIn(base, DEMO_LAWYER.email, DEMO_LAWYER.password);
    const results = [];
    // Where page 200 of the documents library and page 1000 of the assets by value begin: the
    // `nextCursor` the page before answers (keyset paging, decisions 083 and 087).
    const nextCursorOf = (path) =>
      fetch(`${base}${path}`, { headers: { cookie } })
        .then((r) => r.json())
        .then((page) => page.nextCursor);
    const page200Cursor = await nextCursorOf('/api/documents?page=199');
    const page1000Cursor = await nextCursorOf('/api/assets?sort=value&order=desc&page=999');
    const only = rowsMatching ? new RegExp(rowsMatching, 'i') : null;
    for (const [what, path] of listsAtScale(someEstate, estates, page200Cursor, page1000Cursor)) {
      if (only && !only.test(what)) continue;
      const statements = await captureRouteSql(api, capture, path, { cookie });
      // What one person waits for: 200 requests one after another (after 20 to warm up), the app
      // and then its own SQL without the app.
      const timing = { decimals: 1, requests, warmup: Math.min(20, requests / 10) };
      const { p50Ms, p95Ms, p99Ms } = await latency(base, path, { cookie, ...timing });
      const sql = await withSameSqlServer({
        databaseUrl: api.databaseUrl,
        statements,
        measure: async (replayUrl) => {
          const u = new URL(replayUrl);
          return latency(u.origin, u.pathname, timing);
        },
      });
      // How many the server answers per second with 4 people at once.
      const r = await autocannon({
        url: `${base}${path}`,
        connections: 4,
        duration: autocannonSeconds,
        headers: { cookie },
      });
      results.push({
        what,
        p50Ms,
        p95Ms,
        p99Ms,
        rpsAt4: Math.round(r.requests.average),
        errors: r.non2xx + r.errors,
        statements: statements.length,
        sqlP95Ms: sql.p95Ms,
        ratio: Math.round((100 * p95Ms) / Math.max(sql.p95Ms, 0.1)) / 100,
        seqScans: await sequentialScans(explainer, statements, large),
      });
    }
    return results;
  } finally {
    await explainer.end().catch(() => {});
    await api.stop();
    capture.remove();
  }
}

/**
 * A database kept between runs under `name` (created when missing), for `startApi`'s `data`: its
 * stop() leaves it in place.
 */
async function keptDatabase(databaseUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error('BENCH_KEEP_DATABASE: lower-case letters, digits and _');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-estates-kept-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return {
    data: {
      dataDir,
      port: 3300 + Math.floor(Math.random() * 600),
      fresh: { url: url.toString(), drop: async () => {} },
    },
  };
}

/** Whether the database already holds the generated estates (a kept database from an earlier run). */
async function hasScaleData(db, estates) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM estates WHERE deceased_name LIKE 'Person %'`,
  );
  return rows[0].n >= estates;
}

/** The one-estate lists' estate, as seedEstatesAtScale answers it. */
async function someEstateOf(db) {
  const { rows } = await db.query(
    `SELECT estate_id FROM estates WHERE created_by = (SELECT user_id FROM users WHERE email = 'lawyer@demo.estate.nz') ORDER BY deceased_name LIMIT 1`,
  );
  return rows[0].estate_id;
}

/** The tables over LARGE_TABLE_ROWS rows (from the statistics ANALYZE left). */
async function largeTables(db) {
  const { rows } = await db.query(
    `SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples > $1`,
    [LARGE_TABLE_ROWS],
  );
  return new Set(rows.map((r) => r.relname));
}

/**
 * The large tables a captured request's SELECTs read whole: sequential scans that ran (EXPLAIN
 * ANALYZE with the request's own parameters; a branch the plan holds but never runs, such as the
 * role links of someone who created every estate, is not one), with the rows each kept.
 * @returns {Promise<string[]>} e.g. ['estates (kept 10,003 of 10,003)']
 */
async function sequentialScans(db, statements, large) {
  const found = new Set();
  for (const s of statements) {
    if (!/^\s*(select|with)\b/i.test(s.text)) continue;
    const { rows } = await db.query({
      text: `EXPLAIN (ANALYZE, FORMAT JSON) ${s.text}`,
      values: valuesOf(s),
    });
    const walk = (node) => {
      const loops = node['Actual Loops'] ?? 0;
      if (/Seq Scan/.test(node['Node Type']) && large.has(node['Relation Name']) && loops > 0) {
        const kept = Math.round(node['Actual Rows'] * loops);
        const read = kept + Math.round((node['Rows Removed by Filter'] ?? 0) * loops);
        found.add(
          `${node['Relation Name']} (kept ${kept.toLocaleString('en-NZ')} of ${read.toLocaleString('en-NZ')})`,
        );
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(rows[0]['QUERY PLAN'][0].Plan);
  }
  return [...found];
}

if (runDirectly(import.meta.url)) {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server.');
  const estates = Number(process.env.BENCH_ESTATES ?? 10_000);
  const rows = await measureEstatesAtScale({
    databaseUrl: process.env.DATABASE_URL,
    estates,
    keepDatabase: process.env.BENCH_KEEP_DATABASE,
    requests: Number(process.env.BENCH_REQUESTS ?? 200),
    rowsMatching: process.env.BENCH_ROWS,
  });
  console.log(
    `\nLists at ${estates.toLocaleString('en-NZ')} estates, each beside its own SQL (p95 of ${Number(process.env.BENCH_REQUESTS ?? 200)} requests one after another)\n`,
  );
  console.log(
    '| list | app p50 / p95 / p99 | its SQL p95 (statements) | app ÷ SQL | req/s at 4 | sequential scans of large tables |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.what} | ${r.p50Ms} / ${r.p95Ms} / ${r.p99Ms} ms | ${r.sqlP95Ms} ms (${r.statements}) | ${r.ratio}× | ${r.rpsAt4}${r.errors ? ` (${r.errors} failed)` : ''} | ${r.seqScans.join(', ') || 'none'} |`,
    );
}

/**
 * Generates the data at scale in the API's fresh database (after the demo data), for the demo
 * lawyer. Returns one of the estates, for the one-estate lists.
 * @param {string} databaseUrl
 * @returns {Promise<string>}
 */
export async function seedEstatesAtScale(databaseUrl, estates = 10_000) {
  const db = new pg.Client({ connectionString: databaseUrl });
  // A failed step drops the database in `finally`, which ends this connection: that must not hide
  // the step's own error behind an unhandled 'error' event.
  db.on('error', () => {});
  await db.connect();
  const started = Date.now();
  const { rows } = await db.query(`SELECT user_id FROM users WHERE email = 'lawyer@demo.estate.nz'`);
  const lawyer = rows[0].user_id;
  await db.query(
    // The lawyer's firm's estates, as the app opens them (decision 020).
    `INSERT INTO estates (deceased_name, date_of_death, last_known_address, workflow_type, will_status, estimated_value, status, stage, created_by, firm_id, date_created, updated_at)
   SELECT 'Person ' || g || ' ' || (ARRAY['Wilson','Ngata','Chen','Singh','Te Rangi','Smith','Brown','Patel'])[1 + g % 8],
        to_char(date '2024-01-01' + (g % 900), 'YYYY-MM-DD'), g || ' Queen Street, Auckland',
        CASE WHEN g % 3 = 0 THEN 'letters_of_administration' ELSE 'probate' END,
        CASE WHEN g % 3 = 0 THEN 'No Will (Intestate)' ELSE 'Valid Will Exists' END,
        (100000 + g * 37)::text, CASE WHEN g % 10 = 0 THEN 'completed' ELSE 'active' END, 'initial', $1,
        (SELECT firm_id FROM users WHERE user_id = $1), now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
   FROM generate_series(1, $2::int) g`,
    [lawyer, estates],
  );
  await db.query(
    `INSERT INTO estateroles (estate_id, user_id, role) SELECT estate_id, $1, 'lawyer' FROM estates WHERE created_by = $1 ON CONFLICT DO NOTHING`,
    [lawyer],
  );
  await db.query(
    `INSERT INTO tasks (estate_id, name, status, due_date)
   SELECT e.estate_id, 'Task ' || g, (ARRAY['todo','in_progress','completed'])[1 + g % 3], to_char(current_date + (g * 7), 'YYYY-MM-DD')
   FROM estates e CROSS JOIN generate_series(1, 10) g WHERE e.created_by = $1`,
    [lawyer],
  );
  await db.query(
    `INSERT INTO documents (estate_id, type, file_url, uploaded_file, uploaded_by, tags, storage_key, size_bytes, upload_date)
   SELECT e.estate_id, 'PDF', '/api/documents/x/file', 'document-' || g || '.pdf', $1, ARRAY['intake'], 'missing/' || g, 1000,
        now() - ((random() * 90000)::int || ' minutes')::interval
   FROM estates e CROSS JOIN generate_series(1, 10) g WHERE e.created_by = $1`,
    [lawyer],
  );
  // Recent Activity reads the audit trail: five events per estate, spread over the last year.
  await db.query(
    `INSERT INTO audit_events (actor_id, action, entity_type, entity_id, data, created_at)
   SELECT $1, 'task.status_changed', 'task', gen_random_uuid()::text,
        jsonb_build_object('estateId', e.estate_id, 'name', 'Task ' || g, 'to', 'completed'),
        now() - ((random() * 525600)::int || ' minutes')::interval
   FROM estates e CROSS JOIN generate_series(1, 5) g WHERE e.created_by = $1`,
    [lawyer],
  );
  // The records kit's lists: 5 assets, 2 liabilities, 3 beneficiaries and a valuation per estate.
  await db.query(
    `INSERT INTO assets (estate_id, name, type, value_cents, status, location)
   SELECT e.estate_id, (ARRAY['Family home','Bach','KiwiSaver','ANZ account','Car'])[g] || ' ' || left(e.deceased_name, 12),
        (ARRAY['property','property','investment','bank','vehicle'])[g], (g * 123457 + length(e.deceased_name))::bigint,
        (ARRAY['verified','pending','unverified'])[1 + g % 3], 'Auckland'
   FROM estates e CROSS JOIN generate_series(1, 5) g WHERE e.created_by = $1`,
    [lawyer],
  );
  await db.query(
    `INSERT INTO liabilities (estate_id, name, type, amount_cents, creditor)
   SELECT e.estate_id, (ARRAY['Home loan','Visa card'])[g], (ARRAY['mortgage','credit'])[g], g * 98765, 'ANZ'
   FROM estates e CROSS JOIN generate_series(1, 2) g WHERE e.created_by = $1`,
    [lawyer],
  );
  await db.query(
    `INSERT INTO beneficiaries (estate_id, full_name, relationship, share_basis_points)
   SELECT e.estate_id, 'Heir ' || g || ' of ' || e.deceased_name, 'child', 3333
   FROM estates e CROSS JOIN generate_series(1, 3) g WHERE e.created_by = $1`,
    [lawyer],
  );
  await db.query(
    `INSERT INTO valuations (estate_id, asset_id, asset_name, value_cents, previous_value_cents, type, valued_on)
   SELECT a.estate_id, a.asset_id, a.name, a.value_cents + 1000, a.value_cents, 'market', date '2026-06-01'
   FROM assets a WHERE a.type = 'investment'`,
  );
  // The estate's working records (issue 13): the seven New Zealand obligations of every estate, a
  // third of them past due, so the overdue counts have work to do.
  await db.query(
    `INSERT INTO compliance_items (estate_id, requirement, priority, due_date, status)
   SELECT e.estate_id, 'Obligation ' || g, (ARRAY['high','medium','low'])[1 + g % 3],
        current_date + ((g - 3) * 30), CASE WHEN g % 4 = 0 THEN 'completed' ELSE 'pending' END
   FROM estates e CROSS JOIN generate_series(1, 7) g WHERE e.created_by = $1`,
    [lawyer],
  );
  const { someEstate, counts } = await finishSeeding(db, lawyer, {
    e: 'estates',
    t: 'tasks',
    d: 'documents',
    a: 'audit_events',
  });
  await db.end();
  console.log(
    `generated ${counts.e} estates, ${counts.t} tasks, ${counts.d} documents, ${counts.a} audit events in ${Date.now() - started} ms`,
  );

  return someEstate;
}

/**
 * The lists measured: [what, path].
 * @param {string} someEstate
 * @param {number} [estates]
 * @param {string | null} [page200Cursor] the `nextCursor` of the documents library's page 199
 * @param {string | null} [assetsPage1000Cursor] the `nextCursor` of page 999 of the assets by value
 * @returns {[string, string][]}
 */
export function listsAtScale(
  someEstate,
  estates = 10_000,
  page200Cursor = null,
  assetsPage1000Cursor = null,
) {
  const n = (perEstate) => (perEstate * estates).toLocaleString('en-NZ');
  return [
    ['My Estates, first page', '/api/estates'],
    ['My Estates, search "ngata"', '/api/estates?q=ngata'],
    ['My Estates, page 400', '/api/estates?page=400'],
    ['Documents library, first page', '/api/documents'],
    ['Documents library, search', '/api/documents?q=document-7'],
    ['Documents library, page 200', '/api/documents?page=200'],
    ...(page200Cursor
      ? [['Documents library, page 200 by cursor (Next)', `/api/documents?page=200&after=${page200Cursor}`]]
      : []),
    ['Dashboard home', '/api/dashboard'],
    [`Assets of all estates (${n(5)}), first page + totals`, '/api/assets'],
    ['Assets of all estates, search "bach"', '/api/assets?q=bach'],
    ['Assets of all estates, by value, page 1000', '/api/assets?sort=value&order=desc&page=1000'],
    ...(assetsPage1000Cursor
      ? [
          [
            'Assets of all estates, by value, page 1000 by cursor (Next)',
            `/api/assets?sort=value&order=desc&page=1000&after=${assetsPage1000Cursor}`,
          ],
        ]
      : []),
    ['Assets of one estate', `/api/estates/${someEstate}/assets`],
    ['Beneficiaries of one estate', `/api/estates/${someEstate}/beneficiaries`],
    [`Valuations of all estates (${n(1)}) + change totals`, '/api/valuations'],
    [`Compliance of all estates (${n(7)}) + overdue counts`, '/api/compliance-items'],
    ['Compliance of all estates, overdue only', '/api/compliance-items?status=overdue'],
    ['Compliance of one estate', `/api/estates/${someEstate}/compliance-items`],
    [`Timeline of one estate (${n(5)} events in all)`, `/api/estates/${someEstate}/timeline`],
  ];
}
