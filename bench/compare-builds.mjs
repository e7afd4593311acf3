// The API's two busiest reads on this checkout's build beside another checkout's build (an earlier
// commit, say), alternating so the machine's drift falls on both alike: the public status lookup and
// My Estates (pageSize=12, signed in), 10 connections, 10 s each, ROUNDS times. Build both first:
//   git worktree add /tmp/before <rev> && (cd /tmp/before && npm ci && npm run build)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:compare -- /tmp/before
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_LAWYER, median, signIn, startApi } from './lib.mjs';
import { DEMO_NOTIFY, measureStatusLookups, sampleCode, summary } from './notifyflow.mjs';

const other = process.argv[2];
if (!other) throw new Error('usage: node bench/compare-builds.mjs <other checkout, built>');
const here = process.cwd();
const databaseUrl = process.env.DATABASE_URL ?? null;
const rounds = Number(process.env.ROUNDS ?? 3);

/** Both rows on the build at `root`. */
async function measure(root) {
  process.chdir(root);
  const api = await startApi({ databaseUrl, name: 'bench-compare' });
  try {
    const notify = await signIn(api.base, DEMO_NOTIFY.email, DEMO_NOTIFY.password);
    const lawyer = await signIn(api.base, DEMO_LAWYER.email, DEMO_LAWYER.password);
    const lookup = await measureStatusLookups(api.base, await sampleCode(api.base, notify));
    const estates = summary(
      await autocannon({
        url: `${api.base}/api/estates?pageSize=12`,
        connections: 10,
        duration: 10,
        headers: { cookie: lawyer },
      }),
    );
    return { lookup, estates };
  } finally {
    await api.stop();
    process.chdir(here);
  }
}

const runs = { before: [], after: [] };
for (let i = 0; i < rounds; i++) {
  runs.before.push(await measure(path.resolve(other)));
  runs.after.push(await measure(here));
}
const row = (what, pick) => {
  const b = median(runs.before.map((r) => pick(r).rps));
  const a = median(runs.after.map((r) => pick(r).rps));
  const bp = median(runs.before.map((r) => pick(r).p99Ms));
  const ap = median(runs.after.map((r) => pick(r).p99Ms));
  return `| ${what} | ${b} req/s, p99 ${bp} ms | ${a} req/s, p99 ${ap} ms | ${Math.round((100 * a) / b)}% |`;
};
console.log(`\n${databaseUrl ? 'PostgreSQL' : 'PGlite'}, medians of ${rounds} alternating rounds\n`);
console.log('| row | other build | this build | this / other |\n|---|---|---|---|');
console.log(row('status lookup', (r) => r.lookup));
console.log(row('My Estates pageSize=12', (r) => r.estates));
