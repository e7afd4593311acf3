// The one test command: builds, runs the unit and API tests (Vitest) and the end-to-end tests
// (Playwright on Debian's Chromium), then prints one line "N passed, N failed" for the whole run.
// With DATABASE_URL set, every suite runs on PostgreSQL; otherwise on embedded PGlite.
//   --no-e2e   skip the browser tests      --no-build  use the existing build
//   --db-only  only the Vitest files that use a database (apps/api/test), sharing loaded modules
//              between files: for a second pass on another database, where the pure unit tests
//              would prove nothing new
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

console.log(`\n== Unit and API tests (Vitest, ${where})`);
const vitestJson = path.join(dir, 'vitest.json');
const vitestCode = run('npx', [
  'vitest',
  'run',
  // The second pass reuses each worker's loaded modules between files (`--isolate=false`): every
  // API test file builds its own app and database, and loading PGlite's modules afresh per file was
  // more than half of that pass (424 s → 195 s).
  ...(args.has('--db-only') ? ['apps/api/test', '--isolate=false'] : []),
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

if (!args.has('--no-e2e')) {
  console.log(`\n== End-to-end tests (Playwright, ${where})`);
  const pwJson = path.join(dir, 'playwright.json');
  const pwCode = run('npx', ['playwright', 'test'], { PW_JSON: pwJson });
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    passed += s.expected;
    failed += s.unexpected + s.flaky;
  } else failed += 1;
  if (pwCode !== 0 && failed === 0) failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
