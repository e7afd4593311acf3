import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { build } from '../helper.js';

/*
 * Reads that lose their database connection (issue 41): PostgreSQL ends the app's connections
 * (`pg_terminate_backend`, what a failover, a restart or an administrator does) while twenty
 * statement PDFs and estate pages are being read, five times. A read is retried once on a
 * newly opened connection, so nobody is shown an error page: no answer is a 5xx, 503 included.
 * PostgreSQL only: the embedded database has no connections to lose.
 */

const onServer = Boolean(process.env.DATABASE_URL);
const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Aroha Ngata' });
const estateId = await t.newEstate(lawyer, { deceasedName: 'Hēmi Te Rangi' }, []);

/** Ends every connection to the test's database but the caller's own; answers how many it ended. */
async function endConnections(killer: pg.Client): Promise<number> {
  const result = await killer.query<{ ended: boolean }>(
    `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  return result.rows.filter((r) => r.ended).length;
}

describe.skipIf(!onServer)('reads while PostgreSQL ends the connections', () => {
  it('twenty concurrent statement PDFs and estate reads, five rounds: no 5xx, every answer whole', async () => {
    // Warm: every query's first run, before the connections start to go.
    expect((await t.as(lawyer, { method: 'GET', url: `/api/estates/${estateId}` })).statusCode).toBe(200);
    const killer = new pg.Client({ connectionString: t.database.url! });
    await killer.connect();
    const statuses: number[] = [];
    let ended = 0;
    try {
      for (let round = 0; round < 5; round++) {
        const reads = Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            t.as(lawyer, {
              method: 'GET',
              url: i % 2 ? `/api/estates/${estateId}` : `/api/estates/${estateId}/statement.pdf`,
            }),
          ),
        );
        // Mid-flight: some reads are waiting for a query, some between two, some not yet begun.
        await new Promise((resolve) => setTimeout(resolve, 5 + round * 10));
        ended += await endConnections(killer);
        for (const [i, a] of (await reads).entries()) {
          statuses.push(a.statusCode);
          if (a.statusCode !== 200) continue;
          if (i % 2) expect(a.json<{ deceasedName: string }>().deceasedName).toBe('Hēmi Te Rangi');
          else expect(a.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        }
      }
    } finally {
      await killer.end();
    }
    // The test proves something only if connections were in fact ended under the reads.
    expect(ended).toBeGreaterThan(0);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200)).toBe(true);
  }, 120_000);
});
