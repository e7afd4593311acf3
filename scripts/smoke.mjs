// Smoke run of the built product on embedded PGlite, as `npm start` runs it on a fresh machine:
// starts the server on a new data folder, waits for health, signs in as a demo account, stops.
// Prints "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = 3200 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'smoke-')),
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
delete env.DEMO;
let passed = 0;
let failed = 0;
const check = (name, ok, detail = '') => {
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`);
  if (ok) passed++;
  else failed++;
};

// `npm run admin:create` on the fresh data folder, with no terminal: it prints a generated password.
const adminEmail = 'first.admin@example.nz';
const create = spawnSync(
  process.execPath,
  ['apps/api/dist/cli/admin-create.js', '--email', adminEmail, '--name', 'First Admin'],
  { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
);
const adminPassword = /Generated password: (\S+)/.exec(create.stdout)?.[1];
check(
  'admin:create makes an admin and prints a generated password',
  create.status === 0 && !!adminPassword,
  create.stderr.trim(),
);

const started = Date.now();
const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  let healthy = false;
  for (let i = 0; i < 240 && !healthy; i++) {
    healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!healthy) await new Promise((r) => setTimeout(r, 250));
  }
  check('healthy on PGlite', healthy, `${Date.now() - started} ms to healthy`);
  const page = await fetch(`${base}/dashboard`);
  check('serves the web app on the same port', page.ok && (await page.text()).includes('<div id="root"'));
  const demo = await fetch(`${base}/api/demo-accounts`).then((r) => r.json());
  check('demo accounts listed in embedded demo mode', demo.enabled && demo.accounts.length === 5);
  const lawyer = demo.accounts.find((a) => a.role === 'lawyer');
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: lawyer.email, password: lawyer.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = await fetch(`${base}/api/me`, { headers: { cookie } }).then((r) => r.json());
  check(
    'demo lawyer signs in at 127.0.0.1 though PUBLIC_URL says localhost',
    signIn.ok && me.user?.role === 'lawyer',
  );
  const crossSite = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://evil.example.com', cookie: 'x=1' },
    body: JSON.stringify({ email: lawyer.email, password: lawyer.password }),
  });
  check(
    'a sign-in posted from another site is refused',
    crossSite.status === 403 && crossSite.headers.getSetCookie().length === 0,
    `status ${crossSite.status}`,
  );
  // Decision 069: a write signed in by the session cookie must name its origin, better-auth's
  // endpoints included (a browser always does); the session is left as it was.
  const noOrigin = await fetch(`${base}/api/auth/sign-out`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });
  const stillSignedIn = await fetch(`${base}/api/me`, { headers: { cookie } }).then((r) => r.json());
  check(
    'a signed-in write without an Origin header is refused, naming the header',
    noOrigin.status === 403 &&
      /Origin header/.test((await noOrigin.json()).message ?? '') &&
      stillSignedIn.user?.role === 'lawyer',
    `status ${noOrigin.status}`,
  );
  const adminSignIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const adminCookie = adminSignIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const outbox = await fetch(`${base}/api/admin/outbox`, { headers: { cookie: adminCookie } });
  check(
    'the new admin signs in and reaches the admin API',
    adminSignIn.ok && outbox.ok,
    `status ${outbox.status}`,
  );
  const whileRunning = spawnSync(
    process.execPath,
    ['apps/api/dist/cli/admin-create.js', '--email', 'x@example.nz', '--name', 'X'],
    { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  check(
    'admin:create refuses to open the embedded database while the server holds it',
    whileRunning.status !== 0 && /in use by process/.test(whileRunning.stderr),
    whileRunning.stderr.trim().split('\n')[0],
  );
} catch (err) {
  check('smoke run', false, String(err));
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  // The fresh data folder (a database, files, a secret) goes with the run.
  rmSync(env.DATA_DIR, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
