// `npm run dev`: the API (restarting on change, via tsx) on port 3000, the web app from Vite's dev
// server on http://localhost:5173 (hot reload; it passes /api to the API), and the domain package
// rebuilt on change. Demo data and the embedded database under ./data/, as `npm start`, unless
// DEMO or DATABASE_URL say otherwise. Ctrl-C stops all three.
import { spawn } from 'node:child_process';

const WEB_URL = 'http://localhost:5173';
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DEMO: process.env.DEMO ?? 'true',
  PORT: '3000',
  // Links in emails, and the origin the API trusts, are the dev server's.
  PUBLIC_URL: process.env.PUBLIC_URL ?? WEB_URL,
};
const bin = (name) => `node_modules/.bin/${name}`;
const children = [
  spawn(bin('tsc'), ['-b', '-w', '--preserveWatchOutput', 'packages/domain'], { stdio: 'inherit', env }),
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/api/src/server.ts'], { stdio: 'inherit', env }),
  spawn('../../' + bin('vite'), ['--port', '5173', '--strictPort'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env,
  }),
];
const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// One of them ending (a crash, a port in use) ends the others: a half-running setup only confuses.
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 1;
  });
