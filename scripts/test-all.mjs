// The one test command: builds, runs the unit and API tests (Vitest) and the end-to-end tests
// (Playwright on Debian's Chromium), then prints one line "N passed, N failed" for the whole run.
// With DATABASE_URL set, every suite runs on PostgreSQL; otherwise on embedded PGlite.
//   --no-e2e   skip the browser tests      --no-build  use the existing build
//   --e2e-only  only the browser tests
//   --e2e-shards=N  split the browser tests into N Playwright shards run side by side, each with
//              its own server and database (default E2E_SHARDS, else 1); the machine's cores are
//              shared among them as workers (E2E_WORKERS to set the number per shard)
//   --db-only  only the Vitest files that use a database (apps/api/test), sharing loaded modules
//              between files: for a second pass on another database, where the pure unit tests
//              would prove nothing new
//   --db-differs  of those, only the files whose behaviour can differ by database (decision 068):
//              CI's second pass, on PGlite
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const args = new Set(process.argv.slice(2));
const dir = mkdtempSync(path.join(tmpdir(), 'estate-tests-'));
const run = (cmd, argv, env = {}) =>
  spawnSync(cmd, argv, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

if (!args.has('--no-build')) {
  if (run('npm', ['run', 'build', '--silent']) !== 0) {
    console.log('build failed');
    console.log(`0 passed, 1 failed`);
    process.exit(1);
  }
}

/**
 * The API tests whose behaviour can differ between PostgreSQL and PGlite (decision 068): the code
 * that asks which database it runs on (opening it, its lock and template, the change feed, backups,
 * the outbox, better-auth's transaction), the statements written by hand rather than through the
 * query builder (sessions, rate limits, file intents, file numbers, the status lookup, the estate
 * lock), the tests of many hands (PGlite has one connection, PostgreSQL a pool), and the
 * authorization matrix, which answers every route once, each answer checked against its schema,
 * so a value the other driver reads differently fails there. The rest run on PostgreSQL only.
 */
const DIFFERS_BY_DATABASE = [
  'apps/api/test/access',
  'apps/api/test/platform',
  'apps/api/test/accounts/auth.test.ts',
  'apps/api/test/documents/uploads.test.ts',
  'apps/api/test/estates/estate-records.test.ts',
  'apps/api/test/estates/estates-names-and-numbers.test.ts',
  'apps/api/test/estates/record-paging.test.ts',
  'apps/api/test/notifyflow/notifyflow-status.test.ts',
  'apps/api/test/notifyflow/outbox-worker.test.ts',
];
const missing = DIFFERS_BY_DATABASE.filter((p) => !existsSync(p));
if (args.has('--db-differs') && missing.length > 0) {
  console.log(`scripts/test-all.mjs names test files that are not there: ${missing.join(', ')}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

if (!args.has('--e2e-only')) {
  console.log(`\n== Unit and API tests (Vitest, ${where})`);
  const vitestJson = path.join(dir, 'vitest.json');
  const vitestCode = run('npx', [
    'vitest',
    'run',
    // The API files share each worker's loaded modules between files (vitest.config.ts: 424 s → 195 s
    // for the PGlite pass, 350 s → 167 s for the whole Vitest run on PostgreSQL).
    ...(args.has('--db-only') ? ['--project=api'] : []),
    ...(args.has('--db-differs') ? ['--project=api', ...DIFFERS_BY_DATABASE] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  if (existsSync(vitestJson)) {
    const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
    passed += r.numPassedTests;
    // A failed test counts once. `numFailedTestSuites` also counts every describe block around it, so
    // it is not added; a file that failed without a failing test (it did not load) counts as one.
    failed += r.numFailedTests;
    for (const file of r.testResults ?? []) {
      const tests = file.assertionResults ?? [];
      if (file.status === 'failed' && !tests.some((a) => a.status === 'failed')) failed += 1;
    }
  } else failed += 1;
  if (vitestCode !== 0 && failed === 0) failed += 1;
}

/** A value option given as `--name=value`. */
const option = (name) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3);

/**
 * One Playwright shard: its own server on its own port (playwright.config.ts starts e2e/server.mjs
 * with a fresh database), its lines prefixed when there are several. Resolves to its exit code.
 */
function shard(index, count, workers, json) {
  const argv = ['playwright', 'test', `--workers=${workers}`];
  if (count > 1) argv.push(`--shard=${index}/${count}`);
  const env = {
    ...process.env,
    PW_JSON: json,
    ...(count > 1 ? { PW_OUTPUT_DIR: `test-results/shard-${index}` } : {}),
    E2E_PORT: String(Number(process.env.E2E_PORT ?? 3100) + index - 1),
  };
  if (count === 1)
    return new Promise((done) =>
      spawn('npx', argv, { stdio: 'inherit', env }).on('exit', (c) => done(c ?? 1)),
    );
  const child = spawn('npx', argv, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const prefix = (out) => {
    let rest = '';
    return (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${index}/${count}] ${line}\n`);
    };
  };
  child.stdout.on('data', prefix(process.stdout));
  child.stderr.on('data', prefix(process.stderr));
  return new Promise((done) => child.on('exit', (c) => done(c ?? 1)));
}

if (!args.has('--no-e2e')) {
  const shards = Math.max(1, Number(option('e2e-shards') ?? process.env.E2E_SHARDS ?? 1) || 1);
  const workers = Math.max(1, Number(process.env.E2E_WORKERS) || Math.round(availableParallelism() / shards));
  console.log(`\n== End-to-end tests (Playwright, ${where}, ${shards} shard(s) × ${workers} worker(s))`);
  const jsons = Array.from({ length: shards }, (_, i) => path.join(dir, `playwright-${i + 1}.json`));
  const codes = await Promise.all(jsons.map((json, i) => shard(i + 1, shards, workers, json)));
  let counted = 0;
  for (const json of jsons) {
    if (!existsSync(json)) {
      failed += 1;
      continue;
    }
    const s = JSON.parse(readFileSync(json, 'utf8')).stats;
    passed += s.expected;
    failed += s.unexpected + s.flaky;
    counted += s.expected + s.unexpected + s.flaky;
  }
  if (codes.some((c) => c !== 0) && failed === 0) failed += 1;
  if (counted === 0) failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
