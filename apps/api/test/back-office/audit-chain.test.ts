import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { AuditVerification, AuditVerificationStatus } from '@estate/domain';
import { MIGRATIONS_DIR, openPglite, type Db } from '../../src/db/client.js';
import * as schema from '../../src/db/schema.js';
import { auditChainHeads, auditEvents, auditVerifications } from '../../src/db/schema.js';
import {
  GENESIS_HASH,
  verifyAuditChains,
  type AuditChainCheck,
} from '../../src/services/audit/audit-chain.js';
import { recordAudit } from '../../src/services/audit/record-audit.js';
import { runDueAuditVerification } from '../../src/services/audit/run-audit-verification.js';
import { PERIODIC_JOBS } from '../../src/services/jobs/periodic-jobs.js';
import { build } from '../helper.js';

/*
 * The tamper-evident audit trail (issue 41, decision 071): every audit event is sealed with SHA-256
 * over its content and the hash of the event before it, as its transaction commits; the check
 * recomputes every hash outside the database and names the event that was altered, or the gap
 * where events were removed.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Ledger' });
const estate = await t.newEstate(lawyer, { deceasedName: 'Hēmi Te Rangi' });
const db = t.database.db;

async function asset(name: string) {
  const res = await t.as(lawyer, {
    method: 'POST',
    url: `/api/estates/${estate}/assets`,
    payload: { name, type: 'property', value: '450000' },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The chain as stored, oldest first. */
async function chain() {
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      createdAt: auditEvents.createdAt,
      seq: auditEvents.seq,
      prevHash: auditEvents.prevHash,
      hash: auditEvents.hash,
    })
    .from(auditEvents)
    .orderBy(asc(auditEvents.seq));
}

/** Every column of one event as SQL literals, to put a deleted event back exactly. */
async function snapshotOf(id: string): Promise<string> {
  const [row] = await db
    .select({
      v: sql<string>`format('(%L,%L,%L,%L,%L,%L,%L,%L,%L,%L,%L,%L,%L,%L)', audit_event_id, actor_id, action, entity_type, entity_id, data, category, status, ip_address, created_at, chain, seq, prev_hash, hash)`,
    })
    .from(auditEvents)
    .where(eq(auditEvents.id, id));
  return row!.v;
}
const COLUMNS =
  'audit_event_id, actor_id, action, entity_type, entity_id, data, category, status, ip_address, created_at, chain, seq, prev_hash, hash';

function expectIntact(check: AuditChainCheck, events: number) {
  expect(check.breaks).toEqual([]);
  expect(check.ok).toBe(true);
  expect(check.events).toBe(events);
}

describe('the audit chain', () => {
  it('seals every event in order, each to the one before, as it is written', async () => {
    await asset('Bach');
    await asset('Farm');
    const events = await chain();
    expect(events.length).toBeGreaterThanOrEqual(4); // sign-up, estate, two assets
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(events[0]!.prevHash).toBe(GENESIS_HASH);
    for (let i = 1; i < events.length; i++) expect(events[i]!.prevHash).toBe(events[i - 1]!.hash);
    for (const e of events) expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
    const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.chain, 'main'));
    expect(head).toMatchObject({ seq: events.length, hash: events.at(-1)!.hash });
    expectIntact(await verifyAuditChains(db), events.length);
  });

  it('hashes awkward content the same way inside and outside the database', async () => {
    // Quotes, backslashes, control characters, macrons, an emoji, numbers JSON writes oddly, nested keys.
    await recordAudit(db, {
      actorId: null,
      action: 'test.awkward',
      entityType: 'test',
      entityId: `Ngā "rākau" \\ C:\\wills\\ 100%\n\t\u0001 🌿`,
      data: {
        z: 1e21,
        a: [0.1, -0, 1e-7, 123456789012345680000, true, null],
        nested: { b: 'ā', a: { '': 'empty key', é: 'é' } },
        '\u007f': 'del',
      },
      ipAddress: '2001:db8::1',
    });
    await db.insert(auditEvents).values({ action: 'test.no_data', entityType: 'test', entityId: null });
    const events = await chain();
    expectIntact(await verifyAuditChains(db), events.length);
  });

  it('names exactly the event whose content was changed with SQL, and passes again when it is put back', async () => {
    const events = await chain();
    const target = events.find((e) => e.action === 'asset.created')!;
    const [before] = await db
      .select({ data: sql<string>`${auditEvents.data}::text` })
      .from(auditEvents)
      .where(eq(auditEvents.id, target.id));
    await t.database.sql(
      `UPDATE audit_events SET data = '{"name": "Forged"}' WHERE audit_event_id = '${target.id}'`,
    );

    const check = await verifyAuditChains(db);
    expect(check.ok).toBe(false);
    expect(check.breaks).toHaveLength(1);
    expect(check.breaks[0]).toMatchObject({
      kind: 'altered',
      eventId: target.id,
      action: 'asset.created',
      seq: target.seq,
      at: target.createdAt.toISOString(),
    });
    expect(check.breaks[0]!.message).toContain(target.id);
    expect(check.breaks[0]!.message).toContain('asset.created');

    await t.database.sql(
      `UPDATE audit_events SET data = '${before!.data.replaceAll("'", "''")}' WHERE audit_event_id = '${target.id}'`,
    );
    expectIntact(await verifyAuditChains(db), events.length);
  });

  it('names an event whose hash was rewritten to match its changed content, by the event after it', async () => {
    const events = await chain();
    const target = events[1]!;
    // A careful forger changes the action and recomputes the event's own hash with the same formula.
    await t.database.sql(`UPDATE audit_events SET action = 'estate.viewed',
      hash = encode(sha256(convert_to(prev_hash || audit_event_canonical(audit_events.*), 'UTF8')), 'hex')
      WHERE audit_event_id = '${target.id}'`);
    const check = await verifyAuditChains(db);
    expect(check.breaks.map((b) => [b.kind, b.eventId])).toEqual([['altered', target.id]]);
    await t.database.sql(
      `UPDATE audit_events SET action = '${target.action}', hash = '${target.hash}' WHERE audit_event_id = '${target.id}'`,
    );
    expectIntact(await verifyAuditChains(db), events.length);
  });

  it('detects a deleted event, in the middle or the newest', async () => {
    const events = await chain();
    const gone = events[2]!;
    const after = events[3]!;
    const saved = await snapshotOf(gone.id);
    await t.database.sql(`DELETE FROM audit_events WHERE audit_event_id = '${gone.id}'`);
    let check = await verifyAuditChains(db);
    expect(check.ok).toBe(false);
    expect(check.breaks.map((b) => [b.kind, b.eventId, b.missing])).toEqual([['missing', after.id, 1]]);
    expect(check.breaks[0]!.message).toContain(`jumps from event ${gone.seq! - 1} to ${after.seq}`);
    await t.database.sql(`INSERT INTO audit_events (${COLUMNS}) VALUES ${saved}`);
    expectIntact(await verifyAuditChains(db), events.length);

    const newest = events.at(-1)!;
    const savedNewest = await snapshotOf(newest.id);
    await t.database.sql(`DELETE FROM audit_events WHERE audit_event_id = '${newest.id}'`);
    check = await verifyAuditChains(db);
    expect(check.breaks.map((b) => [b.kind, b.eventId, b.missing])).toEqual([
      ['newest-missing', events.at(-2)!.id, 1],
    ]);
    await t.database.sql(`INSERT INTO audit_events (${COLUMNS}) VALUES ${savedNewest}`);
    expectIntact(await verifyAuditChains(db), events.length);
  });

  it('detects an event written around the chain', async () => {
    const events = await chain();
    await t.database.sql(`ALTER TABLE audit_events DISABLE TRIGGER audit_events_chain`);
    await t.database.sql(
      `INSERT INTO audit_events (action, entity_type) VALUES ('estate.deleted', 'estate')`,
    );
    await t.database.sql(`ALTER TABLE audit_events ENABLE TRIGGER audit_events_chain`);
    const check = await verifyAuditChains(db);
    expect(check.breaks.map((b) => [b.kind, b.action])).toEqual([['unchained', 'estate.deleted']]);
    expect(check.events).toBe(events.length);
    // The next event written chains it, in its place, and the chain is whole again.
    await asset('Launch');
    expectIntact(await verifyAuditChains(db), events.length + 2);
  });

  it('detects a chain rewritten after a passing check, from that check’s anchors', async () => {
    const events = await chain();
    const anchors = (await verifyAuditChains(db)).heads;
    const newest = events.at(-1)!;
    // The forger deletes the newest event and moves the head back to the event before it.
    await t.database.sql(`DELETE FROM audit_events WHERE audit_event_id = '${newest.id}'`);
    await t.database.sql(
      `UPDATE audit_chain_heads SET seq = seq - 1, hash = '${events.at(-2)!.hash}' WHERE chain = 'main'`,
    );
    expectIntact(await verifyAuditChains(db), events.length - 1); // without anchors, it looks whole
    const check = await verifyAuditChains(db, { anchors });
    expect(check.breaks.map((b) => [b.kind, b.eventId])).toEqual([['rewritten', events.at(-2)!.id]]);
  });
});

describe('the audit chain under concurrent writers', () => {
  it('stays one unbroken chain when 50 requests that audit run at once', async () => {
    const t2 = await build();
    const who = await t2.signUp({ role: 'lawyer', name: 'Parallel Pat' });
    const estates = await Promise.all(
      Array.from({ length: 5 }, (_, i) => t2.newEstate(who, { deceasedName: `Parallel ${i}` })),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t2.as(who, {
          method: 'POST',
          url: `/api/estates/${estates[i % 5]}/assets`,
          payload: { name: `Asset ${i}`, type: 'property', value: String(1000 + i) },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    // And 20 transactions that each write three events, overlapping in the database.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t2.database.db.transaction(async (tx) => {
          for (let k = 0; k < 3; k++) {
            await recordAudit(tx, {
              actorId: null,
              action: 'test.parallel',
              entityType: 'test',
              entityId: `${i}.${k}`,
            });
            await tx.execute(sql`select pg_sleep(0.005)`);
          }
        }),
      ),
    );
    const [{ n }] = (await t2.database.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents)) as [
      { n: number },
    ];
    expect(n).toBeGreaterThanOrEqual(50 + 60);
    const check = await verifyAuditChains(t2.database.db);
    expect(check.breaks).toEqual([]);
    expect(check.events).toBe(n);
    // Each transaction's events are chained together, as its commit chains them.
    const parallel = await t2.database.db
      .select({ entityId: auditEvents.entityId, seq: auditEvents.seq })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'test.parallel'));
    const byTransaction = new Map<string, number[]>();
    for (const p of parallel) {
      const key = p.entityId!.split('.')[0]!;
      byTransaction.set(key, [...(byTransaction.get(key) ?? []), p.seq!]);
    }
    expect(byTransaction.size).toBe(20);
    for (const seqs of byTransaction.values()) {
      seqs.sort((a, b) => a - b);
      expect(seqs).toEqual([seqs[0]!, seqs[0]! + 1, seqs[0]! + 2]);
    }
  });
});

describe('the tamper check on the Audit Log', () => {
  it('is run by an admin, shows when and what it found, names an altered event and notifies every admin once', async () => {
    const t3 = await build();
    const admin = await t3.signUp({ role: 'lawyer', name: 'Ada Auditor' });
    await t3.promote(admin, 'admin');
    const otherAdmin = await t3.signUp({ role: 'lawyer', name: 'Otto Overseer' });
    await t3.promote(otherAdmin, 'admin');
    const who = await t3.signUp({ role: 'lawyer', name: 'Lena Ledger' });
    await t3.newEstate(who, { deceasedName: 'Checked Estate' });

    let status = await t3.as(admin, { method: 'GET', url: '/api/admin/audit-log/verification' });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toEqual({ last: null, everyHours: 6 });

    const key = 'verify-1';
    const first = await t3.as(admin, {
      method: 'POST',
      url: '/api/admin/audit-log/verification',
      headers: { 'idempotency-key': key },
    });
    expect(first.statusCode, first.body).toBe(201);
    const ran = first.json<AuditVerification>();
    expect(ran).toMatchObject({
      ok: true,
      trigger: 'admin',
      breaks: [],
      requestedBy: { name: 'Ada Auditor' },
    });
    expect(ran.events).toBeGreaterThanOrEqual(4);
    // A retry of the same request answers the same check.
    const again = await t3.as(admin, {
      method: 'POST',
      url: '/api/admin/audit-log/verification',
      headers: { 'idempotency-key': key },
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<AuditVerification>().id).toBe(ran.id);

    status = await t3.as(admin, { method: 'GET', url: '/api/admin/audit-log/verification' });
    expect(status.json<AuditVerificationStatus>().last).toEqual(ran);
    // The check is itself in the trail, and the trail still verifies with it.
    const log = await t3.as(admin, { method: 'GET', url: '/api/audit-events?pageSize=100' });
    expect(log.json<{ items: { action: string }[] }>().items.map((e) => e.action)).toContain(
      'audit_log.verified',
    );

    const [target] = await t3.database.db
      .select({ id: auditEvents.id, action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'estate.created'));
    await t3.database.sql(
      `UPDATE audit_events SET data = '{"deceasedName": "Someone Else"}' WHERE audit_event_id = '${target!.id}'`,
    );
    const broken = await t3.as(admin, { method: 'POST', url: '/api/admin/audit-log/verification' });
    expect(broken.statusCode, broken.body).toBe(201);
    const found = broken.json<AuditVerification>();
    expect(found.ok).toBe(false);
    expect(found.breaks.map((b) => [b.kind, b.eventId, b.action])).toEqual([
      ['altered', target!.id, 'estate.created'],
    ]);

    // Every admin is told, in the app; a second check finding the same break tells nobody again.
    await t3.as(otherAdmin, { method: 'POST', url: '/api/admin/audit-log/verification' });
    for (const person of [admin, otherAdmin]) {
      const bell = await t3.as(person, { method: 'GET', url: '/api/me/notifications' });
      const notices = bell.json<{ items: { title: string; message: string; link: string | null }[] }>().items;
      const alerts = notices.filter((n) => n.title === 'The audit trail failed its tamper check');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.message).toContain(target!.id);
      expect(alerts[0]!.link).toBe('/dashboard/audit-log');
    }
    const lawyerBell = await t3.as(who, { method: 'GET', url: '/api/me/notifications' });
    expect(lawyerBell.body).not.toContain('tamper check');

    // Nothing for anyone else: the matrix checks every role; a lawyer is refused here too.
    const refused = await t3.as(who, { method: 'POST', url: '/api/admin/audit-log/verification' });
    expect(refused.statusCode).toBe(403);
  });

  it('is run by the periodic job when the newest check is older than six hours', async () => {
    const t4 = await build();
    const env = { publicUrl: 'http://localhost:3000' };
    expect(await runDueAuditVerification(t4.database.db, env)).toBe(true);
    expect(await runDueAuditVerification(t4.database.db, env)).toBe(false);
    await t4.database.sql(`UPDATE audit_verifications SET finished_at = now() - interval '7 hours'`);
    expect(await runDueAuditVerification(t4.database.db, env)).toBe(true);
    const checks = await t4.database.db.select().from(auditVerifications);
    expect(checks.map((c) => [c.trigger, c.ok])).toEqual([
      ['scheduled', true],
      ['scheduled', true],
    ]);
    expect(PERIODIC_JOBS.map((j) => j.name)).toContain('audit chain check');
  });
});

describe('a database migrated from before the chain', () => {
  it('has its existing events sealed by the migration, oldest first, and they verify', async () => {
    // The migrations as they were before 0034: the same folder without it and those after it (the
    // migrator skips a migration older than the newest one applied, so they must all come later).
    const before = mkdtempSync(path.join(tmpdir(), 'estate-migrations-'));
    cpSync(MIGRATIONS_DIR, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const chainAt = journal.entries.find((e) => e.tag === '0034_audit_chain')!.idx;
    for (const e of journal.entries.filter((e) => e.idx >= chainAt))
      rmSync(path.join(before, `${e.tag}.sql`));
    journal.entries = journal.entries.filter((e) => e.idx < chainAt);
    writeFileSync(journalFile, JSON.stringify(journal));

    const url = process.env.DATABASE_URL;
    let db: Db;
    let exec: (q: string) => Promise<unknown>;
    let migrateWith: (folder: string) => Promise<void>;
    let close: () => Promise<void>;
    if (url) {
      const name = `t_before_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const at = new URL(url);
      at.pathname = `/${name}`;
      const pool = new pg.Pool({ connectionString: at.toString(), max: 2 });
      pool.on('error', () => {});
      db = drizzlePg(pool, { schema });
      exec = (q) => pool.query(q);
      migrateWith = (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder });
      close = async () => {
        await pool.end();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      };
    } else {
      const client = await openPglite();
      db = drizzlePglite(client, { schema });
      exec = (q) => client.exec(q);
      migrateWith = (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder });
      close = () => client.close();
    }
    try {
      await migrateWith(before);
      // Events written in an order other than their times, as years of a real trail are.
      await exec(`INSERT INTO audit_events (action, entity_type, entity_id, data, created_at) VALUES
        ('asset.created', 'asset', 'b', '{"name": "Second"}', '2025-02-01T00:00:00Z'),
        ('asset.created', 'asset', 'a', '{"name": "First", "valueCents": 45000000}', '2024-01-01T00:00:00Z'),
        ('estate.created', 'estate', 'c', NULL, '2026-03-01T09:30:00.123456Z')`);
      await migrateWith(MIGRATIONS_DIR);
      const sealed = await db
        .select({ entityId: auditEvents.entityId, seq: auditEvents.seq })
        .from(auditEvents)
        .orderBy(asc(auditEvents.seq));
      expect(sealed).toEqual([
        { entityId: 'a', seq: 1 },
        { entityId: 'b', seq: 2 },
        { entityId: 'c', seq: 3 },
      ]);
      expectIntact(await verifyAuditChains(db), 3);
      // And the chain goes on from them.
      await recordAudit(db, { actorId: null, action: 'test.after', entityType: 'test', entityId: 'd' });
      expectIntact(await verifyAuditChains(db), 4);
    } finally {
      await close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
