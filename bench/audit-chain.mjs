// The audit chain's cost per write (issue 41, decision 071): audit events inserted into
// `audit_events` (chained by its trigger as each transaction commits) beside the same inserts into a
// copy of the table with the same columns and indexes and no trigger, in the same run, alternating.
//   1. one writer: a transaction per event, and a transaction of 3 events (as a change with its audit);
//      mean, p50 and p95 per transaction;
//   2. (PostgreSQL only) WRITERS concurrent writers, a transaction per event: events a second and p95.
// No build needed: it migrates a scratch database itself.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:audit-chain
// Without DATABASE_URL it runs on an in-memory PGlite (one writer only).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runDirectly } from './lib.mjs';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/drizzle');
const SERIAL = Number(process.env.AUDIT_BENCH_SERIAL ?? 1000);
const WRITERS = Number(process.env.AUDIT_BENCH_WRITERS ?? 16);
const PER_WRITER = Number(process.env.AUDIT_BENCH_PER_WRITER ?? 200);
const ROUNDS = Number(process.env.AUDIT_BENCH_ROUNDS ?? 3);

const PLAIN = `CREATE TABLE audit_events_plain (LIKE audit_events INCLUDING DEFAULTS INCLUDING INDEXES)`;

/** One event, as recordAudit writes it. */
const insert = (table) => ({
  text: `INSERT INTO ${table} (actor_id, action, entity_type, entity_id, data, category, status, ip_address)
         VALUES (NULL, 'asset.created', 'asset', $1, $2, 'data', 'success', '203.0.113.7')`,
  values: [
    randomBytes(8).toString('hex'),
    JSON.stringify({
      estateId: '8d3c8c0e-5b7e-4b8e-9a55-0c6f1f0e3a11',
      name: 'Bach at Ōtaki',
      valueCents: 45_000_000,
    }),
  ],
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
function summary(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    mean: ms.reduce((a, b) => a + b, 0) / ms.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
  };
}

/** `query(sql, values?)` on one connection, for either database. */
async function timedTransactions(query, table, count, events) {
  const ms = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await query('BEGIN');
    for (let k = 0; k < events; k++) {
      const q = insert(table);
      await query(q.text, q.values);
    }
    await query('COMMIT');
    ms.push(performance.now() - start);
  }
  return ms;
}

async function openPostgres(base) {
  const name = `bench_audit_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: WRITERS + 1 });
  // Dropping the scratch database at the end ends its connections: expected, not an error.
  pool.on('error', () => {});
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS });
  await pool.query(PLAIN);
  return {
    kind: 'PostgreSQL',
    pool,
    async connection() {
      const client = await pool.connect();
      return { query: (text, values) => client.query(text, values), release: () => client.release() };
    },
    async close() {
      await pool.end();
      const drop = new pg.Client({ connectionString: base });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

async function openEmbedded() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  await client.exec(PLAIN);
  return {
    kind: 'PGlite',
    async connection() {
      return { query: (text, values) => client.query(text, values), release() {} };
    },
    close: () => client.close(),
  };
}

async function concurrent(database, table) {
  const start = performance.now();
  const all = await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      const c = await database.connection();
      try {
        return await timedTransactions(c.query, table, PER_WRITER, 1);
      } finally {
        c.release();
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return { perSecond: (WRITERS * PER_WRITER) / seconds, ...summary(all.flat()) };
}

const f = (n) => n.toFixed(2);

export async function main() {
  const database = process.env.DATABASE_URL
    ? await openPostgres(process.env.DATABASE_URL)
    : await openEmbedded();
  try {
    const c = await database.connection();
    const serial = { chained: { 1: [], 3: [] }, plain: { 1: [], 3: [] } };
    // Warm both tables up, then alternate rounds so neither gets the quieter moments of the machine.
    await timedTransactions(c.query, 'audit_events', 50, 1);
    await timedTransactions(c.query, 'audit_events_plain', 50, 1);
    for (let round = 0; round < ROUNDS; round++) {
      for (const events of [1, 3]) {
        const n = Math.round(SERIAL / ROUNDS / events);
        serial.chained[events].push(...(await timedTransactions(c.query, 'audit_events', n, events)));
        serial.plain[events].push(...(await timedTransactions(c.query, 'audit_events_plain', n, events)));
      }
    }
    c.release();

    console.log(`\nAudit chain cost per write on ${database.kind} (ms per transaction, one writer)`);
    console.log('| transaction | table | mean | p50 | p95 |');
    console.log('| --- | --- | ---: | ---: | ---: |');
    for (const events of [1, 3]) {
      for (const table of ['plain', 'chained']) {
        const s = summary(serial[table][events]);
        console.log(
          `| ${events} event${events > 1 ? 's' : ''} | ${table} | ${f(s.mean)} | ${f(s.p50)} | ${f(s.p95)} |`,
        );
      }
      const extra = summary(serial.chained[events]).mean - summary(serial.plain[events]).mean;
      console.log(`| ${events} event${events > 1 ? 's' : ''} | chain's cost | ${f(extra)} | | |`);
    }

    if (database.kind === 'PostgreSQL') {
      const rows = [];
      for (let round = 0; round < ROUNDS; round++) {
        rows.push(['plain', await concurrent(database, 'audit_events_plain')]);
        rows.push(['chained', await concurrent(database, 'audit_events')]);
      }
      console.log(
        `\n${WRITERS} concurrent writers, ${PER_WRITER} transactions of one event each (per round; ${ROUNDS} rounds)`,
      );
      console.log('| table | events/s | mean ms | p50 ms | p95 ms |');
      console.log('| --- | ---: | ---: | ---: | ---: |');
      for (const [table, r] of rows)
        console.log(`| ${table} | ${r.perSecond.toFixed(0)} | ${f(r.mean)} | ${f(r.p50)} | ${f(r.p95)} |`);
    }

    // The chain the bench wrote is whole: the trigger chained every event under contention.
    const c2 = await database.connection();
    const { rows } = await c2.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE seq IS NULL)::int AS unchained, max(seq)::int AS head FROM audit_events`,
    );
    c2.release();
    console.log(`\nchained ${rows[0].n} events: seq 1..${rows[0].head}, ${rows[0].unchained} unchained`);
  } finally {
    await database.close();
  }
}

if (runDirectly(import.meta.url)) await main();
