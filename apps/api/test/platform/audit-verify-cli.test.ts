import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { auditEvents } from '../../src/db/schema.js';
import { recordAudit } from '../../src/services/audit/record-audit.js';
import { freshDatabase } from '../helper.js';

/**
 * `npm run audit:verify` (decision 071) as an operator runs it: the built command in its own
 * process, against a test database (PostgreSQL when DATABASE_URL is set) and an embedded one in a
 * data folder, and refusing an embedded database another process holds.
 */
const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const built = spawnSync(path.join(API, '../../node_modules/.bin/tsc'), ['-b', API], { encoding: 'utf8' });
if (built.status !== 0) throw new Error(`tsc -b failed:\n${built.stdout}${built.stderr}`);

function verify(
  env: Record<string, string | undefined>,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(API, 'dist/cli/audit-verify.js')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, out, err }));
  });
}

async function writeEvents(db: Parameters<typeof recordAudit>[0], n: number) {
  for (let i = 0; i < n; i++)
    await recordAudit(db, {
      actorId: null,
      action: 'asset.created',
      entityType: 'asset',
      entityId: `asset-${i}`,
      data: { name: `Asset ${i}` },
      ipAddress: null,
    });
}

describe('npm run audit:verify', () => {
  it.runIf(process.env.DATABASE_URL)(
    'prints "verified N events" for an intact PostgreSQL database, and names the altered event with exit 1',
    async () => {
      const database = await freshDatabase();
      try {
        await writeEvents(database.db, 5);
        let run = await verify({ DATABASE_URL: database.url });
        expect(run.err).toBe('');
        expect(run.out.split('\n')[0]).toBe('verified 5 events');
        expect(run.code).toBe(0);

        const [, second] = await database.db.select().from(auditEvents).orderBy(asc(auditEvents.seq));
        await database.sql(
          `UPDATE audit_events SET data = '{"name": "Forged"}' WHERE audit_event_id = '${second!.id}'`,
        );
        run = await verify({ DATABASE_URL: database.url });
        expect(run.code).toBe(1);
        expect(run.out).not.toContain('verified');
        expect(run.err).toContain(second!.id);
        expect(run.err).toContain('asset.created');
        expect(run.err).toContain(second!.createdAt.toISOString());
      } finally {
        await database.close();
      }
    },
  );

  it('checks the embedded database in DATA_DIR, and refuses one a running process holds', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-audit-verify-'));
    // Without DATABASE_URL: the embedded database in the data folder.
    const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
    let database = await openDatabase({ dataDir });
    await writeEvents(database.db, 3);
    // Held open by this process, as a running server holds it: refused, nothing opened.
    let run = await verify(env);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`is in use by process ${process.pid}`);
    await database.close();

    run = await verify(env);
    expect(run.out.split('\n')[0]).toBe('verified 3 events');
    expect(run.code).toBe(0);

    database = await openDatabase({ dataDir });
    const rows = await database.db.select().from(auditEvents).orderBy(asc(auditEvents.seq));
    await database.db.delete(auditEvents).where(eq(auditEvents.id, rows[1]!.id));
    await database.close();
    run = await verify(env);
    expect(run.code).toBe(1);
    expect(run.err).toContain('1 event is missing before event');
    expect(run.err).toContain(rows[2]!.id);
  });
});
