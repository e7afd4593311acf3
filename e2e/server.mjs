// Starts the built product for the end-to-end tests: a fresh PostgreSQL database when
// DATABASE_URL is set, else a fresh embedded PGlite folder. Demo data on, as a newcomer sees it.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase } from '../scripts/fresh-database.mjs';

const port = process.env.E2E_PORT ?? '3100';
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'estate-e2e-')),
  DEMO: 'true',
  NODE_ENV: 'production',
  AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-0001',
  // Many sign-ins from one address in a minute: the limits themselves are proven by the API tests.
  AUTH_RATE_LIMIT_PER_IP: '10000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
  LOG_LEVEL: 'warn',
  // The reminder sweep's admin route may run "as of" a later time: chasing is tested without sleeps.
  TEST_CLOCK: 'true',
};

let dropDb = null;
if (process.env.DATABASE_URL) {
  const db = await freshDatabase(process.env.DATABASE_URL, 'e2e');
  env.DATABASE_URL = db.url;
  dropDb = db.drop;
}

const child = spawn(process.execPath, ['apps/api/dist/server.js'], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  if (dropDb) await dropDb().catch(() => {});
  process.exit(code ?? 0);
});
