// A throwaway PostgreSQL database beside the one DATABASE_URL names, for the end-to-end server and
// the benchmarks. Answers its URL and a drop() that removes it (closing any open connection).
import pg from 'pg';

export async function freshDatabase(baseUrl, prefix) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  await run(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function run(connectionString, sql) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
