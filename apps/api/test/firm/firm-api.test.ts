import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiKey, FirmDocument, FirmEstate, FirmTask, NoteDto } from '@estate/domain';
import {
  apiKeys,
  auditEvents,
  institutionsNotified,
  lawFirms,
  tasks,
  users,
  webhookDeliveries,
} from '../../src/db/schema.js';
import { signResponseToken } from '../../src/services/notifyflow/tokens.js';
import { build, type Session } from '../helper.js';
import { idOf, multipart, PDF, validForm } from '../notifyflow-helpers.js';
import { makeDue, startReceiver, verified, workerOn } from '../webhooks/webhook-helpers.js';

/**
 * Issue 44, decision 090 "Firm keys": a law firm's lawyers make API keys scoped to the firm's
 * estates and register webhooks for events on them. A key acts as the lawyer who made it, only while
 * they are an active lawyer of the firm; it reads the firm's estates (another firm's is 404) and
 * adds tasks and notes that the firm's people see in the app. Loopback is allowed for the receiver.
 */
const t = await build({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
const db = t.deps.db;

const liam = await t.signUp({ role: 'lawyer', name: 'Liam Lawyer' });
const mere = await t.signUp({ role: 'lawyer', name: 'Mere Lawyer' });
const olive = await t.signUp({ role: 'lawyer', name: 'Olive Otherfirm' });
const solo = await t.signUp({ role: 'lawyer', name: 'Sam Solo' });
const executor = await t.signUp({ role: 'executor', name: 'Emma Executor' });
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
await t.promote(admin, 'admin');
const [firmA, firmB] = await db
  .insert(lawFirms)
  .values([{ name: 'Liam & Mere Law' }, { name: 'Olive Law' }])
  .returning();
await db
  .update(users)
  .set({ firmId: firmA!.id })
  .where(inArray(users.id, [liam.userId, mere.userId]));
await db.update(users).set({ firmId: firmB!.id }).where(eq(users.id, olive.userId));

const estate = (name: string) => ({
  deceasedName: name,
  notes: 'Intake',
  lastKnownAddress: '1 Firm Lane, Wellington',
  estimatedValue: '$480,000',
});
const estateA = await t.newEstate(liam, estate('Aroha Firm-Alpha'));
const estateA2 = await t.newEstate(mere, estate('Hemi Firm-Alpha-Two'));
const estateB = await t.newEstate(olive, estate('Bruce Firm-Bravo'));
const estateSolo = await t.newEstate(solo, estate('Sione Solo'));

const ALL_SCOPES = ['estates:read', 'tasks:read', 'documents:read', 'tasks:write', 'notes:write'];

async function makeKey(who: Session, scopes = ALL_SCOPES, headers: Record<string, string> = {}) {
  const res = await t.as(who, {
    method: 'POST',
    url: '/api/firm/api-keys',
    headers,
    payload: { name: `Practice management ${randomUUID()}`, scopes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ApiKey & { secret: string }>();
}

const withKey = (secret: string, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
  t.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}`, ...headers },
    ...(payload ? { payload } : {}),
  });

describe('managing the firm’s keys', () => {
  it('a lawyer of the firm makes a key: the secret once, only its SHA-256 kept, listed for the firm', async () => {
    const key = await makeKey(liam);
    expect(key.secret).toMatch(/^nzep_firm_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 14));
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.firmId).toBe(firmA!.id);
    expect(row!.institutionId).toBeNull();
    expect(row!.secretHash).toBe(createHash('sha256').update(key.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.secret.slice(14));

    // The firm's other lawyer sees it (without a secret); another firm's lawyer does not.
    const list = await t.as(mere, { method: 'GET', url: '/api/firm/api-keys' });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: ApiKey[] }>().items.map((k) => k.id)).toContain(key.id);
    expect(list.body).not.toContain(key.secret);
    const theirs = await t.as(olive, { method: 'GET', url: '/api/firm/api-keys' });
    expect(theirs.json<{ items: ApiKey[] }>().items).toEqual([]);
    expect((await t.as(olive, { method: 'DELETE', url: `/api/firm/api-keys/${key.id}` })).statusCode).toBe(
      404,
    );
  });

  it('a retry with the same Idempotency-Key answers the same key without its secret', async () => {
    const headers = { 'idempotency-key': randomUUID() };
    const first = await makeKey(liam, ['estates:read'], headers);
    const again = await t.as(liam, {
      method: 'POST',
      url: '/api/firm/api-keys',
      headers,
      payload: { name: first.name, scopes: ['estates:read'] },
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ ...first, secret: undefined });
  });

  it('an unknown scope is a 400 naming scopes; an organisation’s scope is unknown to a firm', async () => {
    const res = await t.as(liam, {
      method: 'POST',
      url: '/api/firm/api-keys',
      payload: { name: 'Bad', scopes: ['estates:read', 'notifications:read'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { path: string }[] }>().issues[0]!.path).toBe('scopes');
  });

  it('a lawyer without a firm, an admin and other roles are 403; a key cannot manage keys; signed out 401', async () => {
    const noFirm = await t.as(solo, { method: 'GET', url: '/api/firm/api-keys' });
    expect(noFirm.statusCode).toBe(403);
    expect(noFirm.json<{ message: string }>().message).toMatch(/not part of a law firm yet/);
    expect((await t.as(admin, { method: 'GET', url: '/api/firm/api-keys' })).statusCode).toBe(403);
    expect((await t.as(executor, { method: 'GET', url: '/api/firm/webhooks' })).statusCode).toBe(403);
    const key = await makeKey(liam);
    const byKey = await withKey(key.secret, 'POST', '/api/firm/api-keys', {
      name: 'From a key',
      scopes: ['estates:read'],
    });
    expect(byKey.statusCode).toBe(403);
    expect((await withKey(key.secret, 'GET', '/api/firm/webhooks')).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/firm/api-keys' })).statusCode).toBe(401);
  });
});

describe('what a key reads', () => {
  it("the firm's estates, newest first by cursor; another firm's estate and nobody's are 404", async () => {
    const { secret } = await makeKey(mere);
    const first = await withKey(secret, 'GET', '/api/firm/v1/estates?limit=1');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<{ items: FirmEstate[]; nextCursor: string | null }>();
    expect(page1.items.map((e) => e.id)).toEqual([estateA2]);
    expect(page1.items[0]).toMatchObject({
      deceasedName: 'Hemi Firm-Alpha-Two',
      status: 'active',
      stage: 'initial',
    });
    expect(page1.items[0]!.fileNumber).toMatch(/^EST-\d{4}-\d{4}$/);
    const second = await withKey(secret, 'GET', `/api/firm/v1/estates?limit=1&after=${page1.nextCursor}`);
    const page2 = second.json<{ items: FirmEstate[]; nextCursor: string | null }>();
    expect(page2.items.map((e) => e.id)).toEqual([estateA]);
    expect(page2.nextCursor).toBeNull();
    const all = await withKey(secret, 'GET', '/api/firm/v1/estates');
    expect(all.body).not.toContain(estateB);
    expect(all.body).not.toContain('Firm-Bravo');
    expect(all.body).not.toContain(estateSolo);

    const one = await withKey(secret, 'GET', `/api/firm/v1/estates/${estateA}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<FirmEstate>().deceasedName).toBe('Aroha Firm-Alpha');
    for (const id of [estateB, estateSolo, randomUUID(), 'not-an-id']) {
      for (const tail of ['', '/tasks', '/documents']) {
        const res = await withKey(secret, 'GET', `/api/firm/v1/estates/${id}${tail}`);
        expect(res.statusCode, `${id}${tail}`).toBe(404);
      }
      const post = await withKey(secret, 'POST', `/api/firm/v1/estates/${id}/tasks`, { name: 'Nope' });
      expect(post.statusCode, `POST ${id}`).toBe(404);
    }
    const badCursor = await withKey(secret, 'GET', '/api/firm/v1/estates?after=bm90LWEtY3Vyc29y');
    expect(badCursor.statusCode).toBe(400);
  });

  it("an estate's tasks and documents' details", async () => {
    const { secret } = await makeKey(liam);
    const res = await withKey(secret, 'GET', `/api/firm/v1/estates/${estateA}/tasks?limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json<{ items: FirmTask[] }>().items;
    const inDb = await db.select().from(tasks).where(eq(tasks.estateId, estateA));
    expect(listed.map((t) => t.id).sort()).toEqual(inDb.map((t) => t.id).sort());
    const docs = await withKey(secret, 'GET', `/api/firm/v1/estates/${estateA}/documents`);
    expect(docs.statusCode, docs.body).toBe(200);
    const [will] = docs.json<{ items: FirmDocument[] }>().items;
    expect(will).toMatchObject({ estateId: estateA, fileName: 'will.pdf', version: 1 });
  });

  it('each call needs its scope (403 without); an organisation’s key, a revoked key or none is 401', async () => {
    const readOnly = await makeKey(liam, ['estates:read', 'tasks:read']);
    const post = await withKey(readOnly.secret, 'POST', `/api/firm/v1/estates/${estateA}/tasks`, {
      name: 'Not allowed',
    });
    expect(post.statusCode).toBe(403);
    expect(post.json<{ message: string }>().message).toMatch(/tasks:write/);
    const note = await withKey(readOnly.secret, 'POST', `/api/firm/v1/estates/${estateA}/notes`, {
      title: 'x',
      content: 'y',
      category: 'general',
    });
    expect(note.statusCode).toBe(403);
    expect(
      (await withKey(readOnly.secret, 'GET', `/api/firm/v1/estates/${estateA}/documents`)).statusCode,
    ).toBe(403);
    expect((await withKey(readOnly.secret, 'GET', `/api/firm/v1/estates/${estateA}/tasks`)).statusCode).toBe(
      200,
    );

    const revoked = await t.as(mere, { method: 'DELETE', url: `/api/firm/api-keys/${readOnly.id}` });
    expect(revoked.statusCode).toBe(204);
    expect((await withKey(readOnly.secret, 'GET', '/api/firm/v1/estates')).statusCode).toBe(401);
    const listed = await t.as(liam, { method: 'GET', url: '/api/firm/api-keys' });
    expect(
      listed.json<{ items: ApiKey[] }>().items.find((k) => k.id === readOnly.id)!.revokedAt,
    ).not.toBeNull();

    expect((await t.inject({ method: 'GET', url: '/api/firm/v1/estates' })).statusCode).toBe(401);
    expect((await withKey('nzep_firm_unknown', 'GET', '/api/firm/v1/estates')).statusCode).toBe(401);
    // A signed-in lawyer without a key is not the firm API's caller.
    expect((await t.as(liam, { method: 'GET', url: '/api/firm/v1/estates' })).statusCode).toBe(401);
  });
});

describe('what a key writes, as the lawyer who made it', () => {
  it('a task appears in the app for the firm’s lawyers, given to the key’s lawyer; the audit trail names the key', async () => {
    const key = await makeKey(liam);
    const res = await withKey(key.secret, 'POST', `/api/firm/v1/estates/${estateA}/tasks`, {
      name: 'Chase the bank for statements',
      dueDate: '2026-12-18',
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json<FirmTask>();
    expect(task).toMatchObject({
      estateId: estateA,
      name: 'Chase the bank for statements',
      status: 'todo',
      dueDate: '2026-12-18',
      assignedTo: { id: liam.userId, name: 'Liam Lawyer' },
    });
    for (const who of [liam, mere]) {
      const inApp = await t.as(who, { method: 'GET', url: `/api/tasks?estateId=${estateA}` });
      expect(inApp.json<{ items: { taskId: string }[] }>().items.map((i) => i.taskId)).toContain(task.id);
    }
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'task.created'), eq(auditEvents.entityId, task.id)));
    expect(event).toMatchObject({ actorId: liam.userId, data: { estateId: estateA, apiKeyId: key.id } });
  });

  it('the same Idempotency-Key and body is the same task; another body under it is a 422', async () => {
    const { secret } = await makeKey(liam);
    const headers = { 'idempotency-key': randomUUID() };
    const url = `/api/firm/v1/estates/${estateA}/tasks`;
    const body = { name: `Idempotent task ${randomUUID()}` };
    const first = await withKey(secret, 'POST', url, body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await withKey(secret, 'POST', url, body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const made = await db.select().from(tasks).where(eq(tasks.name, body.name));
    expect(made).toHaveLength(1);
    const other = await withKey(secret, 'POST', url, { name: 'Something else' }, headers);
    expect(other.statusCode).toBe(422);
    // Another key of the same lawyer has its own keys: the same header makes a task of its own.
    const second = await makeKey(liam);
    const theirs = await withKey(second.secret, 'POST', url, body, headers);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await db.select().from(tasks).where(eq(tasks.name, body.name))).toHaveLength(2);
  });

  it('a note is written by the key’s lawyer and read in the app', async () => {
    const key = await makeKey(mere);
    const res = await withKey(key.secret, 'POST', `/api/firm/v1/estates/${estateA}/notes`, {
      title: 'Call with the bank',
      content: 'Two accounts confirmed; statements to follow.',
      category: 'financial',
      tags: 'bank',
    });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json<NoteDto>();
    expect(note.createdBy).toEqual({ id: mere.userId, name: 'Mere Lawyer' });
    const inApp = await t.as(liam, { method: 'GET', url: `/api/estates/${estateA}/notes/${note.id}` });
    expect(inApp.statusCode).toBe(200);
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'note.created'), eq(auditEvents.entityId, note.id)));
    expect(event).toMatchObject({ actorId: mere.userId, data: { apiKeyId: key.id } });
  });

  it('a key stops working (401) when its lawyer leaves the firm or is deactivated', async () => {
    const leaver = await t.signUp({ role: 'lawyer', name: 'Lee Leaver' });
    await db.update(users).set({ firmId: firmA!.id }).where(eq(users.id, leaver.userId));
    const key = await makeKey(leaver);
    expect((await withKey(key.secret, 'GET', '/api/firm/v1/estates')).statusCode).toBe(200);
    await db.update(users).set({ firmId: firmB!.id }).where(eq(users.id, leaver.userId));
    const gone = await withKey(key.secret, 'GET', '/api/firm/v1/estates');
    expect(gone.statusCode).toBe(401);
    expect(gone.json<{ message: string }>().message).toMatch(/no longer an active lawyer of the firm/);
    // Back in the firm it works again; deactivated, it does not.
    await db.update(users).set({ firmId: firmA!.id }).where(eq(users.id, leaver.userId));
    expect((await withKey(key.secret, 'GET', '/api/firm/v1/estates')).statusCode).toBe(200);
    await db.update(users).set({ active: false }).where(eq(users.id, leaver.userId));
    expect((await withKey(key.secret, 'GET', '/api/firm/v1/estates')).statusCode).toBe(401);
    const post = await withKey(key.secret, 'POST', `/api/firm/v1/estates/${estateA}/tasks`, { name: 'x' });
    expect(post.statusCode).toBe(401);
  });
});

const receiver = await startReceiver();
const worker = workerOn(t);

describe("the firm's webhooks", () => {
  async function registerFirm(who: Session, path: string, events: string[]) {
    const res = await t.as(who, {
      method: 'POST',
      url: '/api/firm/webhooks',
      payload: { url: receiver.url(path), events },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; secret: string }>();
  }

  it('an endpoint subscribes to firm events only: an organisation’s event is a 400 naming events', async () => {
    const res = await t.as(liam, {
      method: 'POST',
      url: '/api/firm/webhooks',
      payload: { url: receiver.url('/mixed'), events: ['task.completed', 'notification.created'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { path: string }[] }>().issues[0]!.path).toMatch(/^events/);
    const { id } = await registerFirm(liam, '/patch', ['task.completed']);
    const patch = await t.as(mere, {
      method: 'PATCH',
      url: `/api/firm/webhooks/${id}`,
      payload: { events: ['notification.reply_added'] },
    });
    expect(patch.statusCode).toBe(400);
    // Another firm's lawyer: 404 on it, and not in their list.
    expect(
      (await t.as(olive, { method: 'PATCH', url: `/api/firm/webhooks/${id}`, payload: { enabled: false } }))
        .statusCode,
    ).toBe(404);
    const theirs = await t.as(olive, { method: 'GET', url: '/api/firm/webhooks' });
    expect(theirs.body).not.toContain(id);
  });

  it('a task completed on a firm estate reaches the endpoint signed; an estate of no firm sends nothing', async () => {
    const endpoint = await registerFirm(mere, '/firm-a', ['task.completed', 'document.added']);
    const key = await makeKey(liam);
    const made = await withKey(key.secret, 'POST', `/api/firm/v1/estates/${estateA}/tasks`, {
      name: 'File the application',
    });
    const task = made.json<FirmTask>();
    const done = await t.as(liam, {
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: { 'if-match': '*' },
      payload: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    // Ticked on an estate of no firm: nothing queued for anyone.
    const [soloTask] = await db.select().from(tasks).where(eq(tasks.estateId, estateSolo)).limit(1);
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries);
    const soloDone = await t.as(solo, {
      method: 'PATCH',
      url: `/api/tasks/${soloTask!.id}`,
      headers: { 'if-match': '*' },
      payload: { status: 'completed' },
    });
    expect(soloDone.statusCode).toBe(200);
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries);
    expect(after[0]!.n).toBe(before[0]!.n);

    await makeDue(db);
    await worker.tick();
    const got = receiver.received.filter((r) => r.path === '/firm-a');
    expect(got).toHaveLength(1);
    const payload = verified(endpoint.secret, got[0]!) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe('task.completed');
    expect(payload.data).toMatchObject({ estateId: estateA, taskId: task.id, name: 'File the application' });
    expect(payload.data.fileNumber).toMatch(/^EST-/);

    const log = await t.as(liam, { method: 'GET', url: `/api/firm/webhooks/${endpoint.id}/deliveries` });
    expect(log.json<{ items: { status: string }[] }>().items[0]!.status).toBe('succeeded');
  });

  it('a document added to a firm estate is queued for its endpoints, and not for another firm’s', async () => {
    const mine = await registerFirm(liam, '/docs-a', ['document.added']);
    const theirs = await registerFirm(olive, '/docs-b', ['document.added']);
    const res = await t.as(liam, {
      method: 'POST',
      url: '/api/documents',
      ...multipart({ estateId: estateA2 }, [{ name: 'grant.pdf', data: PDF }]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const queued = await db
      .select()
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.endpointId, [mine.id, theirs.id]));
    expect(queued.map((d) => [d.endpointId, d.eventType])).toEqual([[mine.id, 'document.added']]);
    expect(queued[0]!.payload).toMatchObject({
      data: {
        estateId: estateA2,
        documentId: res.json<{ documentId: string }>().documentId,
        fileName: 'grant.pdf',
      },
    });
  });

  it('a distribution recorded as paid on a firm estate is queued once, with ids only', async () => {
    const endpoint = await registerFirm(liam, '/paid', ['distribution.paid']);
    const heir = await t.as(liam, {
      method: 'POST',
      url: `/api/estates/${estateA}/beneficiaries`,
      payload: { fullName: 'Kiri Heir', relationship: 'niece' },
    });
    expect(heir.statusCode, heir.body).toBe(201);
    const base = { beneficiaryId: heir.json<{ id: string }>().id, type: 'interim', amount: '500.00' };
    const planned = await t.as(liam, {
      method: 'POST',
      url: `/api/estates/${estateA}/distributions`,
      payload: { ...base, status: 'planned' },
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const queuedFor = () =>
      db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(await queuedFor()).toHaveLength(0);
    // No grant yet: paying now takes the lawyer's override reason.
    const paid = await t.as(liam, {
      method: 'PUT',
      url: `/api/estates/${estateA}/distributions/${planned.json<{ id: string }>().id}`,
      headers: { 'if-match': '*' },
      payload: { ...base, status: 'paid', overrideReason: 'Funeral costs paid by the niece' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const queued = await queuedFor();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toMatchObject({
      type: 'distribution.paid',
      data: { estateId: estateA, distributionId: planned.json<{ id: string }>().id },
    });
    expect(JSON.stringify(queued[0]!.payload)).not.toContain('Kiri Heir');
  });

  it("an organisation's answer to a notification of a firm estate is queued for the firm", async () => {
    const endpoint = await registerFirm(mere, '/answers', ['notifyflow.answer_received']);
    const filed = await t.as(liam, {
      method: 'POST',
      url: '/api/notifications',
      ...multipart(
        validForm({
          estateId: estateA,
          deceasedName: 'Aroha Firm-Alpha',
          institutionName: '',
          selectedInstitutions: [{ institutionId: idOf('ANZ') }],
        }),
      ),
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const notificationId = filed.json<{ notificationId: string }>().notificationId;
    const [row] = await db
      .select()
      .from(institutionsNotified)
      .where(eq(institutionsNotified.notificationId, notificationId));
    const answered = await t.inject({
      method: 'POST',
      url: `/api/respond/${signResponseToken(t.deps.config.authSecret, row!.id)}`,
      payload: { action: 'need_info', message: 'Please send the grant.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const queued = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toMatchObject({
      type: 'notifyflow.answer_received',
      data: { estateId: estateA, notificationId, answerId: null },
    });
  });
});
