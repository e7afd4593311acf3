// Platform benchmark: start to healthy (PGlite and PostgreSQL) on fresh data and again on the data
// the first start left (existing data), with the CPU time the server used to get there (steady when
// the machine is busy, unlike the wall clock), memory at idle (RSS 3 s after healthy), and sign-in
// requests per second (autocannon, 10 s). Medians of `runs` starts each. On PGlite, beside the fresh
// start, its floor: PGlite opened from the same template by a bare process (`bareFreshStartMs`,
// bench/bare-pglite.mjs). Run after `npm run build`:
//   npm run bench:platform                      (PGlite only)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:platform
// `measurePlatform()` answers the rows for a combined runner.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_LAWYER, startApi } from './lib.mjs';

/**
 * The floor of a fresh embedded start (bench/bare-pglite.mjs): PGlite opened from the template and a
 * bare health answer, timed as `startApi` times the app, from spawning to the first healthy answer.
 * @returns {Promise<number>} ms
 */
async function bareFreshPgliteStartMs() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bare-pglite-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const t0 = performance.now();
  const child = spawn(process.execPath, ['bench/bare-pglite.mjs', String(port), dataDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (const deadline = t0 + 60_000; ; ) {
      if (child.exitCode !== null) throw new Error('bare PGlite exited before it was healthy');
      if (performance.now() > deadline) throw new Error('bare PGlite did not start within a minute');
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return Math.round(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Resident memory of a process in MB. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

/**
 * CPU time (user + system, all threads) a process has used, in ms: unlike the wall-clock start, it
 * barely moves when other work shares the machine.
 */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

const idle = () => new Promise((r) => setTimeout(r, 3000));

async function throughput(base) {
  const r = await autocannon({
    url: `${base}/api/auth/sign-in/email`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(DEMO_LAWYER),
    connections: 10,
    duration: 10,
  });
  const health = await autocannon({ url: `${base}/api/health`, connections: 10, duration: 5 });
  return {
    signInRps: Math.round(r.requests.average),
    signInP99Ms: r.latency.p99,
    signIn2xx: r['2xx'],
    signInNon2xx: r.non2xx,
    healthRps: Math.round(health.requests.average),
  };
}

/**
 * One database: `runs` times a fresh start then a second start on the same data, each followed by
 * 3 s idle and a memory reading; the sign-in throughput once, on the first start on existing data.
 * @param {string} label
 * @param {string | null} databaseUrl
 * @param {{ runs: number, measureThroughput: boolean }} options
 */
async function measureDatabase(label, databaseUrl, { runs, measureThroughput }) {
  const fresh = [];
  const existing = [];
  const bare = [];
  let rates = {};
  for (let run = 0; run < runs; run++) {
    // On the embedded database, its floor in the same run, just before the app's fresh start.
    if (!databaseUrl) bare.push(await bareFreshPgliteStartMs());
    const first = await startApi({ databaseUrl, name: 'bench', keepData: true });
    try {
      const startCpuMs = cpuMs(first.pid);
      await idle();
      fresh.push({ startMs: first.coldStartMs, startCpuMs, rssMb: rssMb(first.pid) });
    } finally {
      await first.stop();
    }
    // The second start removes the data when it stops (or fails to start).
    const second = await startApi({ databaseUrl, name: 'bench', data: first.data });
    try {
      const startCpuMs = cpuMs(second.pid);
      await idle();
      existing.push({ startMs: second.coldStartMs, startCpuMs, rssMb: rssMb(second.pid) });
      if (measureThroughput && run === 0) rates = await throughput(second.base);
    } finally {
      await second.stop();
    }
  }
  return {
    database: label,
    freshStartMs: median(fresh.map((m) => m.startMs)),
    ...(bare.length ? { bareFreshStartMs: median(bare) } : {}),
    existingStartMs: median(existing.map((m) => m.startMs)),
    freshStartCpuMs: median(fresh.map((m) => m.startCpuMs)),
    existingStartCpuMs: median(existing.map((m) => m.startCpuMs)),
    freshIdleRssMb: median(fresh.map((m) => m.rssMb)),
    existingIdleRssMb: median(existing.map((m) => m.rssMb)),
    ...rates,
  };
}

/**
 * Start-up and memory for PGlite, and PostgreSQL when a server is given.
 * @param {{ databaseUrl?: string | null, runs?: number, measureThroughput?: boolean }} [options]
 * @returns {Promise<Array<Record<string, string | number>>>} one row per database (medians)
 */
export async function measurePlatform({
  databaseUrl = process.env.DATABASE_URL ?? null,
  runs = 3,
  measureThroughput = true,
} = {}) {
  const rows = [await measureDatabase('PGlite', null, { runs, measureThroughput })];
  if (databaseUrl) rows.push(await measureDatabase('PostgreSQL', databaseUrl, { runs, measureThroughput }));
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const measureThroughput = process.env.BENCH_THROUGHPUT !== 'false';
  console.table(await measurePlatform({ runs, measureThroughput }));
}
