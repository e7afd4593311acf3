import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { eq } from 'drizzle-orm';
import { estateRoles, institutionsNotified } from '../../src/db/schema.js';
import { signUnsubscribeToken } from '../../src/services/email/envelope.js';
import { signResponseToken } from '../../src/services/notifyflow/tokens.js';
import type { ChangeEvent } from '../../src/services/events/change-feed.js';
import { build, firmOfTwoLawyers, testConfig, type Session } from '../helper.js';
import { idOf, multipart, validForm } from '../notifyflow-helpers.js';

/*
 * Changes appear live (issue 39, decision 062): one stream per tab at GET /api/events carries every
 * committed change the person may read, as ids; nobody hears of what they may not see. Each stream
 * hears changes in the order they were committed, so "the next event this person hears is the
 * sentinel" proves they were not told of the change before it.
 */

const t = await build();
const { liam, mere, olive, executor, beneficiary, admin } = await firmOfTwoLawyers(t);
const notify = await t.signUp({ role: 'notifyflow', name: 'Nina Notify' });
const estateId = await t.staffedEstate(
  { lawyer: liam, executor, beneficiary },
  { deceasedName: 'Hemi Live' },
  [],
);
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

type Heard = ChangeEvent | { gap: true };

/** An open stream: `next()` is the next change heard (or a gap), failing after 5 s of silence. */
async function watch(who: Session | null, query = '', base = address) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events${query}`, {
    headers: who ? { cookie: who.cookie } : {},
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<Heard> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const chunk = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (/^event: gap$/m.test(chunk)) return { gap: true };
        const data = chunk.split('\n').find((l) => l.startsWith('data: '));
        if (data) return JSON.parse(data.slice(6)) as ChangeEvent;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('nothing heard for 5 s');
      const read = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('nothing heard for 5 s')), left)),
      ]);
      if (read.done) throw new Error('stream ended');
      buffer += decoder.decode(read.value, { stream: true });
    }
  };
  return { res, next, close: () => controller.abort() };
}

const addAsset = async (who: Session, estate: string, name: string) => {
  const res = await t.as(who, {
    method: 'POST',
    url: `/api/estates/${estate}/assets`,
    payload: { name, type: 'property', value: '100' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};

/** What everyone may hear: a note on a "sentinel" estate each of them sees, made after the change under test. */
const sentinelFor = async () => {
  const id = await t.newEstate(admin, { deceasedName: `Sentinel ${Date.now()}` }, []);
  for (const who of [liam, mere, olive, executor, beneficiary])
    await t.database.db
      .insert(estateRoles)
      .values({ estateId: id, userId: who.userId, role: 'beneficiary', status: 'active' });
  return id;
};

describe('GET /api/events', () => {
  it('signed out is 401; an estate one may not see is 404 and sends nothing', async () => {
    expect((await watch(null)).res.status).toBe(401);
    const denied = await fetch(`${address}/api/events?estateId=${estateId}`, {
      headers: { cookie: olive.cookie },
    });
    expect(denied.status).toBe(404);
    expect(await denied.text()).not.toContain('data:');
    const malformed = await watch(liam, '?estateId=not-an-id');
    expect(malformed.res.status).toBe(400);
    // A NotifyFlow account has no estates to follow (no dashboard).
    expect((await watch(notify)).res.status).toBe(403);
  });

  it('a change reaches everyone who may read it, and nobody else', async () => {
    const sentinel = await sentinelFor();
    const everyone = { liam, mere, olive, executor, beneficiary, admin };
    const streams = Object.fromEntries(
      await Promise.all(
        Object.entries(everyone).map(async ([name, who]) => [name, await watch(who)] as const),
      ),
    );
    for (const s of Object.values(streams))
      expect(s.res.headers.get('content-type')).toContain('text/event-stream');

    const assetId = await addAsset(liam, estateId, 'Kauri bach');
    const mark = await addAsset(admin, sentinel, 'Sentinel');
    const heard = { kind: 'assets', estateId, id: assetId, action: 'created' };
    for (const name of ['liam', 'mere', 'executor', 'beneficiary', 'admin']) {
      expect(await streams[name]!.next(), name).toEqual(heard);
    }
    // Olive (another firm) hears the sentinel first: nothing of Hemi's estate.
    expect(await streams.olive!.next()).toMatchObject({ id: mark, estateId: sentinel });
    for (const s of Object.values(streams)) s.close();
  }, 20_000);

  it("the firm's working records reach those who run the estate, not its beneficiary", async () => {
    const sentinel = await sentinelFor();
    const ben = await watch(beneficiary);
    const mereStream = await watch(mere);
    const res = await t.as(liam, {
      method: 'POST',
      url: `/api/estates/${estateId}/compliance-items`,
      payload: { requirement: 'IR3 return', priority: 'high', status: 'pending' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mark = await addAsset(admin, sentinel, 'Sentinel');
    expect(await mereStream.next()).toMatchObject({ kind: 'compliance-items', estateId });
    expect(await ben.next()).toMatchObject({ id: mark });
    ben.close();
    mereStream.close();
  });

  it("closing the estate's books reaches those who run it, not its beneficiary (decision 070)", async () => {
    const sentinel = await sentinelFor();
    const ben = await watch(beneficiary);
    const mereStream = await watch(mere);
    const res = await t.as(liam, {
      method: 'POST',
      url: `/api/estates/${estateId}/periods/close`,
      payload: { throughDate: '2026-01-31' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mark = await addAsset(admin, sentinel, 'Sentinel');
    expect(await mereStream.next()).toMatchObject({ kind: 'ledger-periods', estateId, action: 'created' });
    expect(await ben.next()).toMatchObject({ id: mark });
    ben.close();
    mereStream.close();
  });

  it("a conversation reaches its participants only, not the firm's other lawyer", async () => {
    const sentinel = await sentinelFor();
    const mereStream = await watch(mere);
    const emma = await watch(executor);
    const thread = await t.as(liam, {
      method: 'POST',
      url: '/api/message-threads',
      payload: { estateId, subject: 'For Emma', participantIds: [executor.userId], body: 'Hello Emma' },
    });
    expect(thread.statusCode, thread.body).toBe(201);
    const mark = await addAsset(admin, sentinel, 'Sentinel');
    // Emma hears the notice for her bell (hers alone), and the conversation's message.
    const emmaHeard = [await emma.next(), await emma.next()];
    expect(emmaHeard).toContainEqual({
      kind: 'notification',
      estateId: null,
      id: executor.userId,
      action: 'created',
    });
    expect(emmaHeard).toContainEqual(
      expect.objectContaining({ kind: 'message', id: thread.json<{ id: string }>().id }),
    );
    expect(await mereStream.next()).toMatchObject({ id: mark });
    emma.close();
    mereStream.close();
  });

  it("an organisation's answer reaches those who run the estate, not its beneficiary", async () => {
    const sentinel = await sentinelFor();
    const submitted = await t.as(liam, {
      method: 'POST',
      url: '/api/notifications',
      ...multipart(
        validForm({ estateId, institutionName: '', selectedInstitutions: [{ institutionId: idOf('ANZ') }] }),
      ),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const notificationId = submitted.json<{ notificationId: string }>().notificationId;
    const [row] = await t.database.db
      .select()
      .from(institutionsNotified)
      .where(eq(institutionsNotified.notificationId, notificationId));
    const mereStream = await watch(mere);
    const ben = await watch(beneficiary);
    const answered = await t.inject({
      method: 'POST',
      url: `/api/respond/${signResponseToken(t.deps.config.authSecret, row!.id)}`,
      payload: { action: 'acknowledge', message: '' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const mark = await addAsset(admin, sentinel, 'Sentinel');
    expect(await mereStream.next()).toEqual({
      kind: 'notifyflow',
      estateId,
      id: notificationId,
      action: 'updated',
    });
    expect(await ben.next()).toMatchObject({ id: mark });
    mereStream.close();
    ben.close();
  });

  it("a firm's settings reach its other lawyer, not another firm's lawyer or the executor", async () => {
    const sentinel = await sentinelFor();
    const firm = (await t.as(liam, { method: 'GET', url: '/api/me/firm' })).json<{
      id: string;
      name: string;
      businessHoursStart: string;
      businessHoursEnd: string;
      defaultBillingRateCents: number;
    }>();
    const streams = { mere: await watch(mere), olive: await watch(olive), executor: await watch(executor) };
    const saved = await t.as(liam, {
      method: 'PATCH',
      url: '/api/me/firm',
      payload: {
        name: firm.name,
        businessHoursStart: firm.businessHoursStart,
        businessHoursEnd: firm.businessHoursEnd,
        defaultBillingRate: '275.00',
        gstNumber: '',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mark = await addAsset(admin, sentinel, 'Sentinel');
    expect(await streams.mere.next()).toMatchObject({ kind: 'firm-settings', id: firm.id });
    expect(await streams.olive.next()).toMatchObject({ id: mark });
    expect(await streams.executor.next()).toMatchObject({ id: mark });
    for (const stream of Object.values(streams)) stream.close();
  });

  it('my own notification switches, saved in another tab or by an unsubscribe link, reach me only', async () => {
    const sentinel = await sentinelFor();
    const streams = { liam: await watch(liam), mere: await watch(mere), admin: await watch(admin) };
    const token = signUnsubscribeToken(t.deps.config.authSecret, { userId: liam.userId, kind: 'message' });
    const off = await t.inject({
      method: 'POST',
      url: `/api/email/unsubscribe/${token}`,
      payload: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(off.statusCode, off.body).toBe(200);
    const mark = await addAsset(admin, sentinel, 'Sentinel');
    expect(await streams.liam.next()).toMatchObject({ kind: 'account', id: liam.userId });
    expect(await streams.mere.next()).toMatchObject({ id: mark });
    expect(await streams.admin.next()).toMatchObject({ id: mark });
    for (const stream of Object.values(streams)) stream.close();
  });

  it("an email queued reaches the admins' Outbox page, not a lawyer", async () => {
    const sentinel = await sentinelFor();
    const streams = { admin: await watch(admin), liam: await watch(liam) };
    const asked = await t.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: liam.email, redirectTo: '/reset-password' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mark = await addAsset(admin, sentinel, 'Sentinel');
    expect(await streams.admin.next()).toMatchObject({ kind: 'outbox', action: 'updated' });
    expect(await streams.liam.next()).toMatchObject({ id: mark });
    for (const stream of Object.values(streams)) stream.close();
  });

  it('one estate only, with estateId', async () => {
    const one = await watch(liam, `?estateId=${estateId}`);
    const ownOther = await t.newEstate(liam, { deceasedName: 'Tama Other' }, []);
    await addAsset(liam, ownOther, 'Elsewhere');
    const here = await addAsset(liam, estateId, 'Here');
    expect(await one.next()).toMatchObject({ id: here, estateId });
    one.close();
  });

  it('an executor taken off the estate stops hearing of it at once', async () => {
    const removedExecutor = await t.signUp({ role: 'executor', name: 'Pita Removed' });
    const ben = await t.signUp({ role: 'beneficiary', name: 'Kiri Stays' });
    const estate = await t.staffedEstate(
      { lawyer: liam, executor: removedExecutor, beneficiary: ben },
      { deceasedName: 'Tui Removal' },
      [],
    );
    const sentinel = await sentinelFor();
    await t.database.db
      .insert(estateRoles)
      .values({ estateId: sentinel, userId: removedExecutor.userId, role: 'beneficiary', status: 'active' });
    const stream = await watch(removedExecutor);
    const before = await addAsset(liam, estate, 'Before');
    expect(await stream.next()).toMatchObject({ id: before });
    const off = await t.as(liam, {
      method: 'PATCH',
      url: `/api/estates/${estate}`,
      payload: { executorId: null },
    });
    expect(off.statusCode, off.body).toBe(200);
    await addAsset(liam, estate, 'After');
    const mark = await addAsset(admin, sentinel, 'Sentinel');
    // The estate's own change came while they could still see it (it took them off); nothing after.
    let heard = await stream.next();
    if ('kind' in heard && heard.kind === 'estate') heard = await stream.next();
    expect(heard).toMatchObject({ id: mark });
    stream.close();
  });

  it('a dropped database connection is followed by a gap, and changes keep coming', async () => {
    const stream = await watch(liam);
    await t.deps.changes.dropConnection();
    if (t.database.kind === 'postgres') expect(await stream.next()).toEqual({ gap: true });
    // PGlite (one process, no connection to drop) and PostgreSQL alike: the next change arrives.
    let id: string | undefined;
    for (let i = 0; i < 20 && !id; i++) {
      const made = await addAsset(liam, estateId, `After the drop ${i}`);
      const heard = await stream.next().catch(() => null);
      if (heard && 'id' in heard && heard.id === made) id = made;
    }
    expect(id).toBeDefined();
    stream.close();
  });
});

describe('who else has the estate open', () => {
  const url = `/api/estates/${estateId}/presence`;
  const here = async (who: Session) => {
    const res = await t.as(who, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ people: { name: string }[] }>().people.map((p) => p.name);
  };

  it('Mere sees Liam on the estate while his page is open, and hears him arrive; not herself', async () => {
    const stream = await watch(mere, `?estateId=${estateId}`);
    expect((await t.as(liam, { method: 'PUT', url })).statusCode).toBe(204);
    expect(await stream.next()).toMatchObject({ kind: 'presence', estateId });
    expect((await t.as(mere, { method: 'PUT', url })).statusCode).toBe(204);
    expect(await here(mere)).toEqual(['Liam Lawyer']);
    expect(await here(liam)).toEqual(['Mere Lawyer']);
    // Saying so again within the window tells nobody anything new.
    expect((await t.as(liam, { method: 'PUT', url })).statusCode).toBe(204);
    // Leaving: gone at once, and the others hear it.
    expect((await t.as(liam, { method: 'DELETE', url })).statusCode).toBe(204);
    let heard = await stream.next();
    while ('kind' in heard && heard.action !== 'deleted') heard = await stream.next();
    expect(heard).toMatchObject({ kind: 'presence', action: 'deleted' });
    expect(await here(mere)).toEqual([]);
    stream.close();
  });

  it('a page closed without saying so stops counting after 45 seconds', async () => {
    expect((await t.as(liam, { method: 'PUT', url })).statusCode).toBe(204);
    expect(await here(mere)).toEqual(['Liam Lawyer']);
    await t.database.sql(
      `update estate_presence set seen_at = now() - interval '46 seconds' where user_id = '${liam.userId}'`,
    );
    expect(await here(mere)).toEqual([]);
  });

  it('a beneficiary neither announces nor sees; another firm gets 404', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await t.as(beneficiary, { method, url })).statusCode).toBe(403);
      expect((await t.as(olive, { method, url })).statusCode).toBe(404);
    }
  });
});

describe('two API processes on one PostgreSQL', () => {
  it.skipIf(t.database.kind !== 'postgres')(
    'a change made on process A reaches a browser on process B',
    async () => {
      const second = await openDatabase({
        databaseUrl: t.database.url!,
        dataDir: 'unused',
        onIdleClientError: () => {},
      });
      const b = await buildApp(testConfig(), { database: second, logger: false });
      afterAll(async () => {
        await b.app.close();
        await second.close();
      });
      const onB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await watch(mere, '', onB);
      const made = await addAsset(liam, estateId, 'Made on A');
      expect(await stream.next()).toMatchObject({ kind: 'assets', id: made, estateId });
      stream.close();
    },
  );
});
