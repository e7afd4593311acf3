// Issue 43's gates: the status lookup and My Estates, each measured against its own SQL without the
// app (bench/same-sql.mjs), alternating in one run. PostgreSQL only. Run after `npm run build`:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:own-sql
// BENCH_RUNS pairs (default 3) of BENCH_SECONDS each (default 5), medians; BENCH_SHOW_SQL=1 prints
// the statements each route ran.
import { DEMO_LAWYER, median, signIn, startApi } from './lib.mjs';
import { DEMO_NOTIFY, sampleCode } from './notifyflow.mjs';
import { orgAdmins, orgKey } from './org-setup.mjs';
import { captureEnv, captureRouteSql, load, sameAnswer, withSameSqlServer } from './same-sql.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'bench:own-sql needs DATABASE_URL (a PostgreSQL server): the reference replays its SQL there',
  );
  process.exit(1);
}
const runs = Number(process.env.BENCH_RUNS ?? 3);
const duration = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * Each route beside its own SQL, alternating app and reference `runs` times.
 * @returns {Promise<{ what: string, statements: number, app: { rps: number, p99Ms: number }, sql: { rps: number, p99Ms: number }, share: number, same: { rps: number, p99Ms: number, bytes: number }, shareOfSame: number }[]>}
 */
export async function measureAgainstOwnSql() {
  const capture = captureEnv();
  // No outbox worker or periodic jobs: nothing but the request runs statements while they are captured.
  const api = await startApi({
    databaseUrl,
    name: 'bench-own-sql',
    env: { ...capture.env, WORKER: 'false' },
    nodeArgs: capture.nodeArgs,
  });
  try {
    const lawyer = await signIn(api.base, DEMO_LAWYER.email, DEMO_LAWYER.password);
    const notify = await signIn(api.base, DEMO_NOTIFY.email, DEMO_NOTIFY.password);
    const code = await sampleCode(api.base, notify);
    // Issue 44: an organisation's API, with its key: a page of 25 of the notices addressed to it.
    for (let i = 0; i < 24; i++) await sampleCode(api.base, notify);
    const { items } = await fetch(`${api.base}/api/institutions`).then((r) => r.json());
    const [orgAdmin] = await orgAdmins(api, [items[0].institutionId]);
    const key = await orgKey(api.base, orgAdmin);
    // Its last use is written at most once a minute: once now, not inside the captured request.
    await fetch(`${api.base}/api/org/v1/notifications?limit=25`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const routes = [
      {
        what: 'status lookup `GET /api/notifications/status/{code}`',
        url: `/api/notifications/status/${code}`,
        headers: {},
      },
      {
        what: 'My Estates `GET /api/estates?pageSize=12`, signed in',
        url: '/api/estates?pageSize=12',
        headers: { cookie: lawyer },
      },
      {
        what: 'an organisation’s notifications `GET /api/org/v1/notifications?limit=25`, by API key',
        url: '/api/org/v1/notifications?limit=25',
        headers: { authorization: `Bearer ${key}` },
      },
    ];
    const rows = [];
    for (const route of routes) {
      const statements = await captureRouteSql(api, capture, route.url, route.headers);
      if (process.env.BENCH_SHOW_SQL) {
        console.log(`\n${route.what}: ${statements.length} statements`);
        for (const s of statements)
          console.log(
            `  [conn ${s.connection}] ${s.startMs.toFixed(2)}–${s.endMs?.toFixed(2)} ms ${s.name ? `(${s.name}) ` : ''}${s.text.replace(/\s+/g, ' ').slice(0, 160)}`,
          );
      }
      const app = [];
      const sql = [];
      // The same SQL again, answering the app's own headers (its security headers are a kilobyte)
      // and body: what remains between the two is the app's code alone.
      const same = [];
      const answer = await sameAnswer(`${api.base}${route.url}`, route.headers);
      await withSameSqlServer({
        databaseUrl: api.databaseUrl,
        statements,
        measure: (replayUrl) =>
          withSameSqlServer({
            databaseUrl: api.databaseUrl,
            statements,
            answer,
            measure: async (answerUrl) => {
              for (let run = 0; run < runs; run++) {
                app.push(await load(`${api.base}${route.url}`, { headers: route.headers, duration }));
                sql.push(await load(replayUrl, { duration }));
                same.push(await load(answerUrl, { duration }));
              }
            },
          }),
      });
      const m = (list, key) => median(list.map((r) => r[key]));
      const appRps = m(app, 'rps');
      const sqlRps = m(sql, 'rps');
      const sameRps = m(same, 'rps');
      rows.push({
        what: route.what,
        statements: statements.length,
        app: { rps: appRps, p99Ms: m(app, 'p99Ms') },
        sql: { rps: sqlRps, p99Ms: m(sql, 'p99Ms') },
        share: appRps / sqlRps,
        same: { rps: sameRps, p99Ms: m(same, 'p99Ms'), bytes: Buffer.byteLength(answer.body) },
        shareOfSame: appRps / sameRps,
      });
    }
    return rows;
  } finally {
    await api.stop();
    capture.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!databaseUrl) {
    console.error(
      'bench:own-sql needs DATABASE_URL (a PostgreSQL server): the reference replays its SQL there',
    );
    process.exit(1);
  }
  const rows = await measureAgainstOwnSql();
  console.log(
    `\nEach route beside its own SQL without the app (median of ${runs} alternating runs of ${duration} s, 10 connections)\n`,
  );
  console.log(
    "| route | statements | app | its SQL in bare Fastify (rows as JSON) | share | its SQL, then the app's own headers and body | share |",
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.what} | ${r.statements} | ${r.app.rps} req/s, p99 ${r.app.p99Ms} ms | ${r.sql.rps} req/s, p99 ${r.sql.p99Ms} ms | ${Math.round(100 * r.share)}% | ${r.same.rps} req/s, p99 ${r.same.p99Ms} ms (${r.same.bytes} bytes) | ${Math.round(100 * r.shareOfSame)}% |`,
    );
}
