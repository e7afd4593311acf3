// `npm start`: builds only when a source file changed since the last build, then runs the product.
// A first start builds everything (~30 s on two cores); later starts go straight to the server.
// `npm start -- --rebuild` forces a build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'apps/api/dist/.build-stamp';
const OUTPUTS = ['apps/api/dist/server.js', 'apps/web/dist/index.html', 'packages/domain/dist/index.js'];
const SOURCES = [
  'package-lock.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/package.json',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const name of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

const built = existsSync(STAMP) && OUTPUTS.every((f) => existsSync(f)) ? statSync(STAMP).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newest));
if (process.argv.includes('--rebuild') || changed > built) {
  console.log(
    built ? 'Sources changed since the last build: building…' : 'Building the product (first start)…',
  );
  const status = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
} else {
  console.log('The build is up to date (npm start -- --rebuild to force one).');
}

// Every other argument (e.g. --demo) is the server's.
const serverArgs = process.argv.slice(2).filter((a) => a !== '--rebuild');
const server = spawn(process.execPath, ['apps/api/dist/server.js', ...serverArgs], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
