// Live changes (issue 39, decision 062), each beside a reference doing the same work without the app:
// a bare Node HTTP server that holds Server-Sent Events responses and writes a line to each of them.
//   1. 1,000 open streams on one process: the server's memory per stream (RSS grown / streams).
//   2. One change fanned out to 100 watchers: from sending the change (a POST that commits an asset)
//      to each watcher hearing it, p50/p95 over 30 changes (the reference: a POST that writes one line
//      to each held response).
// Run after `npm run build`:  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:events
// Without DATABASE_URL the API runs on the embedded PGlite. Targets: ≤ 50 KB a stream, p95 ≤ 100 ms.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { DEMO_LAWYER, runDirectly, signIn, startApi } from './lib.mjs';

const STREAMS = Number(process.env.EVENT_STREAMS ?? 1000);
const WATCHERS = Number(process.env.EVENT_WATCHERS ?? 100);
const CHANGES = Number(process.env.EVENT_CHANGES ?? 30);

/** A process's resident memory in KB (Linux). */
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const settle = (ms) => new Promise((r) => setTimeout(r, ms));
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/**
 * Opens `n` streams at `url`; `onData(i, text)` gets what stream i receives. Answers a closer.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {number} n
 * @param {(i: number, text: string) => void} [onData]
 */
async function openStreams(url, headers, n, onData = () => {}) {
  const requests = [];
  const opened = [];
  for (let i = 0; i < n; i++) {
    opened.push(
      new Promise((resolve, reject) => {
        const req = http.get(url, { headers, agent }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`stream ${i} answered ${res.statusCode}`));
          res.setEncoding('utf8');
          res.on('data', (chunk) => onData(i, chunk));
          resolve(undefined);
        });
        req.on('error', (err) => (err.code === 'ECONNRESET' ? undefined : reject(err)));
        requests.push(req);
      }),
    );
    // A few at a time, as tabs open: not one burst of a thousand handshakes.
    if (i % 50 === 49) await Promise.all(opened.slice(-50));
  }
  await Promise.all(opened);
  return () => requests.forEach((r) => r.destroy());
}

/** The reference, in a process of its own: holds SSE responses; `POST /change?id=` writes one line to each. */
const BARE_SERVER = `
import { spawn } from 'node:child_process';
import http from 'node:http';
const held = new Set();
const server = http.createServer((req, res) => {
  if (req.url === '/events') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write('retry: 2000\\n: connected\\n\\n');
    held.add(res);
    req.on('close', () => held.delete(res));
    return;
  }
  const id = new URL(req.url ?? '/', 'http://x').searchParams.get('id');
  const line = 'data: ' + JSON.stringify({ kind: 'assets', estateId: null, id, action: 'created' }) + '\\n\\n';
  for (const r of held) r.write(line);
  res.writeHead(201).end();
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

function startBare() {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) =>
    child.stdout.once('data', (port) =>
      resolve({
        base: `http://127.0.0.1:${String(port).trim()}`,
        pid: child.pid,
        stop: () => child.kill('SIGTERM'),
      }),
    ),
  );
}

/**
 * Memory per open stream: the server's RSS after opening `STREAMS` streams, less before, per stream.
 * @param {string} url @param {Record<string, string>} headers @param {number} pid
 */
async function memoryPerStream(url, headers, pid) {
  await settle(500);
  const before = rssKb(pid);
  const close = await openStreams(url, headers, STREAMS);
  await settle(2000);
  const after = rssKb(pid);
  close();
  await settle(1000);
  return Math.round((after - before) / STREAMS);
}

/**
 * One change heard by `WATCHERS` streams, `CHANGES` times: ms from sending it to each hearing it.
 * `change(i)` makes the change and answers the id its event names.
 * @param {string} url @param {Record<string, string>} headers @param {(i: number) => Promise<string>} change
 */
async function fanOut(url, headers, change) {
  /** @type {Map<string, number[]>} when each stream heard of each id */
  const heard = new Map();
  const close = await openStreams(url, headers, WATCHERS, (_i, text) => {
    const now = performance.now();
    for (const [, id] of text.matchAll(/"id":"([^"]+)"/g)) heard.set(id, [...(heard.get(id) ?? []), now]);
  });
  const times = [];
  for (let i = 0; i < CHANGES; i++) {
    const t0 = performance.now();
    const id = await change(i);
    for (let wait = 0; (heard.get(id)?.length ?? 0) < WATCHERS && wait < 250; wait++) await settle(20);
    const at = heard.get(id) ?? [];
    if (at.length < WATCHERS) throw new Error(`change ${i}: ${at.length} of ${WATCHERS} heard it`);
    times.push(...at.map((t) => t - t0));
    heard.clear();
  }
  close();
  times.sort((a, b) => a - b);
  const at = (p) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]);
  return { p50: at(0.5), p95: at(0.95) };
}

export async function measureEvents({ databaseUrl = process.env.DATABASE_URL ?? null } = {}) {
  const bare = await startBare();
  const bareMemory = await memoryPerStream(`${bare.base}/events`, {}, bare.pid);
  const bareFan = await fanOut(`${bare.base}/events`, {}, async (i) => {
    const id = `change-${i}-${Date.now()}`;
    await fetch(`${bare.base}/change?id=${id}`, { method: 'POST' });
    return id;
  });
  bare.stop();

  const api = await startApi({ databaseUrl, name: 'bench-events' });
  try {
    const cookie = await signIn(api.base, DEMO_LAWYER.email, DEMO_LAWYER.password);
    const estates = await (await fetch(`${api.base}/api/estates?pageSize=1`, { headers: { cookie } })).json();
    const estateId = estates.items[0].estateId;
    const url = `${api.base}/api/events`;
    const appMemory = await memoryPerStream(url, { cookie }, api.pid);
    const appFan = await fanOut(url, { cookie }, async (i) => {
      const res = await fetch(`${api.base}/api/estates/${estateId}/assets`, {
        method: 'POST',
        headers: { cookie, origin: api.base, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Fan-out ${i}`, type: 'property', value: '1' }),
      });
      if (res.status !== 201) throw new Error(`the change answered ${res.status}`);
      return (await res.json()).id;
    });
    return {
      database: databaseUrl ? 'PostgreSQL' : 'PGlite',
      rows: [
        {
          measure: `${STREAMS} open streams: memory per stream`,
          app: `${appMemory} KB`,
          bare: `${bareMemory} KB`,
          target: '≤ 50 KB',
          met: appMemory <= 50,
        },
        {
          measure: `one change to ${WATCHERS} watchers (p50 / p95, ${CHANGES} changes)`,
          app: `${appFan.p50} / ${appFan.p95} ms`,
          bare: `${bareFan.p50} / ${bareFan.p95} ms`,
          target: 'p95 ≤ 100 ms',
          met: appFan.p95 <= 100,
        },
      ],
    };
  } finally {
    await api.stop();
  }
}

if (runDirectly(import.meta.url)) {
  const { database, rows } = await measureEvents();
  console.log(`\nLive changes on ${database} (the bare reference: Node's http holding the same streams)\n`);
  console.log('| measure | app | bare | target | met |\n|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.measure} | ${r.app} | ${r.bare} | ${r.target} | ${r.met ? 'yes' : 'no'} |`);
}
